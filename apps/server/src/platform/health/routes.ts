import { healthSchema, readinessSchema } from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.js';
import type { ScanQueue } from '../queue/scan-queue.js';

export interface HealthPluginOptions {
  db: Database;
  scanQueue: Pick<ScanQueue, 'isReady'>;
}

/** /healthz: the process answers. /readyz: it can do its work (database and queue reachable). */
export const healthPlugin: FastifyPluginAsyncZod<HealthPluginOptions> = async (app, options) => {
  app.get(
    '/healthz',
    { schema: { summary: 'Liveness', tags: ['health'], response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: database and queue reachable',
        tags: ['health'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const [database, queue] = await Promise.all([
        options.db.executeSql('select 1', []).then(
          () => 'ok' as const,
          () => 'unavailable' as const,
        ),
        options.scanQueue.isReady().then((ready) => (ready ? ('ok' as const) : ('unavailable' as const))),
      ]);
      const ready = database === 'ok' && queue === 'ok';
      reply.header('cache-control', 'no-store');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', checks: { database, queue } });
    },
  );
};
