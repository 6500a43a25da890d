import { randomUUID } from 'node:crypto';
import {
  languageSchema,
  publicStatementSchema,
  STATEMENT_REQUIRED_FIELDS,
  siteStatementSchema,
  statementOwnerFieldsSchema,
  statementPublishRequestSchema,
} from '@klarsicht/contracts';
import {
  criterionTitle,
  type Language,
  type StatementOwnerFields,
  statementDocument,
  statementHtml,
} from '@klarsicht/report';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import { recordBy } from '../../activity/index.js';
import type { AllowanceReader } from '../../billing/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import { answerLanguage } from '../../platform/i18n/request-language.js';
import type { MonitorRow } from '../../sites/index.js';
import { ownSite } from '../../sites/index.js';
import { loadSiteConformance } from '../site-conformance.js';
import { requirementId } from '../views.js';
import {
  defaultDraft,
  generatedStatement,
  newPublicId,
  statementContent,
  toSiteStatement,
} from './statement-model.js';
import {
  findStatement,
  findStatementByPublicId,
  listStatementVersions,
  publishStatementVersion,
  saveStatementDraft,
} from './statements-repo.js';

export interface StatementsPluginOptions {
  db: Database;
  allowance: AllowanceReader;
  clock: Clock;
  publicUrl: string;
}

const siteParams = z.object({ id: z.string().max(100) });
const langQuery = z.object({ lang: languageSchema.optional() });
const publicParams = z.object({ publicId: z.string().max(100) });

/**
 * The accessibility statement of a site: its draft, the generated parts, publishing a version and
 * the public JSON of a published statement. Plan checks as for the conformance report.
 */
export const statementsPlugin: FastifyPluginAsyncZod<StatementsPluginOptions> = async (app, options) => {
  const { db, clock } = options;

  const answer = async (monitor: MonitorRow, language: Language, draftOverride?: StatementOwnerFields) => {
    const [statement, state] = await Promise.all([
      findStatement(db.orm, monitor.organisationId, monitor.site),
      loadSiteConformance(db.orm, monitor, language),
    ]);
    const versions = statement ? await listStatementVersions(db.orm, statement.id) : [];
    return toSiteStatement(
      monitor,
      {
        statement,
        draft: draftOverride ?? statement?.draft ?? defaultDraft(language, clock.now()),
        generated: generatedStatement(state, language),
        versions,
        publicUrl: options.publicUrl,
      },
      language,
    );
  };

  // The owner's statement of a site on their plan.
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    const siteOf = guardRoutes(group, ownSite(db, options.allowance, 'manage'));

    routes.get(
      '/sites/:id/statement',
      {
        schema: {
          summary: "The site's accessibility statement: your draft, the generated parts and the versions",
          description:
            'The generated parts (conformance status, known barriers, evaluation) come from the conformance of the site. outOfDate: the barriers or the status changed since the latest published version.',
          tags: ['statements'],
          params: siteParams,
          querystring: langQuery,
          response: { 200: siteStatementSchema, ...problems(401, 403, 404, 502) },
        },
      },
      async (request, reply) => {
        const monitor = siteOf.of(request);
        return answer(monitor, answerLanguage(request, reply));
      },
    );

    routes.put(
      '/sites/:id/statement',
      {
        schema: {
          summary: 'Save the draft of the statement',
          description: 'A draft may leave fields empty; publishing checks the required ones.',
          tags: ['statements'],
          params: siteParams,
          querystring: langQuery,
          body: statementOwnerFieldsSchema,
          response: { 200: siteStatementSchema, ...problems(400, 401, 403, 404, 502) },
        },
      },
      async (request, reply) => {
        const monitor = siteOf.of(request);
        const existing = await findStatement(db.orm, monitor.organisationId, monitor.site);
        await saveStatementDraft(db.orm, {
          id: existing?.id ?? randomUUID(),
          organisationId: monitor.organisationId,
          site: monitor.site,
          publicId: existing?.publicId ?? newPublicId(),
          draft: trimmed(request.body),
          at: clock.now(),
        });
        return answer(monitor, answerLanguage(request, reply));
      },
    );

    routes.post(
      '/sites/:id/statement/versions',
      {
        schema: {
          summary: 'Publish the saved draft as the next version of the statement',
          description:
            'Fixes the draft and the generated parts as they are now, under the public address. 400 validation_failed names the required fields still empty. While criteria are not yet tested, publishing needs `confirmUntested: true`; without it, 409 untested_criteria lists them in `errors` (field: the criterion id, code not_tested) and nothing is published.',
          tags: ['statements'],
          params: siteParams,
          querystring: langQuery,
          // No body at all (null) is a publication without confirmation.
          body: statementPublishRequestSchema.nullish(),
          response: { 200: siteStatementSchema, ...problems(400, 401, 403, 404, 409, 502) },
        },
      },
      async (request, reply) => {
        const monitor = siteOf.of(request);
        const language = answerLanguage(request, reply);
        const statement = await findStatement(db.orm, monitor.organisationId, monitor.site);
        const missing = STATEMENT_REQUIRED_FIELDS.filter((field) => !statement?.draft[field].trim());
        if (!statement || missing.length > 0) {
          throw new HttpProblem(
            400,
            'validation_failed',
            'Save the required fields of the statement before publishing it.',
            (statement ? missing : STATEMENT_REQUIRED_FIELDS).map((field) => ({
              field,
              code: 'required',
              message: `${field} is required to publish the statement.`,
            })),
          );
        }
        const state = await loadSiteConformance(db.orm, monitor, statement.draft.language);
        const { criteria, clauses } = state.conformance;
        const untested = [...criteria, ...clauses].filter((row) => row.status === 'not-tested');
        // A statement with open criteria is lawful, but its owner must see which before making it public.
        if (untested.length > 0 && request.body?.confirmUntested !== true) {
          throw new HttpProblem(
            409,
            'untested_criteria',
            `${untested.length} of ${state.conformance.progress.total} criteria and requirements are not yet tested. Send confirmUntested: true to publish anyway.`,
            untested.map((row) => ({
              field: requirementId(row),
              code: 'not_tested',
              message: `${requirementId(row)} ${'criterion' in row ? criterionTitle(row.criterion, 'en') : row.clause.title.en} is not yet tested.`,
            })),
          );
        }
        const now = clock.now();
        await db.orm.transaction(async (tx) => {
          const version = await publishStatementVersion(tx, {
            id: randomUUID(),
            statementId: statement.id,
            content: statementContent(
              monitor,
              statement.draft,
              generatedStatement(state, statement.draft.language),
              now,
            ),
            at: now,
            by: request.viewer?.userId ?? null,
          });
          await recordBy(
            tx,
            { organisationId: monitor.organisationId, userId: request.viewer!.userId },
            {
              action: 'statement.published',
              subject: { site: monitor.site, statement: statement.publicId },
              details: { version: version.number, untestedConfirmed: untested.length > 0 },
            },
            now,
          );
        });
        return answer(monitor, language);
      },
    );
  });

  // The published statement: public.
  app.get(
    '/statements/:publicId',
    {
      schema: {
        summary: 'A published accessibility statement, for machines',
        description:
          'Public. The latest version, in `lang` (else Accept-Language, German by default), as HTML and with its status; the public page links here as its JSON alternate.',
        tags: ['statements'],
        params: publicParams,
        querystring: langQuery,
        response: { 200: publicStatementSchema, ...problems(404) },
      },
    },
    async (request, reply) => {
      const statement = await findStatementByPublicId(db.orm, request.params.publicId);
      const latest = statement ? (await listStatementVersions(db.orm, statement.id))[0] : undefined;
      if (!statement || !latest) throw new HttpProblem(404, 'not_found', 'No such statement.');
      const language = answerLanguage(request, reply);
      return {
        generator: 'Klarsicht' as const,
        publicId: statement.publicId,
        site: latest.content.site,
        url: latest.content.url,
        version: latest.number,
        publishedAt: latest.publishedAt.toISOString(),
        overall: latest.content.overall,
        language,
        html: statementHtml(statementDocument(latest.content, language)),
      };
    },
  );
};

/** Owner texts are stored without leading and trailing white space; empty notes are dropped. */
function trimmed(fields: StatementOwnerFields): StatementOwnerFields {
  const notes = Object.entries(fields.barrierNotes)
    .map(([id, note]) => [id, note.trim()] as const)
    .filter(([, note]) => note !== '');
  return {
    ...fields,
    organisation: fields.organisation.trim(),
    serviceName: fields.serviceName.trim(),
    serviceDescription: fields.serviceDescription.trim(),
    serviceOperation: fields.serviceOperation.trim(),
    measures: fields.measures.trim(),
    contactPhone: fields.contactPhone.trim(),
    contactAddress: fields.contactAddress.trim(),
    alternatives: fields.alternatives.trim(),
    barrierNotes: Object.fromEntries(notes),
  };
}
