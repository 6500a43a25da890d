import { STATS_WINDOW_DAYS, type Stats, statsSchema } from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { siteStatistics } from './stats-repo.js';

export interface StatsPluginOptions {
  db: Database;
  clock: Clock;
  /** The home page asks on every visit; the numbers move slowly. 0 turns the cache off. */
  cacheMs: number;
}

const DAY_MS = 86_400_000;

export const statsPlugin: FastifyPluginAsyncZod<StatsPluginOptions> = async (app, options) => {
  let cached: { stats: Stats; until: number } | undefined;

  app.get(
    '/stats',
    {
      schema: {
        summary: 'Home-page statistics',
        description: `Distinct sites scanned in the last ${STATS_WINDOW_DAYS} days and the average number of violated rules per site (latest scan of each site).`,
        tags: ['stats'],
        response: { 200: statsSchema },
      },
    },
    async (_request, reply) => {
      const now = options.clock.now().getTime();
      if (!cached || cached.until <= now) {
        const since = new Date(now - STATS_WINDOW_DAYS * DAY_MS);
        const { sites, avgIssues } = await siteStatistics(options.db.orm, since);
        cached = {
          stats: { last30days: sites, avgErrorsPerSite: Math.round(avgIssues * 10) / 10 },
          until: now + options.cacheMs,
        };
      }
      reply.header('cache-control', `public, max-age=${Math.floor(options.cacheMs / 1000)}`);
      return cached.stats;
    },
  );
};
