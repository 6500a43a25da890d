import {
  type DecidedStatus,
  type IssueDecisionView,
  RULE_DECISION_STATUSES,
  type RuleDecisionRequest,
  ruleDecisionRequestSchema,
} from '@klarsicht/contracts';
import type { DecisionDraft } from './decision-draft';
import { type RefusedField, refusedIn } from './decision-errors';

export type RuleDecisionStatus = RuleDecisionRequest['status'];

/** Every page of the site: the pattern a new decision for a rule starts from. */
export const EVERY_PAGE = '/*';

/** The form's choices in its order: the two decisions first, then taking one back. */
const RULE_CHOICES = ['false_positive', 'accepted', 'open'] as const satisfies readonly RuleDecisionStatus[];

/** Accepting feeds the statement, for a rule as for an issue: the admins' call. */
export function ruleStatuses(mayAccept: boolean): readonly RuleDecisionStatus[] {
  return RULE_CHOICES.filter((status) => mayAccept || status !== 'accepted');
}

export function isRuleStatus(status: DecidedStatus | undefined): status is RuleDecisionStatus {
  return (RULE_DECISION_STATUSES as readonly string[]).includes(status ?? '');
}

/**
 * A rule's form holds an issue form's draft, so the acceptance's fields are the very same; it uses
 * the status, the note and the acceptance only.
 */
export const EMPTY_RULE_DRAFT: DecisionDraft = {
  status: undefined,
  scope: 'site',
  note: '',
  assigneeId: '',
  dueOn: '',
  reason: undefined,
  assessedOn: '',
  plannedOn: '',
  reviewOn: '',
};

/**
 * The rule's decisions for paths among the site's decisions, by pattern: by code unit, not by the
 * reader's collation, so `/*` comes before `/shop/*` in every language.
 */
export function pathDecisionsOf(
  decisions: readonly IssueDecisionView[],
  ruleId: string,
): IssueDecisionView[] {
  const pattern = (decision: IssueDecisionView) => decision.pagePath ?? '';
  return decisions
    .filter((decision) => decision.scope === 'path' && decision.ruleId === ruleId)
    .sort((a, b) => (pattern(a) < pattern(b) ? -1 : pattern(a) > pattern(b) ? 1 : 0));
}

/**
 * The version to send: the one of the rule's decision for the same pattern, which the new one
 * replaces; 0 for a pattern not decided yet (a stale list earns a 409 and a reload).
 */
export function versionFor(pathDecisions: readonly IssueDecisionView[], pathPattern: string): number {
  const pattern = pathPattern.trim();
  return pathDecisions.find((decision) => decision.pagePath === pattern)?.version ?? 0;
}

/** What the form would send; a field left empty is left out, so the schema names it as missing. */
export type RuleDecisionAttempt = Partial<RuleDecisionRequest>;

/** The chosen status's fields and no others, as for an issue (the server refuses the rest). */
export function ruleAttemptOf(
  draft: DecisionDraft,
  pathPattern: string,
  version: number,
): RuleDecisionAttempt {
  const note = draft.note.trim();
  const given = (value: string) => value || undefined;
  return {
    pathPattern: given(pathPattern.trim()),
    status: isRuleStatus(draft.status) ? draft.status : undefined,
    ...(note ? { note } : {}),
    ...(draft.status === 'accepted'
      ? {
          reason: draft.reason,
          reviewOn: given(draft.reviewOn),
          assessedOn: draft.reason === 'disproportionate_burden' ? given(draft.assessedOn) : undefined,
          plannedOn: draft.reason === 'planned' ? given(draft.plannedOn) : undefined,
        }
      : {}),
    version,
  };
}

/** The shared schema's verdict: the request to send, or what it refuses. */
export function checkRuleAttempt(
  attempt: RuleDecisionAttempt,
): { request: RuleDecisionRequest; refused: [] } | { request: undefined; refused: RefusedField[] } {
  const result = ruleDecisionRequestSchema.safeParse(attempt);
  return result.success
    ? { request: result.data, refused: [] }
    : { request: undefined, refused: refusedIn(result.error.issues) };
}
