import {
  ACTIVITY_ACTIONS,
  type ActivityEntryView,
  activityListSchema,
  activityVerificationSchema,
} from '@klarsicht/contracts';
import { MESSAGES } from '@klarsicht/texts';
import type { FastifyReply, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, type Viewer } from '../access/index.js';
import { findOrganisation } from '../accounts/index.js';
import type { Clock } from '../platform/clock.js';
import { CSV_BOM, CSV_SEPARATORS, csvLine } from '../platform/csv.js';
import type { Database } from '../platform/db/database.js';
import { problems } from '../platform/http/problem-responses.js';
import type { Language } from '../platform/i18n/language.js';
import { pickContentLanguage } from '../platform/i18n/request-language.js';
import { type ActivityRow, allActivity, listActivity, recordBy, verifyActivity } from './activity-repo.js';

export interface ActivityPluginOptions {
  db: Database;
  clock: Clock;
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

/** The CSV's column names and separator; default Accept-Language. */
const csvQuery = z.object({ lang: z.enum(['de', 'en']).optional() });

/** The record as a spreadsheet: one row per entry, subject and details as readable text. */
export function activityCsv(entries: readonly ActivityEntryView[], language: Language): string {
  const names = MESSAGES[language].activity.csv;
  const separator = CSV_SEPARATORS[language];
  const header = [
    names.seq,
    names.at,
    names.actor,
    names.action,
    names.subject,
    names.details,
    names.previousHash,
    names.hash,
  ];
  const rows = entries.map((entry) => [
    String(entry.seq),
    entry.at,
    entry.actorLabel,
    entry.action,
    Object.entries(entry.subject)
      .map(([key, value]) => `${key}: ${value}`)
      .join('; '),
    Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : '',
    entry.previousHash,
    entry.hash,
  ]);
  return CSV_BOM + [header, ...rows].map((cells) => csvLine(cells, separator)).join('');
}

const listQuery = z.object({
  /** One of the record's actions; any other is refused (400), not answered with an empty page. */
  action: z.enum(ACTIVITY_ACTIONS).optional(),
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

  /** Reads the whole record for an export and enters the export in it. */
  const exported = async (viewer: Viewer, format: 'json' | 'csv', reply: FastifyReply) => {
    const entries = (await allActivity(db.orm, viewer.organisationId)).map(toActivityView);
    // Its own transaction, so the lock on the organisation holds until the entry is in.
    await db.orm.transaction((tx) =>
      recordBy(
        tx,
        viewer,
        { action: 'activity.exported', subject: { entries: String(entries.length) }, details: { format } },
        options.clock.now(),
      ),
    );
    const day = options.clock.now().toISOString().slice(0, 10);
    reply
      .header('content-disposition', `attachment; filename="klarsicht-protokoll-${day}.${format}"`)
      .header('cache-control', 'private, no-store');
    return entries;
  };

  routes.get(
    '/organisation/activity/export',
    {
      schema: {
        summary: 'The whole activity record as JSON, oldest first, with its hashes',
        description:
          'Each entry exactly as it was hashed, so that anyone can check the chain without a secret of ours. The export itself is entered in the record.',
        tags: ['organisations'],
        response: {
          200: z.object({ organisation: z.string(), entries: activityListSchema.shape.items }),
          ...problems(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = memberOf.of(request);
      return { organisation: viewer.organisationId, entries: await exported(viewer, 'json', reply) };
    },
  );

  // A plain FastifySchema: the answer is text, which the typed routes' problem-only responses refuse.
  const csvSchema: FastifySchema = {
    summary: 'The whole activity record as CSV, for reading in a spreadsheet',
    description:
      'One row per entry, oldest first; columns and separator in `lang`, else Accept-Language. The JSON export is the one to check the hashes with. The export itself is entered in the record.',
    tags: ['organisations'],
    querystring: csvQuery,
    response: { ...problems(400, 401, 403, 404) },
  };
  app.get('/organisation/activity/export.csv', { schema: csvSchema }, async (request, reply) => {
    const viewer = memberOf.of(request);
    const entries = await exported(viewer, 'csv', reply);
    const { lang } = csvQuery.parse(request.query);
    const language = pickContentLanguage(lang, request.headers['accept-language']);
    reply.type('text/csv; charset=utf-8').header('content-language', language);
    return reply.send(activityCsv(entries, language));
  });
};
