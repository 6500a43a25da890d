import {
  type AcceptReason,
  DECIDED_STATUSES,
  type DecidedStatus,
  type DecisionScope,
  type IssueDecisionRequest,
  type IssueDecisionState,
  type IssueDecisionView,
  type IssueView,
} from '@klarsicht/contracts';
import type { DecisionField } from './decision-errors';

/** A status a person may set; `verified` and `reopened` are the scans'. */
export type { DecidedStatus } from '@klarsicht/contracts';

export function isDecidedStatus(status: string | undefined): status is DecidedStatus {
  return (DECIDED_STATUSES as readonly string[]).includes(status ?? '');
}

/** The statuses this person may choose: accepting feeds the statement, the admins' call. */
export function settableStatuses(mayAccept: boolean): readonly DecidedStatus[] {
  return DECIDED_STATUSES.filter((status) => mayAccept || status !== 'accepted');
}

/**
 * The issue's own decision, for one page or the site. A status that comes from a rule's decision
 * for a path is the rule's, shared with other issues: deciding the issue starts its own decision,
 * which then wins, rather than changing the rule's at its version.
 */
export function ownDecision(issue: IssueView): IssueDecisionState | undefined {
  return issue.decision?.scope === 'path' ? undefined : issue.decision;
}

/**
 * What the decision form holds: every field of every status, so that trying another status and
 * coming back loses nothing; only the chosen status's fields are sent.
 */
export interface DecisionDraft {
  status: DecidedStatus | undefined;
  scope: DecisionScope;
  note: string;
  assigneeId: string;
  dueOn: string;
  reason: AcceptReason | undefined;
  assessedOn: string;
  plannedOn: string;
  reviewOn: string;
}

/**
 * The form's start: the issue's own decision where there is one (the scans' statuses and, for an
 * editor, an acceptance are not theirs to keep, so nothing is chosen then). Under a rule's decision
 * for a path nothing is chosen either: its status, note and dates are the rule's, not the issue's.
 */
export function draftOf(
  issue: IssueView,
  given: IssueDecisionView | undefined,
  mayAccept: boolean,
): DecisionDraft {
  const own = ownDecision(issue);
  const decision = own ? given : undefined;
  const status = own ? (decision?.status ?? own.status) : issue.decision ? undefined : issue.status;
  return {
    status: isDecidedStatus(status) && settableStatuses(mayAccept).includes(status) ? status : undefined,
    scope: (decision?.scope ?? own?.scope) === 'page' ? 'page' : 'site',
    note: decision?.note ?? '',
    assigneeId: decision?.assignee?.id ?? '',
    dueOn: decision?.dueOn ?? '',
    reason: decision?.reason,
    assessedOn: decision?.assessedOn ?? '',
    plannedOn: decision?.plannedOn ?? '',
    reviewOn: decision?.reviewOn ?? '',
  };
}

/**
 * The request for the chosen status: its own fields and no others (the server refuses a field that
 * does not belong to the status rather than ignoring it). Empty fields are left out, so the shared
 * schema and the server name what is missing.
 */
export function requestOf(
  draft: DecisionDraft & { status: DecidedStatus },
  issue: IssueView,
): IssueDecisionRequest {
  const note = draft.note.trim();
  const given = (value: string) => value || undefined;
  return {
    status: draft.status,
    scope: draft.scope,
    ...(draft.scope === 'page' ? { pageUrl: issue.firstPageUrl } : {}),
    ...(note ? { note } : {}),
    ...(draft.status === 'in_progress'
      ? { assigneeId: given(draft.assigneeId), dueOn: given(draft.dueOn) }
      : {}),
    ...(draft.status === 'accepted'
      ? {
          reason: draft.reason,
          reviewOn: given(draft.reviewOn),
          assessedOn: draft.reason === 'disproportionate_burden' ? given(draft.assessedOn) : undefined,
          plannedOn: draft.reason === 'planned' ? given(draft.plannedOn) : undefined,
        }
      : {}),
    version: ownDecision(issue)?.version ?? 0,
  };
}

/** What the parts of the decision form get: the draft, a way to change it, each field's id and error. */
export interface DraftFieldsProps {
  draft: DecisionDraft;
  onChange: <K extends keyof DecisionDraft>(key: K, value: DecisionDraft[K]) => void;
  /** The control's id per field: the form moves focus to the first field with an error. */
  ids: Readonly<Record<DecisionField, string>>;
  /** The field's error in the reader's language; empty when there is none. */
  error: (field: DecisionField) => string;
}
