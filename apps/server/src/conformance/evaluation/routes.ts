import { randomBytes, randomUUID } from 'node:crypto';
import {
  evaluationImportResultSchema,
  evaluationRequestSchema,
  languageSchema,
  readWcagEmReport,
  siteEvaluationSchema,
  wcagEmReportDocumentSchema,
} from '@klarsicht/contracts';
import {
  criteriaOfProfile,
  drawRandomSample,
  fromWcagEmReport,
  OVERALL_CONFORMANCE_LABELS,
  toWcagEmReport,
} from '@klarsicht/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../access/index.js';
import { findOrganisation } from '../../accounts/index.js';
import { recordBy } from '../../activity/index.js';
import type { AllowanceReader } from '../../billing/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/http/problem.js';
import { problems } from '../../platform/http/problem-responses.js';
import type { Language } from '../../platform/i18n/language.js';
import { answerLanguage } from '../../platform/i18n/request-language.js';
import { ownSite } from '../../sites/index.js';
import { upsertCriterionResult } from '../conformance-repo.js';
import { loadSiteConformance } from '../site-conformance.js';
import { saveSiteEvaluation } from './evaluation-repo.js';
import {
  isOnSite,
  loadEvaluation,
  sampleOfRequest,
  scopeFieldsOf,
  seedKept,
  toSiteEvaluation,
  withScannedTitles,
} from './site-evaluation.js';

export interface EvaluationPluginOptions {
  db: Database;
  allowance: AllowanceReader;
  clock: Clock;
}

const siteParams = z.object({ id: z.string().max(100) });
const langQuery = z.object({ lang: languageSchema.optional() });

/** A Report Tool file of a large site (every criterion, a hundred pages) stays well below this. */
const WCAG_EM_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** The longest evaluation the contract allows (three scope texts, a hundred long addresses) fits. */
const EVALUATION_BODY_LIMIT_BYTES = 1024 * 1024;
/** As long as a verdict's note may be when a person writes one. */
const NOTE_MAX_LENGTH = 2000;

const IMPORTED_NOTE: Record<Language, string> = {
  de: 'Aus dem WCAG-EM Report Tool übernommen',
  en: 'Imported from the WCAG-EM Report Tool',
};

function importedNote(description: string, language: Language): string {
  const note = description ? `${IMPORTED_NOTE[language]}:\n\n${description}` : `${IMPORTED_NOTE[language]}.`;
  return note.length > NOTE_MAX_LENGTH ? `${note.slice(0, NOTE_MAX_LENGTH - 1)}…` : note;
}

/**
 * A site's evaluation after W3C's WCAG-EM (issue 34): the scope and the representative sample of
 * pages the verdicts on its criteria rest on, proposed from the last scan until the owner saves one,
 * and the file of W3C's WCAG-EM Report Tool out and in. A site is a monitor of the caller's, as for
 * conformance (same guard, same answers for someone else's site).
 */
export const evaluationPlugin: FastifyPluginAsyncZod<EvaluationPluginOptions> = async (app, options) => {
  const { db, clock } = options;
  const siteOf = guardRoutes(app, ownSite(db, options.allowance, 'review'));
  // The tool's files are JSON-LD; a client may well say so.
  app.addContentTypeParser(
    'application/ld+json',
    { parseAs: 'string', bodyLimit: WCAG_EM_BODY_LIMIT_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.get(
    '/sites/:id/evaluation',
    {
      schema: {
        summary: "The site's WCAG-EM evaluation: scope and sample",
        description:
          'The saved scope and sample of pages, or (proposed: true, not stored) a proposal from the last finished scan: the start page, contact, accessibility statement, sign-in, one page of each group of pages with the same address pattern, a PDF document, and a random sample of at least 10 % drawn from the other pages. With the number of pages a random draw chooses from.',
        tags: ['conformance'],
        params: siteParams,
        querystring: langQuery,
        response: { 200: siteEvaluationSchema, ...problems(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const language = answerLanguage(request, reply);
      return toSiteEvaluation(monitor, await loadEvaluation(db.orm, monitor, language), language);
    },
  );

  app.put(
    '/sites/:id/evaluation',
    {
      bodyLimit: EVALUATION_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Save the scope and the sample',
        description:
          'The whole evaluation as it is to be kept: the scope, the structured sample (add a step of a process by its address, remove, relabel) and the random sample. Every page must be on the site, each once, at most 100; 400 names each page refused by its index, and nothing is stored.',
        tags: ['conformance'],
        params: siteParams,
        querystring: langQuery,
        body: evaluationRequestSchema,
        response: { 200: siteEvaluationSchema, ...problems(400, 401, 403, 404, 413, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const language = answerLanguage(request, reply);
      const before = await loadEvaluation(db.orm, monitor, language);
      const sample = sampleOfRequest(monitor, request.body.sample, before.pages);
      const randomSeed = seedKept(request.body.randomSeed, sample, before.evaluation);
      const viewer = request.viewer!;
      await db.orm.transaction(async (tx) => {
        await saveSiteEvaluation(tx, {
          organisationId: monitor.organisationId,
          site: monitor.site,
          scope: request.body.scope,
          sample,
          randomSeed,
          updatedAt: clock.now(),
          updatedBy: viewer.userId,
        });
        await recordBy(
          tx,
          { organisationId: monitor.organisationId, userId: viewer.userId },
          {
            action: 'evaluation.saved',
            subject: { site: monitor.site },
            details: {
              structured: sample.filter((page) => page.sample === 'structured').length,
              random: sample.filter((page) => page.sample === 'random').length,
              randomSeed,
            },
          },
          clock.now(),
        );
      });
      return toSiteEvaluation(monitor, await loadEvaluation(db.orm, monitor, language), language);
    },
  );

  app.post(
    '/sites/:id/evaluation/random',
    {
      schema: {
        summary: 'Draw a new random sample',
        description:
          'Draws 10 % of the structured sample (at least one page) anew from the web pages of the last finished scan outside it, with a new seed, and saves the evaluation with it. 409 before the first scan.',
        tags: ['conformance'],
        params: siteParams,
        querystring: langQuery,
        response: { 200: siteEvaluationSchema, ...problems(401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const language = answerLanguage(request, reply);
      const { evaluation, scan, pages } = await loadEvaluation(db.orm, monitor, language);
      if (!scan) {
        throw new HttpProblem(409, 'conflict', 'The site has no finished scan to draw pages from yet.');
      }
      const structured = evaluation.sample.filter((page) => page.sample === 'structured');
      const randomSeed = randomBytes(8).toString('hex');
      const random = drawRandomSample(pages, structured, randomSeed);
      const viewer = request.viewer!;
      await db.orm.transaction(async (tx) => {
        await saveSiteEvaluation(tx, {
          organisationId: monitor.organisationId,
          site: monitor.site,
          scope: scopeFieldsOf(evaluation),
          sample: [...structured, ...random],
          randomSeed,
          updatedAt: clock.now(),
          updatedBy: viewer.userId,
        });
        await recordBy(
          tx,
          { organisationId: monitor.organisationId, userId: viewer.userId },
          {
            action: 'evaluation.saved',
            subject: { site: monitor.site },
            details: { structured: structured.length, random: random.length, randomSeed, drawn: true },
          },
          clock.now(),
        );
      });
      return toSiteEvaluation(monitor, await loadEvaluation(db.orm, monitor, language), language);
    },
  );

  app.get(
    '/sites/:id/evaluation/wcag-em',
    {
      schema: {
        summary: 'The evaluation as a file of the WCAG-EM Report Tool',
        description:
          "JSON-LD as W3C's WCAG-EM Report Tool saves and opens it: scope, sample, and one result per WCAG criterion of the profile about the website (passed, failed, inapplicable, untested). The tool knows WCAG only: EN 301 549's requirements outside chapter 9 are not in the file. Texts in `lang`, else Accept-Language.",
        tags: ['conformance'],
        params: siteParams,
        querystring: langQuery,
        response: { 200: wcagEmReportDocumentSchema, ...problems(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const language = answerLanguage(request, reply);
      const [{ evaluation, pages, scan }, { conformance }, organisation] = await Promise.all([
        loadEvaluation(db.orm, monitor, language),
        loadSiteConformance(db.orm, monitor, language),
        findOrganisation(db.orm, monitor.organisationId),
      ]);
      const now = clock.now();
      const document = toWcagEmReport(evaluation, conformance.criteria, language, {
        site: { url: monitor.url, name: monitor.site },
        date: now.toISOString(),
        evaluator: organisation?.name ?? '',
        summary: OVERALL_CONFORMANCE_LABELS[conformance.overall][language],
        ...(scan ? { scannedPages: pages.length } : {}),
      });
      const name = monitor.site.replace(/[^a-z0-9.-]+/gi, '-');
      // The tool downloads its files as application/json ("evaluation.json"); so do we.
      reply
        .type('application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="klarsicht-wcag-em-${name}-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header('cache-control', 'private, no-store');
      return document;
    },
  );

  app.post(
    '/sites/:id/evaluation/wcag-em',
    {
      bodyLimit: WCAG_EM_BODY_LIMIT_BYTES,
      schema: {
        summary: 'Take an evaluation from a file of the WCAG-EM Report Tool',
        description:
          'Takes the scope, the sample and the results about the website: passed, failed and inapplicable become verdicts on the criteria of the site’s profile (with a note that they come from the Report Tool and the evaluator’s description); cannot tell and not checked decide nothing, other criteria are skipped. All or nothing: a file that is not the tool’s, or names pages outside the site (by their place in the file), is refused with 400 and nothing is stored.',
        tags: ['conformance'],
        params: siteParams,
        querystring: langQuery,
        body: z
          .record(z.string(), z.unknown())
          .describe("An evaluation as W3C's WCAG-EM Report Tool saves it"),
        response: { 200: evaluationImportResultSchema, ...problems(400, 401, 403, 404, 413, 415, 502) },
      },
    },
    async (request, reply) => {
      const monitor = siteOf.of(request);
      const language = answerLanguage(request, reply);
      const read = readWcagEmReport(request.body);
      if (!read.file) {
        throw new HttpProblem(
          400,
          'validation_failed',
          'The file is not an evaluation saved by the WCAG-EM Report Tool.',
          read.problems,
        );
      }
      const taken = fromWcagEmReport(read.file, {
        criteria: criteriaOfProfile(monitor.profile).map((criterion) => criterion.id),
        isOnSite: (url) => isOnSite(monitor, url),
      });
      if (taken.problems.length > 0) {
        throw new HttpProblem(
          400,
          'validation_failed',
          'The evaluation cannot be taken as it is; nothing was stored.',
          taken.problems,
        );
      }
      const { pages, scan } = await loadEvaluation(db.orm, monitor, language);
      const viewer = request.viewer!;
      await db.orm.transaction(async (tx) => {
        await saveSiteEvaluation(tx, {
          organisationId: monitor.organisationId,
          site: monitor.site,
          scope: taken.scope,
          sample: withScannedTitles(taken.sample, pages),
          randomSeed: taken.randomSeed,
          updatedAt: clock.now(),
          updatedBy: viewer.userId,
        });
        for (const verdict of taken.verdicts) {
          await upsertCriterionResult(tx, {
            id: randomUUID(),
            organisationId: monitor.organisationId,
            decidedBy: viewer.userId,
            site: monitor.site,
            criterionId: verdict.criterionId,
            outcome: verdict.outcome,
            note: importedNote(verdict.description, language),
            decidedAt: clock.now(),
            decidedScanId: scan?.id ?? null,
          });
        }
        await recordBy(
          tx,
          { organisationId: monitor.organisationId, userId: viewer.userId },
          {
            action: 'evaluation.imported',
            subject: { site: monitor.site },
            details: {
              pages: taken.sample.length,
              verdicts: Object.fromEntries(
                taken.verdicts.map((verdict) => [verdict.criterionId, verdict.outcome]),
              ),
              skipped: taken.skipped,
              claimed: taken.claimed,
            },
          },
          clock.now(),
        );
      });
      return {
        evaluation: toSiteEvaluation(monitor, await loadEvaluation(db.orm, monitor, language), language),
        verdictsTaken: taken.verdicts.length,
        verdictsSkipped: taken.skipped,
      };
    },
  );
};
