import { randomUUID } from 'node:crypto';
import {
  createScanRequestSchema,
  createScanResponseSchema,
  findingsPageSchema,
  findingsQuerySchema,
  issuePagesQuerySchema,
  issuePagesSchema,
  issueRulesQuerySchema,
  issueRulesSchema,
  issuesPageSchema,
  issuesQuerySchema,
  overviewQuerySchema,
  type ProfileId,
  pageListSchema,
  scanListQuerySchema,
  scanListSchema,
  scanOverviewSchema,
  scanViewSchema,
} from '@klarsicht/contracts';
import { DEFAULT_PROFILE } from '@klarsicht/scanner';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInViewer } from '../access/index.js';
import type { BillingService, FreeCheckQuota } from '../billing/index.js';
import { decideScanAllowance } from '../billing/index.js';
import type { Database } from '../platform/db/database.js';
import { transactionSql } from '../platform/db/transaction-sql.js';
import { isUuid } from '../platform/db/uuid.js';
import { enforceLimit } from '../platform/http/limits.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { parseScanTarget } from '../platform/http/target-url.js';
import { answerLanguage } from '../platform/i18n/request-language.js';
import type { ScanQueue } from '../platform/queue/scan-queue.js';
import type { ScanEventHub } from './events/scan-event-hub.js';
import { registerScanEventsRoute } from './events-route.js';
import { findVisibleScan } from './records/access.js';
import { findingsPage } from './records/findings-page.js';
import { issuePages, issueRules, issuesPage, scanOverview } from './records/issues.js';
import { compareIssues } from './records/issues-repo.js';
import { pageViewsOf } from './records/page-views.js';
import { insertScan, listScansOfOwner, previousSucceededScans } from './records/scans-repo.js';
import { screenshotsOfScan, toFindingView, toPreviousScanView, toScanView } from './records/views.js';

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
}

/** What anonymous callers may ask for: the free single-page check against these profiles. */
const ANONYMOUS_PROFILES: readonly ProfileId[] = ['wcag21aa', 'bfsg'];

const scanParams = z.object({ id: z.string().max(100) });
const issueParams = scanParams.extend({ issueId: z.string().max(30) });

export const scansPlugin: FastifyPluginAsyncZod<ScansPluginOptions> = async (app, options) => {
  const { db, scanQueue, events } = options;
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
        const allowance = await decideScanAllowance(options.billing, viewer.userId, {
          site: target.site,
          scope,
          profile,
        });
        if (allowance.kind === 'plan') pageBudget = allowance.pageBudget;
        else await options.freeChecks.take(viewer.userId, reply);
      }
      const id = randomUUID();
      try {
        // One commit for the row and its job: a 202 means both are there, a crash leaves neither.
        await db.orm.transaction(async (tx) => {
          await insertScan(tx, {
            id,
            ownerId: viewer?.userId ?? null,
            url: target.url,
            site: target.site,
            scope,
            profile,
            pageBudget,
          });
          await scanQueue.enqueue({ scanId: id }, transactionSql(tx));
        });
      } catch (error) {
        request.log.error({ err: error, scanId: id }, 'could not queue scan');
        throw new HttpProblem(503, 'unavailable', 'Scans cannot be started right now.');
      }
      return reply.status(202).header('location', `/api/scans/${id}`).send({ id });
    },
  );

  app.get(
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
      const viewer = signedInViewer(request.viewer, 'Sign in to see your scans.');
      const { limit, cursor } = request.query;
      if (cursor !== undefined && !isUuid(cursor)) {
        throw new HttpProblem(400, 'validation_failed', 'The cursor is not valid.', [
          { field: 'cursor', code: 'invalid_format', message: 'Use the nextCursor of the previous page.' },
        ]);
      }
      const rows = await listScansOfOwner(db.orm, viewer.userId, { limit, afterId: cursor });
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

  app.get(
    '/scans/:id',
    {
      schema: {
        summary: 'A scan: status, progress, summary',
        tags: ['scans'],
        params: scanParams,
        response: { 200: scanViewSchema, ...problems(404) },
      },
    },
    async (request) => toScanView(await findVisibleScan(db, request.params.id, request.viewer)),
  );

  app.get(
    '/scans/:id/findings',
    {
      schema: {
        summary: "A scan's findings, most severe first (while it runs: those of the pages stored so far)",
        tags: ['scans'],
        params: scanParams,
        querystring: findingsQuerySchema,
        response: { 200: findingsPageSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const scan = await findVisibleScan(db, request.params.id, request.viewer);
      const language = answerLanguage(request, reply);
      return findingsPage(db, scan.id, request.query, (row) => toFindingView(row, language));
    },
  );

  app.get(
    '/scans/:id/pages',
    {
      schema: {
        summary: 'The pages a scan checked, in report order (while it runs: those stored so far)',
        tags: ['scans'],
        params: scanParams,
        response: { 200: pageListSchema, ...problems(404) },
      },
    },
    async (request) => {
      const scan = await findVisibleScan(db, request.params.id, request.viewer);
      return { items: await pageViewsOf(db.orm, scan.id) };
    },
  );

  app.get(
    '/scans/:id/issues',
    {
      schema: {
        summary:
          "A scan's issues: the same element failing the same rule is one issue with the pages it appears on, most severe first",
        tags: ['scans'],
        params: scanParams,
        querystring: issuesQuerySchema,
        response: { 200: issuesPageSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const scan = await findVisibleScan(db, request.params.id, request.viewer);
      const language = answerLanguage(request, reply);
      return issuesPage(db, scan.id, request.query, screenshotsOfScan(scan.id), language);
    },
  );

  app.get(
    '/scans/:id/issue-rules',
    {
      schema: {
        summary: "The rules of a scan's issues under the same filters, with their texts and counts",
        tags: ['scans'],
        params: scanParams,
        querystring: issueRulesQuerySchema,
        response: { 200: issueRulesSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const scan = await findVisibleScan(db, request.params.id, request.viewer);
      const language = answerLanguage(request, reply);
      return issueRules(db, scan.id, request.query, language);
    },
  );

  app.get(
    '/scans/:id/issues/:issueId/pages',
    {
      schema: {
        summary: 'The pages that show one issue of a scan, in report order',
        tags: ['scans'],
        params: issueParams,
        querystring: issuePagesQuerySchema,
        response: { 200: issuePagesSchema, ...problems(400, 404) },
      },
    },
    async (request) => {
      const scan = await findVisibleScan(db, request.params.id, request.viewer);
      return issuePages(db, scan.id, request.params.issueId, request.query);
    },
  );

  app.get(
    '/scans/:id/overview',
    {
      schema: {
        summary:
          "A scan's summary: issues by impact and WCAG principle, the rules and pages with the most, and what changed since the previous comparable scan",
        tags: ['scans'],
        params: scanParams,
        querystring: overviewQuerySchema,
        response: { 200: scanOverviewSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const scan = await findVisibleScan(db, request.params.id, request.viewer);
      const language = answerLanguage(request, reply);
      return scanOverview(db, scan, language, scan.ownerId !== null);
    },
  );

  registerScanEventsRoute(app, { db, events, heartbeatMs: options.sseHeartbeatMs, params: scanParams });
};
