import {
  findingsPageSchema,
  findingsQuerySchema,
  issuePagesQuerySchema,
  issuePagesSchema,
  issueRulesQuerySchema,
  issueRulesSchema,
  issuesPageSchema,
  issuesQuerySchema,
  overviewQuerySchema,
  pageListSchema,
  scanOverviewSchema,
  scanViewSchema,
} from '@klarsicht/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guarded } from '../access/index.js';
import type { Database } from '../platform/db/database.js';
import { problems } from '../platform/http/problem-responses.js';
import { answerLanguage } from '../platform/i18n/request-language.js';
import type { ScanReading } from './access.js';
import { findingsPage } from './records/findings-page.js';
import { issuePages, issueRules, issuesPage, scanOverview } from './records/issues.js';
import { pageViewsOf } from './records/page-views.js';
import { toScanView } from './records/views.js';

/** The read routes of one scan, and what tells them apart where they are mounted. */
type ReadRoute = 'scan' | 'findings' | 'pages' | 'issues' | 'issueRules' | 'issuePages' | 'overview';

export interface ScanReadMount {
  /** `/scans/:id` for the scan's owner and id holders, `/shared/:token` for a share link's holders. */
  base: '/scans/:id' | '/shared/:token';
  params: z.ZodType<{ id: string } | { token: string }>;
  /** The same, with the issue's id. */
  issueParams: z.ZodType<{ issueId: string }>;
  tag: string;
  summaries: Record<ReadRoute, string>;
}

export const OWN_SCAN_READS = {
  base: '/scans/:id',
  params: z.object({ id: z.string().max(100) }),
  issueParams: z.object({ id: z.string().max(100), issueId: z.string().max(30) }),
  tag: 'scans',
  summaries: {
    scan: 'A scan: status, progress, summary',
    findings: "A scan's findings, most severe first (while it runs: those of the pages stored so far)",
    pages: 'The pages a scan checked, in report order (while it runs: those stored so far)',
    issues:
      "A scan's issues: the same element failing the same rule is one issue with the pages it appears on, most severe first",
    issueRules: "The rules of a scan's issues under the same filters, with their texts and counts",
    issuePages: 'The pages that show one issue of a scan, in report order',
    overview:
      "A scan's summary: issues by impact and WCAG principle, the rules and pages with the most, and what changed since the previous comparable scan",
  },
} satisfies ScanReadMount;

export const SHARED_SCAN_READS = {
  base: '/shared/:token',
  params: z.object({ token: z.string().max(200) }),
  issueParams: z.object({ token: z.string().max(200), issueId: z.string().max(30) }),
  tag: 'sharing',
  summaries: {
    scan: 'A shared scan (read-only, through a share link)',
    findings: "A shared scan's findings (same query and shape as GET /api/scans/{id}/findings)",
    pages: 'The pages a shared scan checked, in report order',
    issues: "A shared scan's issues (same query and shape as GET /api/scans/{id}/issues)",
    issueRules: "The rules of a shared scan's issues (as GET /api/scans/{id}/issue-rules)",
    issuePages: 'The pages that show one issue of a shared scan, in report order',
    overview:
      "A shared scan's summary (as GET /api/scans/{id}/overview, without the comparison with earlier scans)",
  },
} satisfies ScanReadMount;

/**
 * The read routes of a scan, one set of handlers for both ways in: the route group's access hook
 * decides who may read (the scan's rule or the share link's) and hands over the scan as reached.
 */
export function registerScanReadRoutes(
  group: FastifyInstance,
  options: { db: Database; mount: ScanReadMount; reading: Guarded<ScanReading> },
): void {
  const { db, mount, reading } = options;
  const app = group.withTypeProvider<ZodTypeProvider>();
  const { base, tag, summaries } = mount;
  // The handlers read no id or token: only the scan the hook granted.
  const { params } = mount;

  app.get(
    base,
    {
      schema: {
        summary: summaries.scan,
        tags: [tag],
        params,
        response: { 200: scanViewSchema, ...problems(404) },
      },
    },
    async (request) => toScanView(reading.of(request).scan),
  );

  app.get(
    `${base}/findings`,
    {
      schema: {
        summary: summaries.findings,
        tags: [tag],
        params,
        querystring: findingsQuerySchema,
        response: { 200: findingsPageSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const { scan, findingView } = reading.of(request);
      const language = answerLanguage(request, reply);
      return findingsPage(db, scan.id, request.query, findingView(language));
    },
  );

  app.get(
    `${base}/pages`,
    {
      schema: {
        summary: summaries.pages,
        tags: [tag],
        params,
        response: { 200: pageListSchema, ...problems(404) },
      },
    },
    async (request) => ({ items: await pageViewsOf(db.orm, reading.of(request).scan.id) }),
  );

  app.get(
    `${base}/issues`,
    {
      schema: {
        summary: summaries.issues,
        tags: [tag],
        params,
        querystring: issuesQuerySchema,
        response: { 200: issuesPageSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const { scan, screenshots, ownersView } = reading.of(request);
      const language = answerLanguage(request, reply);
      return issuesPage(db, scan, request.query, screenshots, language, ownersView);
    },
  );

  app.get(
    `${base}/issue-rules`,
    {
      schema: {
        summary: summaries.issueRules,
        tags: [tag],
        params,
        querystring: issueRulesQuerySchema,
        response: { 200: issueRulesSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const { scan, ownersView } = reading.of(request);
      const language = answerLanguage(request, reply);
      return issueRules(db, scan, request.query, language, ownersView);
    },
  );

  app.get(
    `${base}/issues/:issueId/pages`,
    {
      schema: {
        summary: summaries.issuePages,
        tags: [tag],
        params: mount.issueParams,
        querystring: issuePagesQuerySchema,
        response: { 200: issuePagesSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      return issuePages(db, reading.of(request).scan, request.params.issueId, request.query, language);
    },
  );

  app.get(
    `${base}/overview`,
    {
      schema: {
        summary: summaries.overview,
        tags: [tag],
        params,
        querystring: overviewQuerySchema,
        response: { 200: scanOverviewSchema, ...problems(400, 404) },
      },
    },
    async (request, reply) => {
      const { scan, ownersView } = reading.of(request);
      const language = answerLanguage(request, reply);
      return scanOverview(db, scan, language, ownersView);
    },
  );
}
