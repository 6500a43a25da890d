import { z } from 'zod';
import { DECISION_STATUSES, decisionStatusSchema, issueDecisionStateSchema } from './decisions.js';
import { engineSchema, impactSchema, languageSchema } from './enums.js';
import { namedPageStateSchema } from './flows.js';
import { reportPrincipleSchema } from './reports.js';
import { findingNodeSchema, impactCountsSchema, MAX_URL_LENGTH, ruleTextsSchema } from './scans.js';
import { ticketViewSchema } from './trackers.js';

/**
 * Issues: the same element failing the same rule is one issue, however many pages show it (a
 * template's header or footer). Findings stay one per rule and page; an issue's occurrences are
 * the pages it appears on.
 */

export const ISSUE_CATEGORIES = ['violations', 'incomplete'] as const;
export const issueCategorySchema = z.enum(ISSUE_CATEGORIES);
export type IssueCategory = z.infer<typeof issueCategorySchema>;

const paging = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};

export const issuesQuerySchema = z.object({
  category: issueCategorySchema.default('violations'),
  impact: impactSchema.optional(),
  /** Only this rule's issues. */
  rule: z.string().max(200).optional(),
  /** Only the issues this page shows. */
  page: z.string().max(MAX_URL_LENGTH).optional(),
  /**
   * Only issues with this decision status (a member's view; decision 029). Without it every issue
   * but false alarms; `all` includes those too.
   */
  status: z.enum([...DECISION_STATUSES, 'all']).optional(),
  ...paging,
  /** The language of rule texts and failure summaries; overrides Accept-Language, German by default. */
  lang: languageSchema.optional(),
});
export type IssuesQuery = z.infer<typeof issuesQuerySchema>;

/** The violated (or to-be-reviewed) rules under the same filters, each with its issues and their occurrences. */
export const issueRulesQuerySchema = issuesQuerySchema.omit({ rule: true, limit: true, offset: true });
export type IssueRulesQuery = z.infer<typeof issueRulesQuerySchema>;

export const issueRuleSchema = z.object({
  ruleId: z.string(),
  category: issueCategorySchema,
  source: engineSchema,
  impact: impactSchema.nullable(),
  ...ruleTextsSchema.shape,
  issues: z.number().int(),
  occurrences: z.number().int(),
});
export type IssueRule = z.infer<typeof issueRuleSchema>;

export const issueRulesSchema = z.object({
  /** Most severe first, then most occurrences. */
  items: z.array(issueRuleSchema),
  issues: z.number().int(),
  occurrences: z.number().int(),
});
export type IssueRules = z.infer<typeof issueRulesSchema>;

export const issueViewSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  category: issueCategorySchema,
  source: engineSchema,
  /** The most severe impact the rule had on any of the issue's pages. */
  impact: impactSchema.nullable(),
  ...ruleTextsSchema.shape,
  /** The element as first found; absent when the issue concerns a whole page (no element). */
  element: findingNodeSchema.optional(),
  /** How many pages show the issue. */
  pageCount: z.number().int(),
  /** The first page (in report order) that shows it. */
  firstPageUrl: z.string(),
  /**
   * The state a site flow brought that page into (absent: as loaded): a barrier only a flow reaches
   * has the page's address, which alone does not say how to get there.
   */
  firstPageState: namedPageStateSchema.optional(),
  /**
   * For members: the issue's status over its pages (`open` when undecided), and the decision that
   * gives it when one alone does (decision 029). Absent through a share link.
   */
  status: decisionStatusSchema.optional(),
  decision: issueDecisionStateSchema.optional(),
  /** For members: the issue's ticket in a tracker of the organisation, when it has one (decision 030). */
  ticket: ticketViewSchema.optional(),
});
export type IssueView = z.infer<typeof issueViewSchema>;

export const issuesPageSchema = z.object({
  items: z.array(issueViewSchema),
  /** Issues matching the filter. */
  total: z.number().int(),
  /** Their occurrences: issues × the pages each appears on. */
  occurrences: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type IssuesPage = z.infer<typeof issuesPageSchema>;

export const issuePagesQuerySchema = z.object({
  ...paging,
  /** The language of the pages' state texts; overrides Accept-Language, German by default. */
  lang: languageSchema.optional(),
});
export const issuePagesSchema = z.object({
  items: z.array(
    z.object({
      url: z.string(),
      title: z.string().optional(),
      /**
       * The state a site flow brought the page into (absent: as loaded); a flow's page may share its
       * address with the crawl's page, so the address alone does not tell the two apart.
       */
      state: namedPageStateSchema.optional(),
    }),
  ),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type IssuePages = z.infer<typeof issuePagesSchema>;

const issueCountSchema = z.object({ issues: z.number().int(), occurrences: z.number().int() });
export type IssueCount = z.infer<typeof issueCountSchema>;

export const overviewQuerySchema = z.object({ lang: languageSchema.optional() });

/** What a site owner should see first: how much, how bad, where, and what changed. */
export const scanOverviewSchema = z.object({
  pagesScanned: z.number().int(),
  pagesFailed: z.number().int(),
  violations: issueCountSchema.extend({
    byImpact: z.object({
      critical: issueCountSchema,
      serious: issueCountSchema,
      moderate: issueCountSchema,
      minor: issueCountSchema,
    }),
    /** Issues per WCAG principle of their rule (`other`: best practice). */
    byPrinciple: z.record(reportPrincipleSchema, z.number().int()),
    /**
     * For members: issues by decision status, false alarms included (which the other counts leave
     * out). Absent through a share link.
     */
    byStatus: z.record(decisionStatusSchema, z.number().int()).optional(),
  }),
  needsReview: issueCountSchema,
  /** The violated rules with the most occurrences, most first (at most five). */
  topRules: z.array(
    issueCountSchema.extend({ ruleId: z.string(), help: z.string(), impact: impactSchema.nullable() }),
  ),
  /** The pages with the most violated rules, most first (at most five, only pages with any). */
  topPages: z.array(
    z.object({
      url: z.string(),
      title: z.string().optional(),
      violations: z.number().int(),
      byImpact: impactCountsSchema,
    }),
  ),
  /**
   * The previous succeeded scan of the same site, scope and profile (the owner's own scans only),
   * with the issues found now and not then (added) and found then and not now (fixed); null when
   * there is none.
   */
  previous: z
    .object({
      scanId: z.string(),
      finishedAt: z.string().optional(),
      added: z.number().int(),
      fixed: z.number().int(),
    })
    .nullable(),
});
export type ScanOverview = z.infer<typeof scanOverviewSchema>;
