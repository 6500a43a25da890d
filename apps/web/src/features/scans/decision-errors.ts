import { type DecidedStatus, issueDecisionRequestSchema } from '@klarsicht/contracts';

/**
 * The decision forms' fields, in the order they show them: the first with an error takes focus. A
 * rule's decision for a path starts with its pattern; an issue's form has none.
 */
export const DECISION_FIELDS = [
  'pathPattern',
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
  | 'pathPatternRequired'
  | 'pathPatternInvalid'
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
  // A pattern is missing or is not one: whatever the schema found in it (its shape, a NUL), the fix
  // is the same, and the message says what a pattern looks like.
  if (field === 'pathPattern')
    return wasSent && code !== 'required' ? 'pathPatternInvalid' : 'pathPatternRequired';
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
    case 'invalid_value':
      // A choice not made (an enum left empty) is missing, one made wrongly is invalid.
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

/** What a shared schema refused, as the server would name it. */
export function refusedIn(issues: readonly { path: readonly PropertyKey[]; code: string }[]): RefusedField[] {
  return issues.map((issue) => ({ field: issue.path.join('.'), code: issue.code }));
}

/** Checks a decision with the very schema the server uses, so a missing note needs no round trip. */
export function refusedBySchema(decision: Readonly<Record<string, unknown>>): RefusedField[] {
  const result = issueDecisionRequestSchema.safeParse(decision);
  return result.success ? [] : refusedIn(result.error.issues);
}
