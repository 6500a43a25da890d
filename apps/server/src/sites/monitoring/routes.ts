import { randomUUID } from 'node:crypto';
import {
  MONITOR_DEFAULT_INTERVAL_MINUTES,
  type Monitor,
  monitorListSchema,
  monitorRequestSchema,
  monitorSchema,
  monitorTrendSchema,
  siteListSchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, readsAnd, seesSite, type Viewer } from '../../access/index.js';
import { recordBy } from '../../activity/index.js';
import { type Allowance, type AllowanceReader, covers, profileFor } from '../../billing/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { parseScanTarget } from '../../platform/http/target-url.js';
import type { ScanRow } from '../../scans/index.js';
import { findScans, latestScansOfSites, toScanView } from '../../scans/index.js';
import { siteStartUrl, startUrlsOfOrganisation } from '../settings/site-settings-repo.js';
import {
  ensureMonitors,
  findMonitorOfOrganisation,
  listMonitorsOfOrganisation,
  listSiteTrend,
  type MonitorRow,
  type NewMonitor,
  upsertMonitor,
} from '../site-monitors-repo.js';

export interface MonitoringPluginOptions {
  db: Database;
  allowance: AllowanceReader;
  clock: Clock;
}

const idParams = z.object({ id: z.string().max(100) });
const trendQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(104) });

/**
 * Monitoring: one monitor per site on the caller's allowance (made on first sight, weekly), which
 * the schedule (monitor-tick.ts) re-scans; its settings; and the trend of a site's scans.
 */
export const monitoringPlugin: FastifyPluginAsyncZod<MonitoringPluginOptions> = async (app, options) => {
  const { db, clock } = options;
  const minutesFromNow = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000);

  // A client reads the monitors, sites and trends of their group's sites only (each route filters).
  const viewerOf = guardRoutes(app, {
    kind: 'organisation',
    action: readsAnd('manage'),
    clientView: true,
    signIn: 'Sign in to see your monitors.',
  });

  const toMonitors = async (rows: MonitorRow[], allowance: Allowance): Promise<Monitor[]> => {
    const startUrls =
      rows.length > 0 ? await startUrlsOfOrganisation(db.orm, rows[0]!.organisationId) : new Map();
    const lastScans = new Map<string, ScanRow>(
      (
        await findScans(
          db.orm,
          rows.flatMap((row) => (row.lastScanId ? [row.lastScanId] : [])),
        )
      ).map((scan) => [scan.id, scan]),
    );
    return rows.map((row) => {
      const lastScan = row.lastScanId ? lastScans.get(row.lastScanId) : undefined;
      return {
        id: row.id,
        url: siteStartUrl({ startUrl: startUrls.get(row.site) ?? null }, row.url),
        site: row.site,
        profile: row.profile,
        intervalMinutes: row.intervalMinutes,
        enabled: row.enabled,
        covered: covers(allowance, row.site),
        nextRunAt: row.nextRunAt.toISOString(),
        lastScan: lastScan ? toScanView(lastScan) : null,
      };
    });
  };

  /** The organisation's monitors the viewer sees, those of sites on an active plan made first. */
  const monitorsOf = async (viewer: Viewer) => {
    const { organisationId } = viewer;
    const allowance = await options.allowance.allowanceOf(organisationId);
    if (allowance.active) await ensureMonitors(db.orm, defaultMonitors(organisationId, allowance));
    const rows = await listMonitorsOfOrganisation(db.orm, organisationId);
    return { rows: rows.filter((row) => seesSite(viewer, row.site)), allowance };
  };

  const defaultMonitors = (organisationId: string, allowance: Allowance): NewMonitor[] => {
    const profile = profileFor(allowance, undefined);
    if (!profile) return [];
    const sites = new Set<string>();
    return allowance.urls.flatMap((entry) => {
      let target: ReturnType<typeof parseScanTarget>;
      try {
        target = parseScanTarget(entry);
      } catch {
        return []; // An entry written by hand elsewhere that is no URL cannot be scanned.
      }
      // http:// and https:// entries of one host are one site, and one monitor.
      if (sites.has(target.site)) return [];
      sites.add(target.site);
      return [
        {
          id: randomUUID(),
          organisationId,
          url: target.url,
          site: target.site,
          profile,
          intervalMinutes: MONITOR_DEFAULT_INTERVAL_MINUTES,
          enabled: true,
          nextRunAt: minutesFromNow(MONITOR_DEFAULT_INTERVAL_MINUTES),
        },
      ];
    });
  };

  app.get(
    '/monitors',
    {
      schema: {
        summary: 'Your monitored sites, with next run and last scan',
        description:
          'Every site on an active plan gets a weekly monitor the first time it is listed here; monitors of sites no longer covered stay listed with covered: false and are not scanned.',
        tags: ['monitoring'],
        response: { 200: monitorListSchema, ...problems(401, 502) },
      },
    },
    async (request) => {
      const { rows, allowance } = await monitorsOf(viewerOf.of(request));
      return { items: await toMonitors(rows, allowance) };
    },
  );

  app.get(
    '/sites',
    {
      schema: {
        summary: 'Your sites: where their scans start and their latest scan',
        description:
          'One item per site on your plan (id: its monitor, as in /api/sites/{id}/…), made on first sight as /api/monitors does; sites no longer covered stay listed with covered: false.',
        tags: ['sites'],
        response: { 200: siteListSchema, ...problems(401, 502) },
      },
    },
    async (request) => {
      const viewer = viewerOf.of(request);
      const { organisationId } = viewer;
      const { rows, allowance } = await monitorsOf(viewer);
      const sites = rows.map((row) => row.site);
      const [startUrls, latest] = await Promise.all([
        startUrlsOfOrganisation(db.orm, organisationId),
        latestScansOfSites(db.orm, organisationId, sites),
      ]);
      return {
        items: rows.map((row) => {
          const scan = latest.get(row.site);
          return {
            id: row.id,
            site: row.site,
            startUrl: siteStartUrl({ startUrl: startUrls.get(row.site) ?? null }, row.url),
            covered: covers(allowance, row.site),
            latestScan: scan ? toScanView(scan) : null,
          };
        }),
      };
    },
  );

  app.put(
    '/monitors',
    {
      schema: {
        summary: 'Create or change the monitor of a site on your plan (one per site)',
        description:
          'A changed interval counts from now. 403 url_not_allowed for a site not on the plan, profile_not_allowed for a profile the plan lacks.',
        tags: ['monitoring'],
        body: monitorRequestSchema,
        response: { 200: monitorSchema, ...problems(400, 401, 403, 502) },
      },
    },
    async (request) => {
      const { organisationId } = viewerOf.of(request);
      const { url, intervalMinutes, enabled, profile: wanted } = request.body;
      const target = parseScanTarget(url);
      const allowance = await options.allowance.allowanceOf(organisationId);
      if (!allowance.active) throw new HttpProblem(403, 'plan_required', 'Monitoring needs a plan.');
      if (!covers(allowance, target.site)) {
        throw new HttpProblem(403, 'url_not_allowed', `${target.site} is not registered on your plan.`);
      }
      if (wanted && !allowance.profiles.includes(wanted)) {
        throw new HttpProblem(
          403,
          'profile_not_allowed',
          `Your plan does not include the ${wanted} profile.`,
        );
      }
      const profile = profileFor(allowance, wanted);
      if (!profile) throw new HttpProblem(403, 'plan_required', 'Your plan includes no profile.');
      const viewer = viewerOf.of(request);
      const row = await db.orm.transaction(async (tx) => {
        const saved = await upsertMonitor(tx, {
          id: randomUUID(),
          organisationId,
          url: target.url,
          site: target.site,
          profile,
          intervalMinutes,
          enabled,
          nextRunAt: minutesFromNow(intervalMinutes),
        });
        await recordBy(
          tx,
          viewer,
          {
            action: 'monitor.changed',
            subject: { site: target.site },
            details: { url: target.url, profile, intervalMinutes, enabled },
          },
          clock.now(),
        );
        return saved;
      });
      const [monitor] = await toMonitors([row], allowance);
      return monitor!;
    },
  );

  app.get(
    '/monitors/:id/trend',
    {
      schema: {
        summary: "Issues by impact of a monitored site's finished site scans, oldest first",
        description:
          'One item per succeeded site scan of the site by you (scheduled or not): for the trend chart and its table.',
        tags: ['monitoring'],
        params: idParams,
        querystring: trendQuery,
        response: { 200: monitorTrendSchema, ...problems(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = viewerOf.of(request);
      const { organisationId } = viewer;
      const { id } = request.params;
      const monitor = isUuid(id)
        ? await findMonitorOfOrganisation(db.orm, organisationId, id.toLowerCase())
        : undefined;
      if (!monitor || !seesSite(viewer, monitor.site))
        throw new HttpProblem(404, 'not_found', 'No such monitor.');
      const points = await listSiteTrend(db.orm, organisationId, monitor.site, request.query.limit);
      return {
        monitorId: monitor.id,
        site: monitor.site,
        items: points.map((point) => ({
          scanId: point.id,
          finishedAt: (point.finishedAt ?? new Date(0)).toISOString(),
          pages: point.pagesDone,
          issues: point.issues,
          byImpact: {
            critical: point.critical,
            serious: point.serious,
            moderate: point.moderate,
            minor: point.minor,
          },
          ...(point.issuesByStatus ? { byStatus: point.issuesByStatus } : {}),
        })),
      };
    },
  );
};
