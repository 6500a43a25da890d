import { type ActivityEntryView, activityListSchema, activityVerificationSchema } from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../access/index.js';
import { findOrganisation } from '../accounts/index.js';
import type { Database } from '../platform/db/database.js';
import { problems } from '../platform/http/problem-responses.js';
import { type ActivityRow, allActivity, listActivity, verifyActivity } from './activity-repo.js';

export interface ActivityPluginOptions {
  db: Database;
}

const PAGE = 100;

export function toActivityView(row: ActivityRow): ActivityEntryView {
  return {
    seq: row.seq,
    at: new Date(row.at).toISOString(),
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    action: row.action,
    subject: row.subject,
    details: row.details,
    previousHash: row.previousHash,
    hash: row.hash,
  };
}

const listQuery = z.object({
  action: z.string().max(80).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(PAGE).default(PAGE),
});

/**
 * /api/organisation/activity: the organisation's record, filterable by action, paged; its
 * verification against the chain; the whole record as JSON for an authority or a lawyer, who can
 * check it with the hashes alone.
 */
export const activityPlugin: FastifyPluginAsyncZod<ActivityPluginOptions> = async (app, options) => {
  const { db } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The record names people and their notes: the team's to read, not a client's.
  const memberOf = guardRoutes(app, {
    kind: 'organisation',
    action: 'team',
    signIn: "Sign in to see your organisation's activity.",
  });

  routes.get(
    '/organisation/activity',
    {
      schema: {
        summary: "The organisation's activity record, newest first",
        tags: ['organisations'],
        querystring: listQuery,
        response: { 200: activityListSchema, ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = memberOf.of(request);
      const rows = await listActivity(db.orm, viewer.organisationId, {
        action: request.query.action,
        beforeSeq: request.query.before,
        limit: request.query.limit + 1,
      });
      const page = rows.slice(0, request.query.limit);
      return {
        items: page.map(toActivityView),
        next: rows.length > request.query.limit ? (page.at(-1)?.seq ?? null) : null,
      };
    },
  );

  routes.get(
    '/organisation/activity/verify',
    {
      schema: {
        summary: 'Check the activity record against its hash chain',
        tags: ['organisations'],
        response: { 200: activityVerificationSchema, ...problems(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = memberOf.of(request);
      const verification = await verifyActivity(db.orm, viewer.organisationId);
      const organisation = await findOrganisation(db.orm, viewer.organisationId);
      return { ...verification, head: organisation?.activityHash ?? '' };
    },
  );

  routes.get(
    '/organisation/activity/export',
    {
      schema: {
        summary: 'The whole activity record as JSON, oldest first, with its hashes',
        tags: ['organisations'],
        response: {
          200: z.object({ organisation: z.string(), entries: activityListSchema.shape.items }),
          ...problems(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = memberOf.of(request);
      reply.header('content-disposition', 'attachment; filename="klarsicht-protokoll.json"');
      return {
        organisation: viewer.organisationId,
        entries: (await allActivity(db.orm, viewer.organisationId)).map(toActivityView),
      };
    },
  );
};
