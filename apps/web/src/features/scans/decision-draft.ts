import {
  type AcceptReason,
  DECIDED_STATUSES,
  type DecidedStatus,
  type DecisionScope,
  type IssueDecisionRequest,
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
 * editor, an acceptance are not theirs to keep, so nothing is chosen then).
 */
export function draftOf(
  issue: IssueView,
  decision: IssueDecisionView | undefined,
  mayAccept: boolean,
): DecisionDraft {
  const status = decision?.status ?? issue.decision?.status ?? issue.status;
  return {
    status: isDecidedStatus(status) && settableStatuses(mayAccept).includes(status) ? status : undefined,
    scope: (decision?.scope ?? issue.decision?.scope) === 'page' ? 'page' : 'site',
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
    version: issue.decision?.version ?? 0,
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
