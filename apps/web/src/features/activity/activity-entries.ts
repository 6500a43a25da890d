import {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityVerification,
  isActivityAction,
} from '@klarsicht/contracts';

/**
 * The activity record's pure parts: the addresses the page asks, the filter's value, an entry's
 * subject as labelled pairs, and what a verification says.
 */

/** `GET /api/organisation/activity` for one page: newest first, one action or all, before `before`. */
export function activityListPath(action: ActivityAction | null, before: number | undefined): string {
  const query = new URLSearchParams();
  if (action) query.set('action', action);
  if (before !== undefined) query.set('before', String(before));
  const search = query.toString();
  return `/api/organisation/activity${search ? `?${search}` : ''}`;
}

export type ExportFormat = 'json' | 'csv';

/** The whole record as a download; the CSV's columns and separator in the interface language. */
export function activityExportPath(format: ExportFormat, language: string): string {
  return format === 'json'
    ? '/api/organisation/activity/export'
    : `/api/organisation/activity/export.csv?lang=${encodeURIComponent(language)}`;
}

/** The filter's value (the select's option) as an action; any other value means all entries. */
export function actionFromFilter(value: string): ActivityAction | null {
  return isActivityAction(value) ? value : null;
}

/** Every action, ordered by its label as the reader reads it (the select's options). */
export function actionsByLabel(
  label: (action: ActivityAction) => string,
  language: string,
): ActivityAction[] {
  const collator = new Intl.Collator(language);
  return [...ACTIVITY_ACTIONS].sort((a, b) => collator.compare(label(a), label(b)));
}

/** What the server names in an entry's subject, in the order a reader wants them. */
export const SUBJECT_KEYS = [
  'site',
  'scan',
  'page',
  'rule',
  'criterion',
  'statement',
  'member',
  'email',
  'name',
  'clientGroup',
  'token',
  'integration',
  'entries',
] as const;
export type SubjectKey = (typeof SUBJECT_KEYS)[number];

export interface SubjectPart {
  /** The server's key, as it came. */
  key: string;
  /** Its label's key when it is one we know; null: show the key itself. */
  known: SubjectKey | null;
  /** The value; null for the empty page of a decision that covers every page of a rule. */
  value: string | null;
}

const isSubjectKey = (key: string): key is SubjectKey => (SUBJECT_KEYS as readonly string[]).includes(key);

/**
 * An entry's subject as labelled pairs: the known keys in SUBJECT_KEYS' order, then any other in
 * the entry's own order, so a key added on the server later still shows (under its own name).
 */
export function subjectParts(subject: Readonly<Record<string, string>>): SubjectPart[] {
  const rank = (key: string) => (isSubjectKey(key) ? SUBJECT_KEYS.indexOf(key) : SUBJECT_KEYS.length);
  return Object.entries(subject)
    .map(([key, value], index) => ({ key, value, index }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
    .map(({ key, value }) => ({
      key,
      known: isSubjectKey(key) ? key : null,
      value: key === 'page' && value === '' ? null : value,
    }));
}

/** What a verification says, in the form the page words it. */
export type VerificationOutcome =
  | { kind: 'empty' }
  | { kind: 'ok'; entries: number; head: string }
  | { kind: 'broken'; problem: NonNullable<ActivityVerification['problem']> | null };

export function verificationOutcome(verification: ActivityVerification): VerificationOutcome {
  if (verification.ok) {
    return verification.entries === 0
      ? { kind: 'empty' }
      : { kind: 'ok', entries: verification.entries, head: verification.head };
  }
  return { kind: 'broken', problem: verification.problem ?? null };
}
