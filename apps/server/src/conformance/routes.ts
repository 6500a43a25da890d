import { randomUUID } from 'node:crypto';
import {
  applicabilityRequestSchema,
  criterionCheckSchema,
  criterionIdSchema,
  criterionResultRequestSchema,
  languageSchema,
  siteConformanceSchema,
} from '@klarsicht/contracts';
import { type ApplicabilityAnswers, CONFORMANCE_TARGETS } from '@klarsicht/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../access/index.js';
import { recordBy } from '../activity/index.js';
import type { AllowanceReader } from '../billing/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import { answerLanguage } from '../platform/i18n/request-language.js';
import type { MonitorRow } from '../sites/index.js';
import { ownSite } from '../sites/index.js';
import {
  deleteCriterionResult,
  evidenceOfSite,
  featuredPagesOfScan,
  findApplicability,
  saveApplicability,
  upsertCriterionResult,
} from './conformance-repo.js';
import { loadSiteConformance } from './site-conformance.js';
import { requirementId, type SiteEvidence, toCriterionCheck, toSiteConformance } from './views.js';

export interface ConformancePluginOptions {
  db: Database;
  allowance: AllowanceReader;
  clock: Clock;
}

const siteParams = z.object({ id: z.string().max(100) });
const criterionParams = siteParams.extend({ criterion: z.string().max(20) });
const langQuery = z.object({ lang: languageSchema.optional() });

/**
 * Conformance per site: the table of the profile's criteria, the guided check of one criterion and
 * a person's verdict on it. A site is a monitor of the caller's (made for every site on a plan); a
 * site the plan no longer covers answers 403, as every plan feature does.
 */
export const conformancePlugin: FastifyPluginAsyncZod<ConformancePluginOptions> = async (app, options) => {
  const { db, clock } = options;
  const siteOf = guardRoutes(app, ownSite(db, options.allowance, 'review'));

  const criterionOf = (
    monitor: MonitorRow,
    id: string,
    state: Awaited<ReturnType<typeof loadSiteConformance>>,
  ) => {
    const parsed = criterionIdSchema.safeParse(id);
    const { criteria, clauses } = state.conformance;
    const row = parsed.success
      ? [...criteria, ...clauses].find((entry) => requirementId(entry) === id)
      : undefined;
    if (!row) {
      throw new HttpProblem(
        404,
        'not_found',
        `The ${monitor.profile} profile has no success criterion or requirement ${id}.`,
      );
    }
    return row;
  };

  const siteEvidence = async (monitor: MonitorRow): Promise<SiteEvidence> => ({
    siteId: monitor.id,
    byCriterion: await evidenceOfSite(db.orm, monitor.organisationId, monitor.site),
  });

  const criterionCheck = async (monitor: MonitorRow, criterionId: string, language: 'de' | 'en') => {
    const state = await loadSiteConformance(db.orm, monitor, language);
    const row = criterionOf(monitor, criterionId, state);
    const pages = state.scan ? await featuredPagesOfScan(db.orm, state.scan.id) : [];
    return toCriterionCheck(monitor, state, row, pages, language, await siteEvidence(monitor));
  };

  app.get(
    '/sites/:id/conformance',
    {
      schema: {
        summary: "The site's conformance, criterion by criterion",
        description:
          "Every success criterion of the site's profile with the automated result of your last finished scan of the site, your verdict and the status that follows. Automated checks find only failures: a criterion conforms only when you passed it and no later scan found a violation.",
        tags: ['conformance'],
        params: siteParams,
        querystring: langQuery,
        response: { 200: siteConformanceSchema, ...problems(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const language = answerLanguage(request, reply);
      const state = await loadSiteConformance(db.orm, monitor, language);
      return toSiteConformance(monitor, state, language, await siteEvidence(monitor));
    },
  );

  app.put(
    '/sites/:id/applicability',
    {
      schema: {
        summary: 'Answer which EN 301 549 requirements apply to the site',
        description:
          'Does the service offer documents, video, two-way voice, video communication, an authoring function, documentation, support? A "no" makes the requirements that presuppose it not applicable; null withdraws an answer (unanswered counts as applying). Only for a profile that follows EN 301 549 as a whole (bfsg). Answers the table as it is now.',
        tags: ['conformance'],
        params: siteParams,
        querystring: langQuery,
        body: applicabilityRequestSchema,
        response: { 200: siteConformanceSchema, ...problems(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const language = answerLanguage(request, reply);
      if (!CONFORMANCE_TARGETS[monitor.profile].en301549) {
        throw new HttpProblem(
          409,
          'conflict',
          `The ${monitor.profile} profile is a claim of WCAG alone: it has no EN 301 549 requirements to answer for.`,
        );
      }
      await db.orm.transaction(async (tx) => {
        const before = (await findApplicability(tx, monitor.organisationId, monitor.site))?.answers ?? {};
        const answers: ApplicabilityAnswers = { ...before };
        for (const [question, answer] of Object.entries(request.body.answers) as Array<
          [keyof ApplicabilityAnswers, boolean | null]
        >) {
          if (answer === null) delete answers[question];
          else answers[question] = answer;
        }
        await saveApplicability(tx, {
          organisationId: monitor.organisationId,
          site: monitor.site,
          answers,
          answeredAt: clock.now(),
          answeredBy: request.viewer!.userId,
        });
        await recordBy(
          tx,
          { organisationId: monitor.organisationId, userId: request.viewer!.userId },
          { action: 'applicability.answered', subject: { site: monitor.site }, details: { answers } },
          clock.now(),
        );
      });
      const state = await loadSiteConformance(db.orm, monitor, language);
      return toSiteConformance(monitor, state, language, await siteEvidence(monitor));
    },
  );

  app.get(
    '/sites/:id/criteria/:criterion',
    {
      schema: {
        summary: 'The guided manual check of one success criterion',
        description:
          'What to look at and how to test it, the scanned pages to test on (chosen by what they contain), the findings of the last scan for the criterion, and your verdict.',
        tags: ['conformance'],
        params: criterionParams,
        querystring: langQuery,
        response: { 200: criterionCheckSchema, ...problems(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      return criterionCheck(monitor, request.params.criterion, answerLanguage(request, reply));
    },
  );

  app.put(
    '/sites/:id/criteria/:criterion',
    {
      schema: {
        summary: 'Record your verdict on a success criterion',
        description:
          'passed, failed or not-applicable, with an optional note. Deciding again replaces the verdict and clears a reopening by a later scan.',
        tags: ['conformance'],
        params: criterionParams,
        querystring: langQuery,
        body: criterionResultRequestSchema,
        response: { 200: criterionCheckSchema, ...problems(400, 401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const language = answerLanguage(request, reply);
      const state = await loadSiteConformance(db.orm, monitor, language);
      const row = criterionOf(monitor, request.params.criterion, state);
      await db.orm.transaction(async (tx) => {
        await upsertCriterionResult(tx, {
          id: randomUUID(),
          organisationId: monitor.organisationId,
          decidedBy: request.viewer?.userId ?? null,
          site: monitor.site,
          criterionId: requirementId(row),
          outcome: request.body.outcome,
          note: request.body.note || null,
          decidedAt: clock.now(),
          decidedScanId: state.scan?.id ?? null,
        });
        await recordBy(
          tx,
          { organisationId: monitor.organisationId, userId: request.viewer!.userId },
          {
            action: 'criterion.decided',
            subject: { site: monitor.site, criterion: requirementId(row) },
            details: {
              outcome: request.body.outcome,
              note: request.body.note || null,
              scan: state.scan?.id ?? null,
            },
          },
          clock.now(),
        );
      });
      return criterionCheck(monitor, requirementId(row), language);
    },
  );

  app.delete(
    '/sites/:id/criteria/:criterion',
    {
      schema: {
        summary: 'Withdraw your verdict: the criterion is not yet tested again',
        tags: ['conformance'],
        params: criterionParams,
        response: { 204: z.null().describe('Withdrawn'), ...problems(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const { criterion } = request.params;
      if (
        !criterionIdSchema.safeParse(criterion).success ||
        !(await db.orm.transaction(async (tx) => {
          const withdrawn = await deleteCriterionResult(tx, monitor.organisationId, monitor.site, criterion);
          if (withdrawn) {
            await recordBy(
              tx,
              { organisationId: monitor.organisationId, userId: request.viewer!.userId },
              { action: 'criterion.withdrawn', subject: { site: monitor.site, criterion } },
              clock.now(),
            );
          }
          return withdrawn;
        }))
      ) {
        throw new HttpProblem(404, 'not_found', 'No verdict on this criterion.');
      }
      return reply.status(204).send(null);
    },
  );
};
