import { randomUUID } from 'node:crypto';
import {
  createScanRequestSchema,
  createScanResponseSchema,
  type ProfileId,
  scanListQuerySchema,
  scanListSchema,
} from '@klarsicht/contracts';
import { DEFAULT_PROFILE } from '@klarsicht/scanner/options';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardRoutes, roleMay } from '../access/index.js';
import { recordBy } from '../activity/index.js';
import type { BillingService, FreeCheckQuota } from '../billing/index.js';
import { decideScanAllowance } from '../billing/index.js';
import { type Clock, systemClock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { transactionSql } from '../platform/db/transaction-sql.js';
import { isUuid } from '../platform/db/uuid.js';
import { enforceLimit } from '../platform/http/limits.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { parseScanTarget } from '../platform/http/target-url.js';
import type { ScanQueue } from '../platform/queue/scan-queue.js';
import { readableScan } from './access.js';
import type { ScanEventHub } from './events/scan-event-hub.js';
import { registerScanEventsRoute } from './events-route.js';
import { OWN_SCAN_READS, registerScanReadRoutes } from './read-routes.js';
import { compareIssues } from './records/issues-repo.js';
import { insertScan, listScansOfOrganisation, previousSucceededScans } from './records/scans-repo.js';
import { toPreviousScanView, toScanView } from './records/views.js';

export interface ScansPluginOptions {
  db: Database;
  /** Decides what a signed-in caller's scan may do (the plan's sites, profiles, page budget). */
  billing: BillingService;
  scanQueue: Pick<ScanQueue, 'enqueue'>;
  events: ScanEventHub;
  /** Anonymous free checks, per IP address. */
  freeScanLimit: { max: number; windowMs: number };
  /** Signed-in callers' free checks (outside their plan), per account. */
  freeChecks: FreeCheckQuota;
  sseHeartbeatMs: number;
  /** The activity record's clock (default: the system's). */
  clock?: Clock;
}

/** What anonymous callers may ask for: the free single-page check against these profiles. */
const ANONYMOUS_PROFILES: readonly ProfileId[] = ['wcag21aa', 'bfsg'];

export const scansPlugin: FastifyPluginAsyncZod<ScansPluginOptions> = async (app, options) => {
  const { db, scanQueue, events } = options;
  const clock = options.clock ?? systemClock;
  const freeScanLimiter = app.createRateLimit({
    max: options.freeScanLimit.max,
    timeWindow: options.freeScanLimit.windowMs,
    keyGenerator: (request: FastifyRequest) => `free-scan:${request.ip}`,
  });

  app.post(
    '/scans',
    {
      schema: {
        summary: 'Start a scan',
        description:
          'Queues a scan of the URL. Anonymous callers get a single-page check (profiles wcag21aa, bfsg), rate-limited per IP address. Signed-in callers scan the sites registered on their plan with its profiles and page budget; other requests of theirs that fit the free check count as free checks.',
        tags: ['scans'],
        body: createScanRequestSchema,
        response: { 202: createScanResponseSchema, ...problems(400, 401, 403, 413, 415, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const target = parseScanTarget(request.body.url);
      const scope = request.body.scope ?? 'page';
      // The engine's default (bfsg: WCAG 2.1 A/AA plus the EN 301 549 rules), the check the product advertises.
      const profile = request.body.profile ?? DEFAULT_PROFILE;
      const viewer = request.viewer;
      let pageBudget: number | null = null;
      if (!viewer) {
        if (scope !== 'page') throw new HttpProblem(401, 'unauthorized', 'Site scans need an account.');
        if (!ANONYMOUS_PROFILES.includes(profile)) {
          throw new HttpProblem(401, 'unauthorized', `The ${profile} profile needs an account.`);
        }
        await enforceLimit(freeScanLimiter, request, reply);
      } else {
        // A viewer or a client reads; scans are started by editors and up (decision 028).
        if (!roleMay(viewer.role, 'scan')) {
          throw new HttpProblem(
            403,
            'role_insufficient',
            'Your role in this organisation does not allow starting scans; an owner or admin can change your role.',
          );
        }
        const allowance = await decideScanAllowance(options.billing, viewer.organisationId, {
          site: target.site,
          scope,
          profile,
        });
        if (allowance.kind === 'plan') pageBudget = allowance.pageBudget;
        else await options.freeChecks.take(viewer.organisationId, reply);
      }
      const id = randomUUID();
      try {
        // One commit for the row and its job: a 202 means both are there, a crash leaves neither.
        await db.orm.transaction(async (tx) => {
          await insertScan(tx, {
            id,
            organisationId: viewer?.organisationId ?? null,
            startedBy: viewer?.userId ?? null,
            url: target.url,
            site: target.site,
            scope,
            profile,
            pageBudget,
          });
          if (viewer) {
            await recordBy(
              tx,
              viewer,
              {
                action: 'scan.started',
                subject: { scan: id, site: target.site },
                details: { scope, profile, url: target.url },
              },
              clock.now(),
            );
          }
          await scanQueue.enqueue({ scanId: id }, transactionSql(tx));
        });
      } catch (error) {
        request.log.error({ err: error, scanId: id }, 'could not queue scan');
        throw new HttpProblem(503, 'unavailable', 'Scans cannot be started right now.');
      }
      return reply.status(202).header('location', `/api/scans/${id}`).send({ id });
    },
  );

  await app.register(async (group) => {
    const viewerOf = guardRoutes(group, {
      kind: 'organisation',
      action: 'read',
      // A client lists the scans of their group's sites only.
      clientView: true,
      signIn: 'Sign in to see your scans.',
    });
    group.withTypeProvider<ZodTypeProvider>().get(
      '/scans',
      {
        schema: {
          summary: "The caller's own scans, newest first",
          tags: ['scans'],
          querystring: scanListQuerySchema,
          response: { 200: scanListSchema, ...problems(400, 401) },
        },
      },
      async (request) => {
        const viewer = viewerOf.of(request);
        const { limit, cursor } = request.query;
        if (cursor !== undefined && !isUuid(cursor)) {
          throw new HttpProblem(400, 'validation_failed', 'The cursor is not valid.', [
            { field: 'cursor', code: 'invalid_format', message: 'Use the nextCursor of the previous page.' },
          ]);
        }
        const rows = await listScansOfOrganisation(db.orm, viewer.organisationId, {
          limit,
          afterId: cursor,
          ...(viewer.clientSites ? { sites: viewer.clientSites } : {}),
        });
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        const previous = await previousSucceededScans(db.orm, page);
        // The same comparison as the result page's overview: issues added and fixed, not a difference of totals.
        const items = await Promise.all(
          page.map(async (row) => {
            const before = previous.get(row.id);
            if (!before) return { ...toScanView(row), previous: null };
            const change =
              row.status === 'succeeded'
                ? await compareIssues(db.orm, row.id, before.id, 'violations')
                : { added: 0, fixed: 0 };
            return { ...toScanView(row), previous: toPreviousScanView(before, change) };
          }),
        );
        return {
          items,
          ...(rows.length > limit && last ? { nextCursor: last.id } : {}),
        };
      },
    );
  });

  // Reading one scan: its id is the key, the owner's scans only to the owner.
  await app.register(async (group) => {
    const reading = guardRoutes(group, readableScan(db));
    registerScanReadRoutes(group, { db, mount: OWN_SCAN_READS, reading });
    registerScanEventsRoute(group, { events, heartbeatMs: options.sseHeartbeatMs, reading });
  });
};
