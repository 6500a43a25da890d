import { ACCEPT_REASONS, type AcceptReason, DECISION_STATUSES, type DecisionStatus } from '@klarsicht/report';
import { z } from 'zod';
import { MAX_URL_LENGTH } from './scans.js';
import { withoutNul } from './text.js';

/**
 * Decisions on issues (decision 029): what a team decided about an issue of a site, kept across
 * scans by the issue's identity. The lifecycle: open → in progress → fixed (awaiting the next scan)
 * → verified by a scan that no longer finds it, or reopened by one that does; beside it false alarm
 * and accepted (with a reason and a review date after which a scan that finds it reopens it).
 */

export { ACCEPT_REASONS, type AcceptReason, DECISION_STATUSES, type DecisionStatus };
export const decisionStatusSchema = z.enum(DECISION_STATUSES);

/** What a person may set; `verified` and `reopened` are the scans' to set. */
export const DECIDED_STATUSES = ['open', 'in_progress', 'fixed', 'false_positive', 'accepted'] as const;
export const decidedStatusSchema = z.enum(DECIDED_STATUSES);
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];

/** Statuses whose issues still need work: what "open" counts and the default filter show. */
export const OPEN_STATUSES = ['open', 'in_progress', 'reopened'] as const satisfies readonly DecisionStatus[];

/** Why an issue is accepted (the list and its words: @klarsicht/report). */
export const acceptReasonSchema = z.enum(ACCEPT_REASONS);

/** One page (`pageUrl`), or every page of the site: a template's header or footer. */
export const DECISION_SCOPES = ['page', 'site'] as const;
export const decisionScopeSchema = z.enum(DECISION_SCOPES);
export type DecisionScope = z.infer<typeof decisionScopeSchema>;

/**
 * Where a decision applies, as the lists show it: besides one issue's page or site, `path`, a rule
 * on every page whose path matches a pattern (a third-party widget under `/shop/*`).
 */
export const DECISION_REACHES = ['page', 'site', 'path'] as const;
export const decisionReachSchema = z.enum(DECISION_REACHES);
export type DecisionReach = z.infer<typeof decisionReachSchema>;

/** `/shop/*` (every page under it), `/kontakt` (that page), `/*` (every page): one `*`, at the end. */
export const PATH_PATTERN = /^\/[^*?#\s]*\*?$/;
export const MAX_PATH_PATTERN = 500;

export const MAX_DECISION_NOTE = 2000;
export const MAX_BULK_DECISIONS = 500;

const day = z.iso.date();

const decisionFields = z.object({
  status: decidedStatusSchema,
  scope: decisionScopeSchema.default('site'),
  /** The page a `page` decision is about: one of the pages that show the issue. */
  pageUrl: withoutNul(z.string().max(MAX_URL_LENGTH)).optional(),
  note: withoutNul(z.string().trim().max(MAX_DECISION_NOTE)).optional(),
  /** `in_progress`: the member who works on it (their user id). */
  assigneeId: z.string().max(100).optional(),
  /** `in_progress`: when it should be done; not in the past. */
  dueOn: day.optional(),
  /** `accepted`: why. */
  reason: acceptReasonSchema.optional(),
  /** `accepted` for a disproportionate burden: the date of the assessment (§ 17 Abs. 2 BFSG). */
  assessedOn: day.optional(),
  /** `accepted` as planned: when the fix is planned. */
  plannedOn: day.optional(),
  /** `accepted`: after this day a scan that still finds the issue reopens it. */
  reviewOn: day.optional(),
  /** The decision's version the caller saw (from `decision.version`); a newer one answers 409. */
  version: z.number().int().min(0).optional(),
});

/** Each status's own requirements; a field that does not belong to the status is refused, not ignored. */
function checkFields(fields: z.infer<typeof decisionFields>, context: z.core.$RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (fields.scope === 'page' && !fields.pageUrl) issue('pageUrl', 'A decision for one page names the page.');
  if (fields.scope === 'site' && fields.pageUrl) issue('pageUrl', 'A decision for every page names no page.');
  checkStatusFields(fields, context);
}

type StatusFields = Pick<
  z.infer<typeof decisionFields>,
  'status' | 'note' | 'assigneeId' | 'dueOn' | 'reason' | 'assessedOn' | 'plannedOn' | 'reviewOn'
>;

function checkStatusFields(fields: StatusFields, context: z.core.$RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (fields.status !== 'in_progress') {
    if (fields.assigneeId !== undefined) issue('assigneeId', 'Only an issue in progress has an assignee.');
    if (fields.dueOn !== undefined) issue('dueOn', 'Only an issue in progress has a due date.');
  }
  if (fields.status === 'false_positive' && !fields.note) issue('note', 'Say why this is not an issue.');
  if (fields.status === 'accepted') {
    if (!fields.reason) issue('reason', 'Choose why the issue is accepted.');
    if (!fields.note) issue('note', 'Describe what is accepted and why.');
    if (!fields.reviewOn) issue('reviewOn', 'Choose when the decision is reviewed.');
    if (fields.reason === 'disproportionate_burden' && !fields.assessedOn)
      issue('assessedOn', 'Give the date of the assessment.');
    if (fields.reason === 'planned' && !fields.plannedOn) issue('plannedOn', 'Give the planned date.');
  } else {
    for (const field of ['reason', 'assessedOn', 'plannedOn', 'reviewOn'] as const) {
      if (fields[field] !== undefined) issue(field, 'Only an accepted issue has this.');
    }
  }
  if (fields.reason !== 'disproportionate_burden' && fields.assessedOn !== undefined)
    issue('assessedOn', 'Only a disproportionate burden has an assessment date.');
  if (fields.reason !== 'planned' && fields.plannedOn !== undefined)
    issue('plannedOn', 'Only a planned fix has a planned date.');
}

/** `PUT /api/scans/:id/issues/:issueId/decision`. */
export const issueDecisionRequestSchema = decisionFields.superRefine(checkFields);
export type IssueDecisionRequest = z.infer<typeof issueDecisionRequestSchema>;

/** `POST /api/scans/:id/decisions`: many issues of one scan at once, all or nothing. */
export const bulkDecisionRequestSchema = z.object({
  items: z
    .array(decisionFields.extend({ issueId: z.string().max(40) }).superRefine(checkFields))
    .min(1)
    .max(MAX_BULK_DECISIONS),
});
export type BulkDecisionRequest = z.infer<typeof bulkDecisionRequestSchema>;

/**
 * `PUT /api/scans/:id/rules/:ruleId/decision`: the rule on every page of the scan's site whose path
 * matches `pathPattern`, for what a site cannot change there: a false alarm, or accepted.
 */
export const RULE_DECISION_STATUSES = ['open', 'false_positive', 'accepted'] as const;
export const ruleDecisionRequestSchema = z
  .object({
    pathPattern: withoutNul(z.string().trim().max(MAX_PATH_PATTERN).regex(PATH_PATTERN)),
    status: z.enum(RULE_DECISION_STATUSES),
    note: decisionFields.shape.note,
    reason: decisionFields.shape.reason,
    assessedOn: decisionFields.shape.assessedOn,
    plannedOn: decisionFields.shape.plannedOn,
    reviewOn: decisionFields.shape.reviewOn,
    version: decisionFields.shape.version,
  })
  .superRefine(checkStatusFields);
export type RuleDecisionRequest = z.infer<typeof ruleDecisionRequestSchema>;

export const decisionPersonSchema = z.object({ id: z.string(), name: z.string() });

export const issueDecisionViewSchema = z.object({
  id: z.string(),
  site: z.string(),
  ruleId: z.string(),
  /** The issue's key (decision 029): the same across scans. */
  issueKey: z.string(),
  status: decisionStatusSchema,
  scope: decisionReachSchema,
  /**
   * For a `page` decision: the page's path (the address without host, query and fragment); for a
   * `path` decision: the pattern.
   */
  pagePath: z.string().optional(),
  note: z.string().optional(),
  assignee: decisionPersonSchema.optional(),
  dueOn: z.string().optional(),
  reason: acceptReasonSchema.optional(),
  assessedOn: z.string().optional(),
  plannedOn: z.string().optional(),
  reviewOn: z.string().optional(),
  /** The scan that verified or reopened the issue. */
  scanId: z.string().optional(),
  decidedBy: decisionPersonSchema.optional(),
  decidedAt: z.string(),
  version: z.number().int(),
});
export type IssueDecisionView = z.infer<typeof issueDecisionViewSchema>;

export const issueDecisionListSchema = z.object({ items: z.array(issueDecisionViewSchema) });
export type IssueDecisionList = z.infer<typeof issueDecisionListSchema>;

export const bulkDecisionResultSchema = z.object({ items: z.array(issueDecisionViewSchema) });
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;

/** How an issue of a scan shows its decision: enough to show the status and to send the next one. */
export const issueDecisionStateSchema = z.object({
  id: z.string(),
  status: decisionStatusSchema,
  scope: decisionReachSchema,
  version: z.number().int(),
});
export type IssueDecisionState = z.infer<typeof issueDecisionStateSchema>;
