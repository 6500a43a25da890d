import { randomUUID } from 'node:crypto';
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
  type ShareLink,
  scanOverviewSchema,
  scanViewSchema,
  shareLinkListSchema,
  shareLinkSchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { answerLanguage } from '../../platform/i18n/request-language.js';
import { findingsPage } from '../records/findings-page.js';
import { issuePages, issueRules, issuesPage, scanOverview } from '../records/issues.js';
import { pageViewsOf } from '../records/page-views.js';
import { findScan } from '../records/scans-repo.js';
import { screenshotsOfShare, sharedFindingView, toScanView } from '../records/views.js';
import { findOwnScan } from './own-scan.js';
import {
  findLiveShareLink,
  insertShareLink,
  listShareLinksOfScan,
  revokeShareLink,
  type ShareLinkRow,
} from './share-links-repo.js';
import { looksLikeShareToken, newShareToken } from './share-token.js';

export interface SharingPluginOptions {
  db: Database;
  /** Origin of the web app; share links point at `${publicUrl}/share/<token>`. */
  publicUrl: string;
}

const scanParams = z.object({ id: z.string().max(100) });
const linkParams = z.object({ id: z.string().max(100), linkId: z.string().max(100) });
const tokenParams = z.object({ token: z.string().max(200) });

/**
 * Share links: the owner makes, lists and revokes read-only links to a scan; whoever holds a live
 * token reads that scan through the same views as the owner's routes. Shared answers are neither
 * cached nor indexed, so a revoked link stops working everywhere at once.
 */
export const sharingPlugin: FastifyPluginAsyncZod<SharingPluginOptions> = async (app, options) => {
  const { db, publicUrl } = options;
  const toShareLink = (row: ShareLinkRow): ShareLink => ({
    id: row.id,
    token: row.token,
    url: `${publicUrl}/share/${row.token}`,
    createdAt: row.createdAt.toISOString(),
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
  });

  app.post(
    '/scans/:id/share',
    {
      schema: {
        summary: 'Create a read-only share link to one of your scans',
        tags: ['sharing'],
        params: scanParams,
        response: { 201: shareLinkSchema, ...problems(401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const scan = await findOwnScan(db, request.params.id, viewer);
      const row = await insertShareLink(db.orm, {
        id: randomUUID(),
        token: newShareToken(),
        scanId: scan.id,
        createdBy: viewer!.userId,
      });
      return reply.status(201).send(toShareLink(row));
    },
  );

  app.get(
    '/scans/:id/share',
    {
      schema: {
        summary: "A scan's share links, newest first (revoked ones carry revokedAt)",
        tags: ['sharing'],
        params: scanParams,
        response: { 200: shareLinkListSchema, ...problems(401, 404) },
      },
    },
    async (request) => {
      const scan = await findOwnScan(db, request.params.id, request.viewer);
      return { items: (await listShareLinksOfScan(db.orm, scan.id)).map(toShareLink) };
    },
  );

  app.delete(
    '/scans/:id/share/:linkId',
    {
      schema: {
        summary: 'Revoke a share link: its token answers 404 from then on',
        tags: ['sharing'],
        params: linkParams,
        response: { 204: z.null(), ...problems(401, 404) },
      },
    },
    async (request, reply) => {
      const scan = await findOwnScan(db, request.params.id, request.viewer);
      const { linkId } = request.params;
      if (!isUuid(linkId) || !(await revokeShareLink(db.orm, scan.id, linkId.toLowerCase()))) {
        throw new HttpProblem(404, 'not_found', 'No such share link.');
      }
      return reply.status(204).send(null);
    },
  );

  await app.register(async (scope) => {
    const shared = scope.withTypeProvider<ZodTypeProvider>();
    shared.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      reply.header('x-robots-tag', 'noindex');
    });

    /** The scan behind a live token; revoked, unknown or malformed tokens are all 404. */
    const sharedScan = async (token: string) => {
      const link = looksLikeShareToken(token) ? await findLiveShareLink(db.orm, token) : undefined;
      const scan = link ? await findScan(db.orm, link.scanId) : undefined;
      if (!scan) throw new HttpProblem(404, 'not_found', 'This link does not exist or was revoked.');
      return scan;
    };

    shared.get(
      '/shared/:token',
      {
        schema: {
          summary: 'A shared scan (read-only, through a share link)',
          tags: ['sharing'],
          params: tokenParams,
          response: { 200: scanViewSchema, ...problems(404) },
        },
      },
      async (request) => toScanView(await sharedScan(request.params.token)),
    );

    shared.get(
      '/shared/:token/findings',
      {
        schema: {
          summary: "A shared scan's findings (same query and shape as GET /api/scans/{id}/findings)",
          tags: ['sharing'],
          params: tokenParams,
          querystring: findingsQuerySchema,
          response: { 200: findingsPageSchema, ...problems(400, 404) },
        },
      },
      async (request, reply) => {
        const scan = await sharedScan(request.params.token);
        const language = answerLanguage(request, reply);
        return findingsPage(db, scan.id, request.query, sharedFindingView(request.params.token, language));
      },
    );

    shared.get(
      '/shared/:token/issues',
      {
        schema: {
          summary: "A shared scan's issues (same query and shape as GET /api/scans/{id}/issues)",
          tags: ['sharing'],
          params: tokenParams,
          querystring: issuesQuerySchema,
          response: { 200: issuesPageSchema, ...problems(400, 404) },
        },
      },
      async (request, reply) => {
        const scan = await sharedScan(request.params.token);
        const language = answerLanguage(request, reply);
        return issuesPage(db, scan.id, request.query, screenshotsOfShare(request.params.token), language);
      },
    );

    shared.get(
      '/shared/:token/issue-rules',
      {
        schema: {
          summary: "The rules of a shared scan's issues (as GET /api/scans/{id}/issue-rules)",
          tags: ['sharing'],
          params: tokenParams,
          querystring: issueRulesQuerySchema,
          response: { 200: issueRulesSchema, ...problems(400, 404) },
        },
      },
      async (request, reply) => {
        const scan = await sharedScan(request.params.token);
        const language = answerLanguage(request, reply);
        return issueRules(db, scan.id, request.query, language);
      },
    );

    shared.get(
      '/shared/:token/issues/:issueId/pages',
      {
        schema: {
          summary: 'The pages that show one issue of a shared scan, in report order',
          tags: ['sharing'],
          params: tokenParams.extend({ issueId: z.string().max(30) }),
          querystring: issuePagesQuerySchema,
          response: { 200: issuePagesSchema, ...problems(400, 404) },
        },
      },
      async (request) => {
        const scan = await sharedScan(request.params.token);
        return issuePages(db, scan.id, request.params.issueId, request.query);
      },
    );

    shared.get(
      '/shared/:token/overview',
      {
        schema: {
          summary:
            "A shared scan's summary (as GET /api/scans/{id}/overview, without the comparison with earlier scans)",
          tags: ['sharing'],
          params: tokenParams,
          querystring: overviewQuerySchema,
          response: { 200: scanOverviewSchema, ...problems(400, 404) },
        },
      },
      async (request, reply) => {
        const scan = await sharedScan(request.params.token);
        const language = answerLanguage(request, reply);
        return scanOverview(db, scan, language, false);
      },
    );

    shared.get(
      '/shared/:token/pages',
      {
        schema: {
          summary: 'The pages a shared scan checked, in report order',
          tags: ['sharing'],
          params: tokenParams,
          response: { 200: pageListSchema, ...problems(404) },
        },
      },
      async (request) => {
        const scan = await sharedScan(request.params.token);
        return { items: await pageViewsOf(db.orm, scan.id) };
      },
    );
  });
};
