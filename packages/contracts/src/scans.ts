import type { FixGuide } from '@klarsicht/report';
import { z } from 'zod';
import {
  categorySchema,
  engineSchema,
  failureCodeSchema,
  impactSchema,
  languageSchema,
  notCheckedCheckSchema,
  notCheckedReasonSchema,
  profileIdSchema,
  scanScopeSchema,
  scanStatusSchema,
} from './enums.js';
import { flowRunSchema, pageStateSchema } from './flows.js';
import { crawlScopeUsedSchema } from './site-settings.js';

export const MAX_URL_LENGTH = 2048;

export const createScanRequestSchema = z.object({
  url: z.string().trim().min(1).max(MAX_URL_LENGTH),
  profile: profileIdSchema.optional(),
  scope: scanScopeSchema.optional(),
});
export type CreateScanRequest = z.infer<typeof createScanRequestSchema>;

export const createScanResponseSchema = z.object({ id: z.string() });
export type CreateScanResponse = z.infer<typeof createScanResponseSchema>;

export const impactCountsSchema = z.object({
  critical: z.number().int(),
  serious: z.number().int(),
  moderate: z.number().int(),
  minor: z.number().int(),
});

/** Findings (rule × page) per category; `bestPractices` are failed best-practice rules, no WCAG violations. */
export const findingCountsSchema = z.object({
  violations: z.number().int(),
  passes: z.number().int(),
  incomplete: z.number().int(),
  inapplicable: z.number().int(),
  // Servers before best-practice rules ran sent no count: none then.
  bestPractices: z.number().int().default(0),
});

export const scanSummarySchema = findingCountsSchema.extend({
  byImpact: impactCountsSchema,
});
export type ScanSummaryView = z.infer<typeof scanSummarySchema>;

/**
 * The counts a person reads, with one meaning wherever they appear (runs list, result page,
 * reports, monitoring mail, API). An issue is one element failing one rule (a finding about a whole
 * page is one issue), however many pages show it; its occurrences are the pages that show it.
 * `byImpact` splits the issues by their most severe impact; `needsReview` counts the distinct places
 * a person must review, the same way. Zero until a scan has ended.
 */
export const scanCountsSchema = z.object({
  issues: z.number().int(),
  occurrences: z.number().int(),
  /** Distinct violated rules. */
  rules: z.number().int(),
  byImpact: impactCountsSchema,
  needsReview: z.number().int(),
});
export type ScanCounts = z.infer<typeof scanCountsSchema>;

export const scanFailureSchema = z.object({
  code: failureCodeSchema,
  message: z.string(),
  status: z.number().int().optional(),
  /** For `sign_in_failed`: what the site's sign-in page said, in the site's own words. */
  signInAnswer: z.string().optional(),
});
export type ScanFailureView = z.infer<typeof scanFailureSchema>;

export const scanProgressSchema = z.object({
  /** While the scan runs, the pages handled so far; once it has ended, the pages analysed (failed ones not counted). */
  pagesDone: z.number().int(),
  pagesTotal: z.number().int(),
});

export const scanViewSchema = z.object({
  id: z.string(),
  /** The start address, as the scan began from it. */
  url: z.string(),
  /** The site the scan belongs to: its host without "www." (and a port), as sites are keyed. */
  site: z.string(),
  /** What a site scan's crawl kept to (absent for single pages and scans from before it was recorded). */
  crawlScope: crawlScopeUsedSchema.optional(),
  /** What became of the site's user flows, in the order they ran (absent: none ran). */
  flows: z.array(flowRunSchema).optional(),
  status: scanStatusSchema,
  profile: profileIdSchema,
  scope: scanScopeSchema,
  createdAt: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  progress: scanProgressSchema,
  /** Findings (rule × page) per category, the engine's measure; what people read is `counts`. */
  summary: scanSummarySchema,
  counts: scanCountsSchema,
  failure: scanFailureSchema.optional(),
  /**
   * When the last attempt was interrupted (its worker stopped or died); present only while the
   * scan waits to be resumed ("interrupted, resuming"), gone once the next attempt starts.
   */
  interruptedAt: z.string().optional(),
});
export type ScanView = z.infer<typeof scanViewSchema>;

export const scanListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
/**
 * The owner's previous succeeded scan of the same site, scope and profile (for a single-page scan, of
 * the same page), for "change against the previous scan"; null when there is none to compare with.
 * `added` and `fixed` compare the issues themselves (found now and not then, and the reverse), as the
 * result page's overview does.
 */
export const previousScanSchema = z.object({
  id: z.string(),
  issues: z.number().int(),
  added: z.number().int(),
  fixed: z.number().int(),
});
export type PreviousScanView = z.infer<typeof previousScanSchema>;

export const scanListItemSchema = scanViewSchema.extend({
  previous: previousScanSchema.nullable().optional(),
});
export type ScanListItem = z.infer<typeof scanListItemSchema>;

export const scanListSchema = z.object({
  items: z.array(scanListItemSchema),
  nextCursor: z.string().optional(),
});
export type ScanList = z.infer<typeof scanListSchema>;

/** Server-sent events on GET /api/scans/:id/events. The event name is `type`; data is the JSON below. */
export const scanEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status'), scan: scanViewSchema }),
  z.object({
    type: z.literal('progress'),
    progress: scanProgressSchema,
    lastPage: z.object({ url: z.string(), error: scanFailureSchema.optional() }).optional(),
  }),
]);
export type ScanEvent = z.infer<typeof scanEventSchema>;

export const findingNodeSchema = z.object({
  selector: z.string(),
  html: z.string(),
  failureSummary: z.string().optional(),
  /**
   * Path of a JPEG of the element highlighted in its page (`/api/scans/{id}/screenshots/{screenshotId}`,
   * or `/api/shared/{token}/screenshots/{screenshotId}` in a shared scan); only some violation nodes have one.
   */
  screenshot: z.string().optional(),
  /** Every engine that reported the element for the finding's criteria, the finding's own first; absent: that engine alone. */
  engines: z.array(engineSchema).optional(),
});

export const successCriterionSchema = z.object({
  id: z.string(),
  level: z.enum(['A', 'AA', 'AAA']),
  title: z.string(),
  version: z.enum(['2.0', '2.1', '2.2']),
});

/** What a finding says about its rule: the engine's texts and the standards the rule maps to. */
/** How to fix what a rule finds (see FixGuide in @klarsicht/report), in the reader's language. */
export const fixGuideSchema = z.object({
  why: z.string(),
  how: z.string(),
  before: z.string(),
  after: z.string(),
}) satisfies z.ZodType<FixGuide>;

export const ruleTextsSchema = z.object({
  description: z.string(),
  help: z.string(),
  helpUrl: z.string(),
  wcag: z.array(successCriterionSchema),
  en301549: z.array(z.string()),
  bfsg: z.string().optional(),
  fix: fixGuideSchema.optional(),
  /** The W3C ACT rules the rule implements (empty: none). */
  actRules: z.array(z.string()),
});
export type RuleTexts = z.infer<typeof ruleTextsSchema>;

export const findingViewSchema = z.object({
  /** Row id of this finding (rule × page). */
  id: z.string(),
  ruleId: z.string(),
  category: categorySchema,
  pageUrl: z.string(),
  source: engineSchema,
  impact: impactSchema.nullable(),
  ...ruleTextsSchema.shape,
  nodes: z.array(findingNodeSchema),
  nodeCount: z.number().int(),
});
export type FindingView = z.infer<typeof findingViewSchema>;

export const findingsQuerySchema = z.object({
  category: categorySchema.optional(),
  impact: impactSchema.optional(),
  page: z.string().max(MAX_URL_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** The language of rule titles, descriptions and failure summaries; overrides Accept-Language, German by default. */
  lang: languageSchema.optional(),
});
export type FindingsQuery = z.infer<typeof findingsQuerySchema>;

export const findingsPageSchema = z.object({
  items: z.array(findingViewSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type FindingsPage = z.infer<typeof findingsPageSchema>;

export const pageViewSchema = z.object({
  url: z.string(),
  finalUrl: z.string().optional(),
  status: z.number().int().optional(),
  title: z.string().optional(),
  counts: findingCountsSchema,
  byImpact: impactCountsSchema,
  /** Set when the page could not be checked (HTTP status ≥ 400, timeout, robots.txt …): it has no findings then. */
  /** The state a site flow brought the page into when it was checked (absent: as loaded). */
  state: pageStateSchema.optional(),
  error: scanFailureSchema.optional(),
  /**
   * For a page whose address leads nowhere (HTTP 404 or 410, `isBrokenLink`): the scan's pages that
   * link to it, in report order. A broken link, not an accessibility violation.
   */
  linkedFrom: z.array(z.string()).optional(),
  /**
   * Other addresses of the same document, not checked again: they ended at this page after
   * redirects, named it as canonical, or showed the same HTML (`/index.html` next to `/`).
   */
  aliases: z.array(z.string()).optional(),
  /** 'document': a PDF, checked with the document rules. Absent: a web page. */
  kind: z.literal('document').optional(),
  /**
   * A consent banner on the page: which one, whether Klarsicht accepted it, and `repeated` when an
   * earlier page already reported the banner's findings (they are left out here).
   */
  consent: z
    .object({ banner: z.string(), accepted: z.boolean(), repeated: z.literal(true).optional() })
    .optional(),
  /**
   * The checks that did not run or did not finish on the page (PageReport.notChecked): which check,
   * why (`timeout`, `error`, `page-stalled`) and the engine's English detail. Their rules are in the
   * findings as needs review. Absent: every check finished.
   */
  notChecked: z
    .array(
      z.object({
        check: notCheckedCheckSchema,
        reason: notCheckedReasonSchema,
        detail: z.string().optional(),
      }),
    )
    .optional(),
});
export type PageView = z.infer<typeof pageViewSchema>;
export const pageListSchema = z.object({ items: z.array(pageViewSchema) });
export type PageList = z.infer<typeof pageListSchema>;
