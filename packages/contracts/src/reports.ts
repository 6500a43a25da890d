import { PRINCIPLES } from '@klarsicht/report';
import { z } from 'zod';
import { reportConformanceSchema } from './conformance.js';
import { decisionReachSchema, decisionStatusSchema, issueDecisionViewSchema } from './decisions.js';
import {
  engineSchema,
  impactSchema,
  languageSchema,
  profileIdSchema,
  scanScopeSchema,
  scanStatusSchema,
} from './enums.js';
import { namedPageStateSchema } from './flows.js';
import {
  findingCountsSchema,
  findingNodeSchema,
  impactCountsSchema,
  pageViewSchema,
  ruleTextsSchema,
  scanFailureSchema,
} from './scans.js';

/**
 * The scan report served as GET /api/scans/:id/report.json (version 1). Language-neutral data:
 * rule texts are the engine's (English); the PDF and CSV are the translated views of the same model.
 * A breaking change to this shape bumps `reportVersion`; new optional fields do not.
 */

export const REPORT_VERSION = 1;

export const reportLanguageSchema = languageSchema;
export type ReportLanguage = z.infer<typeof reportLanguageSchema>;

export const reportQuerySchema = z.object({
  /** Overrides Accept-Language; German by default. */
  lang: reportLanguageSchema.optional(),
});

/** WCAG's four principles by the first digit of a success criterion; `other`: no WCAG criterion (best practice). */
export const REPORT_PRINCIPLES = PRINCIPLES;
export const reportPrincipleSchema = z.enum(REPORT_PRINCIPLES);
export type ReportPrinciple = z.infer<typeof reportPrincipleSchema>;

/**
 * A page as GET /api/scans/:id/pages shows it; `status` is the HTTP status of the page's answer. A
 * flow's state also carries the flow's name and its words here: the report has no list of flows.
 */
export const reportPageSchema = pageViewSchema.extend({ state: namedPageStateSchema.optional() });
export type ReportPage = z.infer<typeof reportPageSchema>;

/** Where one rule struck on one page. `nodes` may be fewer than `nodeCount` (the engine caps them). */
export const reportRulePageSchema = z.object({
  url: z.string(),
  /** The state a site flow brought the page into (absent: as loaded); its address may be a crawled page's too. */
  state: namedPageStateSchema.optional(),
  nodeCount: z.number().int(),
  nodes: z.array(findingNodeSchema),
});

/**
 * One issue of a rule: the same element (selector and HTML) on every page that shows it. `id` is
 * stable across scans of a site: the same id in two reports is the same issue.
 */
/**
 * What the organisation decided about an issue when the report was made (decision 029): its status
 * over its pages and, when one decision alone gives it, that decision's reasons and dates. A false
 * alarm stays in the report, marked, so that a rule's false alarms can be counted.
 */
export const reportDecisionSchema = issueDecisionViewSchema
  .pick({
    status: true,
    note: true,
    dueOn: true,
    reason: true,
    assessedOn: true,
    plannedOn: true,
    reviewOn: true,
  })
  .partial({ status: true })
  .extend({ status: decisionStatusSchema, scope: decisionReachSchema.optional() });
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

export const reportIssueSchema = z.object({
  id: z.string(),
  /** The element as first found; absent when the issue concerns a whole page. */
  element: findingNodeSchema.optional(),
  pageCount: z.number().int(),
  /** The pages that show it, in report order. */
  pages: z.array(z.string()),
  /**
   * Beside `pages`, one for one: the state a site flow brought each page into (null: as loaded).
   * Absent when every page was checked as loaded, so that `pages` stays a list of addresses.
   */
  pageStates: z.array(namedPageStateSchema.nullable()).optional(),
  /** Absent for issues nobody decided (they are open). */
  decision: reportDecisionSchema.optional(),
});
export type ReportIssue = z.infer<typeof reportIssueSchema>;

/** One rule with every page it struck. */
export const reportRuleSchema = z.object({
  ruleId: z.string(),
  source: engineSchema,
  impact: impactSchema.nullable(),
  principle: reportPrincipleSchema,
  ...ruleTextsSchema.shape,
  /** Affected nodes over all pages. */
  nodeCount: z.number().int(),
  pages: z.array(reportRulePageSchema),
  /** The rule's distinct issues, those on most pages first. */
  issues: z.array(reportIssueSchema),
});
export type ReportRule = z.infer<typeof reportRuleSchema>;

export const reportSummarySchema = z.object({
  pagesScanned: z.number().int(),
  pagesFailed: z.number().int(),
  /** Findings (rule × page) per category, as in GET /api/scans/:id. */
  findings: findingCountsSchema,
  /** Violation findings (rule × page) per impact, the engine's measure; people read `issuesByImpact`. */
  byImpact: impactCountsSchema,
  /** Distinct issues per impact, as ScanCounts.byImpact (GET /api/scans/:id `counts`). */
  issuesByImpact: impactCountsSchema,
  /** Distinct issues per WCAG principle of their rule, as the overview's `byPrinciple`. */
  issuesByPrinciple: z.record(reportPrincipleSchema, z.number().int()),
  /** Distinct violated rules, and those per impact. */
  violatedRules: z.number().int(),
  violatedRulesByImpact: impactCountsSchema,
  /** Distinct violated rules per WCAG principle. */
  violatedRulesByPrinciple: z.record(reportPrincipleSchema, z.number().int()),
  /** Affected nodes over all violations. */
  affectedNodes: z.number().int(),
  /** Distinct rules a person must review. */
  needsReviewRules: z.number().int(),
  /** Distinct violations (the same element failing the same rule counts once) and their occurrences (issues × pages). */
  issues: z.number().int(),
  occurrences: z.number().int(),
  /** Distinct places a person must review. */
  needsReviewIssues: z.number().int(),
  /** Distinct violations by decision status (undecided ones are open); the counts above include every one. */
  issuesByStatus: z.record(decisionStatusSchema, z.number().int()),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const scanReportSchema = z.object({
  reportVersion: z.literal(REPORT_VERSION),
  generatedAt: z.string(),
  scan: z.object({
    id: z.string(),
    url: z.string(),
    site: z.string(),
    profile: profileIdSchema,
    scope: scanScopeSchema,
    status: scanStatusSchema,
    createdAt: z.string(),
    startedAt: z.string().optional(),
    finishedAt: z.string().optional(),
    failure: scanFailureSchema.optional(),
    /** Engine name and versions of the run. */
    engine: z.record(z.string(), z.string()).optional(),
  }),
  pages: z.array(reportPageSchema),
  summary: reportSummarySchema,
  /** Most severe first, then by rule id. */
  violations: z.array(reportRuleSchema),
  /** axe's "incomplete": a person must decide; never counted as errors. */
  needsReview: z.array(reportRuleSchema),
  /** Failed best-practice rules: good practice beyond WCAG, never counted as violations. */
  bestPractices: z.array(reportRuleSchema),
  /**
   * The site's conformance judged on this scan and the owner's verdicts, per criterion of the scan's
   * profile; present when the owner's plan covers the site.
   */
  conformance: reportConformanceSchema.optional(),
});
export type ScanReportDocument = z.infer<typeof scanReportSchema>;
