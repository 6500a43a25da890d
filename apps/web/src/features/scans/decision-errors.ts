import { type DecidedStatus, issueDecisionRequestSchema } from '@klarsicht/contracts';

/** The decision form's fields, in the order the form shows them: the first with an error takes focus. */
export const DECISION_FIELDS = [
  'status',
  'scope',
  'assigneeId',
  'dueOn',
  'reason',
  'assessedOn',
  'plannedOn',
  'reviewOn',
  'note',
] as const;
export type DecisionField = (typeof DECISION_FIELDS)[number];

/** Keys under scans:decisions.fieldErrors. */
export type DecisionProblem =
  | 'statusRequired'
  | 'pageRequired'
  | 'noteRequiredFalsePositive'
  | 'noteRequiredAccepted'
  | 'reasonRequired'
  | 'assessedOnRequired'
  | 'plannedOnRequired'
  | 'reviewOnRequired'
  | 'noteTooLong'
  | 'invalidDate'
  | 'inPast'
  | 'notAMember'
  | 'notAPageOfIssue'
  | 'notAllowed'
  | 'invalid';

export type DecisionErrors = Partial<Record<DecisionField, DecisionProblem>>;

/**
 * A refused field: by the server (problem+json `errors`, its stable codes, a bulk item's field as
 * `items.<n>.<field>`) or by the shared schema before sending (zod's issue codes, which the server's
 * codes mostly repeat).
 */
export interface RefusedField {
  field: string;
  code: string;
}

const DATE_FIELDS: ReadonlySet<string> = new Set(['dueOn', 'assessedOn', 'plannedOn', 'reviewOn']);

/** The field's own name: a bulk item's `items.3.note` is `note`. */
const nameOf = (field: string) => field.replace(/^items\.\d+\./, '');

/** Where the form shows a field's error: a page's address belongs to the scope's choice. */
function placeOf(name: string): DecisionField | undefined {
  if (name === 'pageUrl') return 'scope';
  return (DECISION_FIELDS as readonly string[]).includes(name) ? (name as DecisionField) : undefined;
}

function missing(field: DecisionField, status: DecidedStatus | undefined): DecisionProblem {
  switch (field) {
    case 'status':
      return 'statusRequired';
    case 'scope':
      return 'pageRequired';
    case 'note':
      return status === 'accepted' ? 'noteRequiredAccepted' : 'noteRequiredFalsePositive';
    case 'reason':
      return 'reasonRequired';
    case 'assessedOn':
      return 'assessedOnRequired';
    case 'plannedOn':
      return 'plannedOnRequired';
    case 'reviewOn':
      return 'reviewOnRequired';
    default:
      return 'invalid';
  }
}

/**
 * One field's problem in the form's words. The schema's own checks carry no code but `custom` (its
 * English message is for developers): a field that was sent and refused does not belong to the
 * status, one that was not sent is missing.
 */
function problemOf(
  field: DecisionField,
  code: string,
  wasSent: boolean,
  status: DecidedStatus | undefined,
): DecisionProblem {
  switch (code) {
    case 'in_past':
      return 'inPast';
    case 'not_a_member':
      return 'notAMember';
    case 'not_a_page_of_issue':
      return 'notAPageOfIssue';
    case 'too_long':
    case 'too_big':
      return field === 'note' ? 'noteTooLong' : 'invalid';
    case 'invalid_format':
      return DATE_FIELDS.has(field) ? 'invalidDate' : 'invalid';
    case 'required':
      return missing(field, status);
    case 'custom':
    case 'invalid_type':
      return wasSent ? (code === 'custom' ? 'notAllowed' : 'invalid') : missing(field, status);
    default:
      return 'invalid';
  }
}

/**
 * The refused fields at the form's fields, the first problem of each; `unplaced` counts those the
 * form does not show (they get the general message).
 */
export function decisionErrorsOf(
  refused: readonly RefusedField[],
  sent: Readonly<Record<string, unknown>>,
  status: DecidedStatus | undefined,
): { errors: DecisionErrors; unplaced: number } {
  const errors: DecisionErrors = {};
  let unplaced = 0;
  for (const { field, code } of refused) {
    const name = nameOf(field);
    const place = placeOf(name);
    if (!place) unplaced += 1;
    else errors[place] ??= problemOf(place, code, sent[name] !== undefined, status);
  }
  return { errors, unplaced };
}

export function firstInvalid(errors: DecisionErrors): DecisionField | undefined {
  return DECISION_FIELDS.find((field) => errors[field] !== undefined);
}

/** Checks a decision with the very schema the server uses, so a missing note needs no round trip. */
export function refusedBySchema(decision: Readonly<Record<string, unknown>>): RefusedField[] {
  const result = issueDecisionRequestSchema.safeParse(decision);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), code: issue.code }));
}
