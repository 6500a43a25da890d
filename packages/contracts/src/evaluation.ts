import {
  SAMPLE_KINDS,
  SAMPLE_LABEL_MAX_LENGTH,
  SAMPLE_MAX_PAGES,
  SAMPLE_REASONS,
  SCOPE_TEXT_MAX_LENGTH,
  type WcagEmReportFile,
} from '@klarsicht/report';
import { z } from 'zod';
import { languageSchema, profileIdSchema } from './enums.js';
import type { FieldError } from './problem.js';
import { withoutNul } from './text.js';

/*
 * A site's evaluation after W3C's WCAG-EM: the scope (step 1) and the representative sample of pages
 * (step 3) the verdicts on its criteria rest on; and the file of W3C's WCAG-EM Report Tool, out and in.
 */

export const sampleReasonSchema = z.enum(SAMPLE_REASONS);
export const sampleKindSchema = z.enum(SAMPLE_KINDS);

const scopeText = withoutNul(z.string().trim().max(SCOPE_TEXT_MAX_LENGTH));

/** What the owner writes of WCAG-EM step 1. */
export const evaluationScopeFieldsSchema = z.object({
  /** Which pages and parts of the site the evaluation covers (1.a). */
  description: scopeText,
  /** The browsers and assistive technologies relied on (1.c). */
  accessibilitySupportBaseline: scopeText,
  /** Additional evaluation requirements (1.d). */
  additionalRequirements: scopeText,
});

/** A page of the sample as the owner sends it; its address must be on the site. */
export const samplePageRequestSchema = z.object({
  url: withoutNul(z.string().trim().min(1).max(2048)),
  /** The page's title; taken from the last scan when the scan has the page. */
  title: withoutNul(z.string().trim().max(1000)).nullable().optional(),
  reason: sampleReasonSchema,
  /** The owner's words for the page, e.g. "Bestellung, Schritt 2"; empty: none. */
  label: withoutNul(z.string().trim().max(SAMPLE_LABEL_MAX_LENGTH)).optional(),
  sample: sampleKindSchema,
});

/** `PUT /api/sites/:id/evaluation`: the whole evaluation, as it is to be saved. */
export const evaluationRequestSchema = z.object({
  scope: evaluationScopeFieldsSchema,
  /** The structured sample and the random sample, each page once. */
  sample: z.array(samplePageRequestSchema).max(SAMPLE_MAX_PAGES),
  /**
   * The seed the random sample was drawn with, as the evaluation gave it: kept while the random
   * sample is the one drawn with it, page for page; else the random sample counts as hand-picked.
   */
  randomSeed: withoutNul(z.string().max(100)).nullable().optional(),
});
export type EvaluationRequest = z.infer<typeof evaluationRequestSchema>;

export const samplePageViewSchema = z.object({
  url: z.string(),
  /** The page's own title; null when unknown. */
  title: z.string().nullable(),
  reason: sampleReasonSchema,
  /** The reason in the request's language ("pages with the same address pattern" for a pattern's page). */
  reasonLabel: z.string(),
  /** The owner's words for the page; null: none. */
  label: z.string().nullable(),
  sample: sampleKindSchema,
});
export type SamplePageView = z.infer<typeof samplePageViewSchema>;

/** `GET /api/sites/:id/evaluation` and the answer of every change to it. */
export const siteEvaluationSchema = z.object({
  site: z.object({ id: z.string(), site: z.string(), url: z.string(), profile: profileIdSchema }),
  /** True: nothing is saved yet; this is a proposal from the last scan, not stored. */
  proposed: z.boolean(),
  scope: evaluationScopeFieldsSchema.extend({
    /** The conformance target (1.b), from the site's profile. */
    conformanceTarget: z.object({
      wcagVersion: z.enum(['2.1', '2.2']),
      level: z.enum(['AA', 'AAA']),
      /** The EN 301 549 edition the claim follows as a whole; null for a claim of WCAG alone. */
      en301549: z.string().nullable(),
    }),
  }),
  /** The structured sample, then the random sample. */
  sample: z.array(samplePageViewSchema),
  /** The seed the random sample was drawn with; null: chosen by hand or imported without one. */
  randomSeed: z.string().nullable(),
  /** How many random pages WCAG-EM asks for: 10 % of the structured sample, rounded up. */
  randomRequired: z.number().int(),
  /** The last finished scan the proposal and the draws come from; null before the first. */
  scan: z.object({ id: z.string(), finishedAt: z.string() }).nullable(),
  /** The pages of the last scan that loaded. */
  scannedPages: z.number().int(),
  /** The last scan's web pages outside the structured sample: what a random draw chooses from. */
  candidatePages: z.number().int(),
  /** How the site is evaluated, in a sentence for the accessibility statement. */
  methodText: z.string(),
  /** When the evaluation was last saved; null while it is a proposal. */
  updatedAt: z.string().nullable(),
});
export type SiteEvaluation = z.infer<typeof siteEvaluationSchema>;

/** `POST /api/sites/:id/evaluation/wcag-em`: what an imported file changed. */
export const evaluationImportResultSchema = z.object({
  evaluation: siteEvaluationSchema,
  /** Verdicts on the site's criteria taken from the file (passed, failed, not applicable). */
  verdictsTaken: z.number().int(),
  /** The file's results not taken: criteria outside the site's profile, tests that name no WCAG criterion. */
  verdictsSkipped: z.number().int(),
});
export type EvaluationImportResult = z.infer<typeof evaluationImportResultSchema>;

/** `GET /api/sites/:id/evaluation/wcag-em`: the Report Tool's file (JSON-LD), described by its top level. */
export const wcagEmReportDocumentSchema = z.object({
  '@context': z.record(z.string(), z.unknown()),
  type: z.literal('Evaluation'),
  language: languageSchema,
  defineScope: z.unknown().describe('WCAG-EM step 1: the scope, WCAG version and conformance target'),
  exploreTarget: z.unknown().describe('WCAG-EM step 2'),
  selectSample: z.unknown().describe('WCAG-EM step 3: the structured and the random sample'),
  auditSample: z
    .unknown()
    .describe('WCAG-EM step 4: one EARL assertion per WCAG criterion about the website'),
  reportFindings: z.unknown().describe('WCAG-EM step 5'),
});

// The Report Tool's file as it is read. JSON-LD writes a list of one as the item itself; it is read
// as a list, so that a problem is named by its place (auditSample.3.result.outcome).

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(item).max(max)).optional();
const fileText = (max: number) => withoutNul(z.string().max(max));
const types = z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]);
const iri = z.string().max(2048);
const reference = z.union([iri, z.looseObject({ id: iri.optional(), '@id': iri.optional() })]);

const subjectSchema = z.looseObject({
  id: iri.optional(),
  '@id': iri.optional(),
  type: types.optional(),
  '@type': types.optional(),
  title: fileText(2000).optional(),
  description: fileText(SCOPE_TEXT_MAX_LENGTH).optional(),
  source: iri.optional(),
  sampleReason: z.string().max(50).optional(),
  sampleLabel: fileText(2000).optional(),
  pageTitle: fileText(2000).optional(),
});

const assertionSchema = z.looseObject({
  test: reference.optional(),
  subject: z.union([iri, subjectSchema]).optional(),
  result: z
    .looseObject({ outcome: reference.optional(), description: fileText(SCOPE_TEXT_MAX_LENGTH).optional() })
    .optional(),
});

const EVALUATION_TYPES = ['Evaluation', 'wcagem:Evaluation'];

/** An evaluation saved by the WCAG-EM Report Tool (version 3): its structure, before its content is read. */
export const wcagEmReportFileSchema: z.ZodType<WcagEmReportFile> = z
  .looseObject({
    '@context': z.union([iri, z.record(z.string(), z.unknown()), z.array(z.unknown()).max(50)]),
    type: types.optional(),
    '@type': types.optional(),
    language: z.string().max(35).optional(),
    defineScope: z.looseObject({
      scope: subjectSchema.optional(),
      conformanceTarget: z.string().max(200).optional(),
      wcagVersion: z.string().max(10).optional(),
      accessibilitySupportBaseline: fileText(SCOPE_TEXT_MAX_LENGTH).optional(),
      additionalEvaluationRequirements: fileText(SCOPE_TEXT_MAX_LENGTH).optional(),
    }),
    selectSample: z
      .looseObject({
        structuredSample: list(subjectSchema, 1000),
        randomSample: list(subjectSchema, 1000),
        randomSeed: z.string().max(100).optional(),
      })
      .optional(),
    auditSample: list(assertionSchema, 10_000),
  })
  .refine(
    (file) => [file.type ?? file['@type'] ?? []].flat().some((type) => EVALUATION_TYPES.includes(type)),
    { path: ['type'], message: 'Not of type "Evaluation", as the Report Tool saves an evaluation.' },
  );

/** A file is refused with at most this many problems named: the first ones say what it is. */
const MAX_PROBLEMS = 20;

/**
 * A parsed JSON value as a Report Tool file, or what keeps it from being one: field errors with the
 * path of each (`errors` of a 400 problem).
 */
export function readWcagEmReport(
  json: unknown,
): { file: WcagEmReportFile; problems: [] } | { file: null; problems: FieldError[] } {
  if (json !== null && typeof json === 'object' && '@graph' in json && !('defineScope' in json)) {
    return {
      file: null,
      problems: [
        {
          field: '@graph',
          code: 'unsupported_version',
          message:
            "This file was saved by the Report Tool's version 2. Open it in the current Report Tool and save it again.",
        },
      ],
    };
  }
  const parsed = wcagEmReportFileSchema.safeParse(json);
  if (parsed.success) return { file: parsed.data, problems: [] };
  return {
    file: null,
    problems: parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => ({
      field: issue.path.map(String).join('.') || 'body',
      code: issue.code,
      message: issue.message,
    })),
  };
}
