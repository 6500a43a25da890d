import {
  APPLICABILITY_QUESTIONS,
  AUTOMATED_RESULTS,
  CONFORMANCE_STATUSES,
  MANUAL_OUTCOMES,
  OVERALL_CONFORMANCE,
  PAGE_FEATURES,
  TEST_METHODS,
} from '@klarsicht/report';
import { z } from 'zod';
import { profileIdSchema } from './enums.js';
import { withoutNul } from './text.js';

/*
 * Conformance of a site (a monitor of the caller's plan, by its id): per WCAG success criterion of
 * the monitor's profile, the automated result of the site's last scan, the person's verdict and the
 * status that follows; and the guided manual check of one criterion. Texts in the request's language.
 */

export const manualOutcomeSchema = z.enum(MANUAL_OUTCOMES);
export type ManualOutcome = z.infer<typeof manualOutcomeSchema>;
export const conformanceStatusSchema = z.enum(CONFORMANCE_STATUSES);
export const automatedResultSchema = z.enum(AUTOMATED_RESULTS);
export const overallConformanceSchema = z.enum(OVERALL_CONFORMANCE);
export const pageFeatureSchema = z.enum(PAGE_FEATURES);
export const testMethodSchema = z.enum(TEST_METHODS);

/**
 * A requirement of the table: a WCAG criterion as WCAG writes it ("1.4.10"), or an EN 301 549
 * requirement outside chapter 9 by its clause ("7.1.1", "10.1.1.1", "12.2.3").
 */
export const criterionIdSchema = z
  .string()
  .regex(
    /^(?:[1-4]\.\d{1,2}\.\d{1,2}|(?:5|6|7|10|11|12)(?:\.\d{1,2}){1,3})$/,
    'A WCAG criterion id (e.g. 1.4.3) or an EN 301 549 clause (e.g. 7.1.1)',
  );
export const applicabilityQuestionSchema = z.enum(APPLICABILITY_QUESTIONS);

/** Who decided how many of a profile's criteria (`decided` = byPerson + byScan). */
export const conformanceProgressSchema = z.object({
  decided: z.number().int(),
  /** By a person's verdict that still stands. */
  byPerson: z.number().int(),
  /** By the automated test alone: violations found, no standing verdict of a person. */
  byScan: z.number().int(),
  untested: z.number().int(),
  total: z.number().int(),
});
export type ConformanceProgressView = z.infer<typeof conformanceProgressSchema>;

const criterionFindingsSchema = z.object({
  rules: z.array(z.string()),
  elements: z.number().int(),
  /** Every issue behind these violations is accepted (decision 029). */
  accepted: z.boolean().optional(),
});

export const manualResultSchema = z.object({
  outcome: manualOutcomeSchema,
  note: z.string().nullable(),
  decidedAt: z.string(),
  /** Set when a later scan found a violation of a criterion passed by hand: it must be decided again. */
  reopenedAt: z.string().nullable(),
  /** The picture attached as evidence (GET its path as the owner); absent where not listed (reports). */
  evidence: z.object({ path: z.string(), mime: z.string(), size: z.number().int() }).nullable().optional(),
});
export type ManualResultView = z.infer<typeof manualResultSchema>;

/** A row of the table: a WCAG criterion, or an EN 301 549 requirement outside chapter 9. */
export const criterionConformanceSchema = z.object({
  id: z.string(),
  /** The WCAG level; null for an EN 301 549 requirement outside chapter 9. */
  level: z.enum(['A', 'AA', 'AAA']).nullable(),
  title: z.string(),
  /** The EN 301 549 V3.2.1 clause: chapter 9's for WCAG 2.1 A/AA criteria, the row's own otherwise. */
  en301549: z.string().nullable(),
  /** The EN 301 549 chapter of a requirement outside chapter 9; null for a WCAG criterion. */
  chapter: z.number().int().nullable(),
  /** Why it does not apply, from the site's answers to the applicability questions; null: it applies. */
  notApplicableBecause: z.string().nullable(),
  /** Where the BFSG asks for it, when it does. */
  bfsg: z.string().nullable(),
  automated: automatedResultSchema,
  /** The profile's rules that test the criterion. */
  rules: z.array(z.string()),
  violations: criterionFindingsSchema,
  /** Needs-review findings not yet marked as checked. */
  needsReview: criterionFindingsSchema,
  manual: manualResultSchema.nullable(),
  status: conformanceStatusSchema,
});
export type CriterionConformanceView = z.infer<typeof criterionConformanceSchema>;

/** The site's answers to the applicability questions, with the questions in the request's language. */
export const applicabilitySchema = z.object({
  /** When they were last answered; null: not yet (every requirement applies). */
  answeredAt: z.string().nullable(),
  questions: z.array(
    z.object({
      id: applicabilityQuestionSchema,
      question: z.string(),
      hint: z.string(),
      /** Null: not answered. */
      answer: z.boolean().nullable(),
    }),
  ),
});
export type ApplicabilityView = z.infer<typeof applicabilitySchema>;

/** `PUT /api/sites/:id/applicability`: answers to change; null withdraws one. */
export const applicabilityRequestSchema = z.object({
  answers: z.partialRecord(applicabilityQuestionSchema, z.boolean().nullable()),
});
export type ApplicabilityRequest = z.infer<typeof applicabilityRequestSchema>;

/** The EN 301 549 edition a claim follows as a whole. */
const editionSchema = z.object({ version: z.string(), published: z.string().nullable() });

const siteRefSchema = z.object({
  /** The monitor's id: the site's id in the app. */
  id: z.string(),
  site: z.string(),
  url: z.string(),
  profile: profileIdSchema,
});

const scanRefSchema = z.object({ id: z.string(), finishedAt: z.string() });

/** `GET /api/sites/:id/conformance`. */
export const siteConformanceSchema = z.object({
  site: siteRefSchema,
  /**
   * The scan judged on: the site's last finished site scan (else its last page scan); pages checked
   * on their own since then add their findings. Null before the first.
   */
  scan: scanRefSchema.nullable(),
  progress: conformanceProgressSchema,
  overall: overallConformanceSchema,
  criteria: z.array(criterionConformanceSchema),
  /** Null for a claim of WCAG alone; then there are no clauses and no questions. */
  en301549: editionSchema.nullable(),
  /** The edition's requirements outside chapter 9, in document order. */
  clauses: z.array(criterionConformanceSchema),
  applicability: applicabilitySchema,
});
export type SiteConformance = z.infer<typeof siteConformanceSchema>;

export const guidanceSchema = z.object({
  look: z.string(),
  steps: z.array(z.string()),
  fails: z.string(),
  notApplicable: z.string().nullable(),
  methods: z.array(z.object({ id: testMethodSchema, label: z.string() })),
  features: z.array(pageFeatureSchema),
});

/** `GET /api/sites/:id/criteria/:criterion`: the guided check of one criterion. */
export const criterionCheckSchema = z.object({
  site: siteRefSchema,
  scan: scanRefSchema.nullable(),
  criterion: criterionConformanceSchema,
  /** Where the requirement is explained: the W3C's "Understanding" document of a WCAG criterion, the standard for an EN 301 549 requirement. */
  understandingUrl: z.string(),
  guidance: guidanceSchema,
  /** Scanned pages to test on: those with the features the check looks for (empty: none has them). */
  pages: z.array(
    z.object({ url: z.string(), title: z.string().nullable(), features: z.array(pageFeatureSchema) }),
  ),
  /** Findings of the last scan for this criterion, with their rules' titles. */
  findings: z.array(
    z.object({
      ruleId: z.string(),
      title: z.string(),
      kind: z.enum(['violation', 'needs-review']),
      pages: z.number().int(),
      elements: z.number().int(),
    }),
  ),
});
export type CriterionCheck = z.infer<typeof criterionCheckSchema>;

/** `PUT /api/sites/:id/criteria/:criterion`: a person's verdict. */
export const criterionResultRequestSchema = z.object({
  outcome: manualOutcomeSchema,
  note: withoutNul(z.string().trim().max(2000)).optional(),
});
export type CriterionResultRequest = z.infer<typeof criterionResultRequestSchema>;

/** The conformance section of a scan report (`ScanReportDocument.conformance`). */
export const reportConformanceSchema = z.object({
  profile: profileIdSchema,
  progress: conformanceProgressSchema,
  overall: overallConformanceSchema,
  criteria: z.array(criterionConformanceSchema),
  en301549: editionSchema.nullable(),
  clauses: z.array(criterionConformanceSchema),
});
export type ReportConformance = z.infer<typeof reportConformanceSchema>;

/** Pictures a verdict may carry as evidence: screenshots, at most 2 MB. */
export const EVIDENCE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;
