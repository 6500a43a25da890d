import { randomUUID } from 'node:crypto';
import {
  findingReviewSchema,
  needsReviewPageSchema,
  needsReviewQuerySchema,
  reviewListSchema,
  reviewRequestSchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import { recordBy } from '../../activity/index.js';
import type { Database } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { pickContentLanguage } from '../../platform/i18n/request-language.js';
import { ownScan } from '../access.js';
import { listFindings } from '../records/results-repo.js';
import {
  categoriesOfRuleInScan,
  deleteFindingReview,
  EVERY_PAGE,
  listReviewsOfSite,
  upsertFindingReview,
} from './finding-reviews-repo.js';
import { toFindingReview, toNeedsReviewItem } from './review-views.js';

export interface ReviewsPluginOptions {
  db: Database;
}

const idParams = z.object({ id: z.string().max(100) });

/**
 * The needs-review workflow. A mark belongs to the user and the scan's site, not to one scan, so
 * every later scan of the site shows it: `GET /api/scans/:id/needs-review` lists a scan's
 * needs-review findings each with `reviewed` (or null).
 */
export const reviewsPlugin: FastifyPluginAsyncZod<ReviewsPluginOptions> = async (app, options) => {
  const { db } = options;

  // Marking a finding of a scan named in the body: the scan's owner only.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const scanOf = guardRoutes(
      group,
      ownScan(db, 'review', {
        idOf: (request) => (request.body as { scanId?: unknown } | undefined)?.scanId,
      }),
    );
    routes.put(
      '/reviews',
      {
        schema: {
          summary: 'Mark a needs-review finding "checked, not an issue" for its site',
          description:
            'The rule must be a needs-review finding of the scan (on pageUrl, if given; without pageUrl the mark covers every page of the site). Marking again replaces the note. Later scans of the same site show the mark in GET /api/scans/{id}/needs-review.',
          tags: ['reviews'],
          body: reviewRequestSchema,
          response: { 200: findingReviewSchema, ...problems(400, 401, 404) },
        },
      },
      async (request) => {
        const { ruleId, pageUrl, note } = request.body;
        const scan = scanOf.of(request);
        const categories = await categoriesOfRuleInScan(db.orm, scan.id, ruleId, pageUrl);
        if (categories.length === 0) {
          throw new HttpProblem(404, 'not_found', 'The scan has no such finding.');
        }
        if (!categories.includes('incomplete')) {
          throw new HttpProblem(
            400,
            'validation_failed',
            'Only needs-review findings can be marked as checked.',
            [{ field: 'ruleId', code: 'not_needs_review', message: 'This finding does not need a review.' }],
          );
        }
        const row = await db.orm.transaction(async (tx) => {
          const marked = await upsertFindingReview(tx, {
            id: randomUUID(),
            organisationId: scan.organisationId,
            decidedBy: request.viewer?.userId ?? null,
            site: scan.site,
            ruleId,
            pageUrl: pageUrl ?? EVERY_PAGE,
            note: note || null,
          });
          await recordBy(
            tx,
            { organisationId: scan.organisationId, userId: request.viewer!.userId },
            {
              action: 'finding.decided',
              subject: { site: scan.site, rule: ruleId, page: pageUrl ?? EVERY_PAGE },
              details: { decision: 'not_an_issue', note: note || null, scan: scan.id },
            },
            new Date(),
          );
          return marked;
        });
        return toFindingReview(row);
      },
    );
  });

  // Removing one's own mark.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const viewerOf = guardRoutes(group, {
      kind: 'organisation',
      action: 'review',
      signIn: 'Sign in to manage your reviews.',
    });
    routes.delete(
      '/reviews/:id',
      {
        schema: {
          summary: 'Remove a review mark: the finding needs review again',
          tags: ['reviews'],
          params: idParams,
          response: { 204: z.null().describe('Removed'), ...problems(401, 404) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf.of(request);
        const { id } = request.params;
        if (!isUuid(id) || !(await deleteFindingReview(db.orm, viewer.organisationId, id.toLowerCase()))) {
          throw new HttpProblem(404, 'not_found', 'No such review.');
        }
        return reply.status(204).send(null);
      },
    );
  });

  // A scan's marks and needs-review findings: whoever may read the scan, never a free check's reader.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const scanOf = guardRoutes(group, ownScan(db, 'read'));
    routes.get(
      '/scans/:id/reviews',
      {
        schema: {
          summary: "Your review marks on the scan's site",
          tags: ['reviews'],
          params: idParams,
          response: { 200: reviewListSchema, ...problems(401, 404) },
        },
      },
      async (request) => {
        const scan = scanOf.of(request);
        return {
          items: (await listReviewsOfSite(db.orm, scan.organisationId, scan.site)).map(toFindingReview),
        };
      },
    );

    routes.get(
      '/scans/:id/needs-review',
      {
        schema: {
          summary: "A scan's needs-review findings, each with its review state",
          description:
            'Same query and paging as GET /api/scans/{id}/findings?category=incomplete; each item adds `reviewed` ({id, at, note?}, or null) from your marks on the site, a mark for the page winning over one for every page.',
          tags: ['reviews'],
          params: idParams,
          querystring: needsReviewQuerySchema,
          response: { 200: needsReviewPageSchema, ...problems(400, 401, 404) },
        },
      },
      async (request) => {
        const scan = scanOf.of(request);
        const { impact, page, limit, offset, lang } = request.query;
        const language = pickContentLanguage(lang, request.headers['accept-language']);
        const [result, reviews] = await Promise.all([
          listFindings(db.orm, scan.id, { category: 'incomplete', impact, pageUrl: page }, { limit, offset }),
          listReviewsOfSite(db.orm, scan.organisationId, scan.site),
        ]);
        return {
          items: result.items.map((finding) => toNeedsReviewItem(finding, reviews, language)),
          total: result.total,
          limit,
          offset,
        };
      },
    );
  });
};
