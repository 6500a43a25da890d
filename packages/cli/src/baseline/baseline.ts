import { IMPACTS, PROFILE_IDS } from '@klarsicht/report';
import type { Impact, ProfileId } from '@klarsicht/scanner';
import { isAtLeast } from '../exit-code.js';
import { UsageError } from '../usage-error.js';
import { type BaselineIssue, bySeverity, type ReportIssue } from './issues.js';

/**
 * The baseline of the CI gate: the issues a site had when it was made, by key, so that a scan fails
 * only for issues that are new (`klarsicht baseline create`, `klarsicht scan --baseline FILE`).
 */

export const BASELINE_FORMAT = 'klarsicht-baseline';
export const BASELINE_VERSION = 1;

export interface Baseline {
  format: typeof BASELINE_FORMAT;
  version: typeof BASELINE_VERSION;
  profile: ProfileId;
  createdAt: string;
  /** One per key, sorted by key. */
  issues: BaselineIssue[];
}

const byKey = (a: BaselineIssue, b: BaselineIssue) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** A baseline of these issues: each key once, sorted by key, so a re-created file diffs stably. */
export function createBaseline(
  profile: ProfileId,
  issues: readonly BaselineIssue[],
  createdAt: string,
): Baseline {
  const unique = new Map<string, BaselineIssue>();
  for (const { key, ruleId, impact, selector, page } of issues) {
    if (!unique.has(key)) unique.set(key, { key, ruleId, impact, selector, page });
  }
  return {
    format: BASELINE_FORMAT,
    version: BASELINE_VERSION,
    profile,
    createdAt,
    issues: [...unique.values()].sort(byKey),
  };
}

/** The file's text: pretty JSON, one field per line, ending in a line break. */
export function baselineJson(baseline: Baseline): string {
  return `${JSON.stringify(baseline, null, 2)}\n`;
}

const KEY = /^[0-9a-f]{64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first field of an issue that is missing or wrong, e.g. "issues[3].key"; undefined when it is whole. */
function issueProblem(value: unknown, index: number): string | undefined {
  const at = `issues[${index}]`;
  if (!isRecord(value)) return at;
  if (typeof value.key !== 'string' || !KEY.test(value.key)) return `${at}.key`;
  if (typeof value.ruleId !== 'string' || value.ruleId === '') return `${at}.ruleId`;
  if (value.impact !== null && !IMPACTS.includes(value.impact as Impact)) return `${at}.impact`;
  if (typeof value.selector !== 'string') return `${at}.selector`;
  if (typeof value.page !== 'string') return `${at}.page`;
  return undefined;
}

/**
 * The baseline in `text`, read from `file`, for a scan with `profile`. Anything else is a usage
 * error naming the file: not JSON, not a baseline, another version, a broken issue, another profile.
 */
export function parseBaseline(text: string, file: string, profile: ProfileId): Baseline {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError({ code: 'baseline-not-json', file }, 'scan');
  }
  if (!isRecord(value) || value.format !== BASELINE_FORMAT) {
    throw new UsageError({ code: 'baseline-not-baseline', file }, 'scan');
  }
  if (value.version !== BASELINE_VERSION) {
    throw new UsageError(
      { code: 'baseline-version', file, version: JSON.stringify(value.version ?? null) },
      'scan',
    );
  }
  const madeWith = value.profile;
  if (typeof madeWith !== 'string' || !PROFILE_IDS.includes(madeWith as ProfileId)) {
    throw new UsageError({ code: 'baseline-malformed', file, field: 'profile' }, 'scan');
  }
  if (typeof value.createdAt !== 'string') {
    throw new UsageError({ code: 'baseline-malformed', file, field: 'createdAt' }, 'scan');
  }
  if (!Array.isArray(value.issues)) {
    throw new UsageError({ code: 'baseline-malformed', file, field: 'issues' }, 'scan');
  }
  value.issues.forEach((issue, index) => {
    const field = issueProblem(issue, index);
    if (field !== undefined) throw new UsageError({ code: 'baseline-malformed', file, field }, 'scan');
  });
  if (madeWith !== profile) {
    throw new UsageError({ code: 'baseline-profile', file, profile: madeWith, expected: profile }, 'scan');
  }
  return createBaseline(profile, value.issues as BaselineIssue[], value.createdAt);
}

/** Reads and checks the baseline file; a file that cannot be read is a usage error too. */
export async function readBaseline(
  file: string,
  profile: ProfileId,
  readText: (file: string) => Promise<string>,
): Promise<Baseline> {
  let text: string;
  try {
    text = await readText(file);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'ENOENT') throw new UsageError({ code: 'baseline-missing', file }, 'scan');
    const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
    throw new UsageError({ code: 'baseline-unreadable', file, reason }, 'scan');
  }
  return parseBaseline(text, file, profile);
}

/** A scan's issues against a baseline. */
export interface BaselineComparison {
  /** The baseline file as given. */
  file: string;
  createdAt: string;
  failOn: Impact;
  /** Issues of this scan whose key the baseline does not have, most severe first. */
  new: ReportIssue[];
  /** How many of this scan's issues the baseline has. */
  known: number;
  /** The baseline's issues this scan did not find, on pages it checked: fixed, or gone. */
  disappeared: BaselineIssue[];
  /** The baseline's issues this scan did not find, on pages it did not check: not counted as fixed. */
  notChecked: BaselineIssue[];
}

export function compareWithBaseline(
  baseline: Baseline,
  file: string,
  failOn: Impact,
  issues: readonly ReportIssue[],
  checkedPage: (url: string) => boolean,
): BaselineComparison {
  const inBaseline = new Set(baseline.issues.map((issue) => issue.key));
  const found = new Set(issues.map((issue) => issue.key));
  const missing = baseline.issues.filter((issue) => !found.has(issue.key));
  return {
    file,
    createdAt: baseline.createdAt,
    failOn,
    new: issues.filter((issue) => !inBaseline.has(issue.key)).sort(bySeverity),
    known: issues.filter((issue) => inBaseline.has(issue.key)).length,
    disappeared: missing.filter((issue) => checkedPage(issue.page)).sort(bySeverity),
    notChecked: missing.filter((issue) => !checkedPage(issue.page)).sort(bySeverity),
  };
}

/** Whether the gate fails: some issue at or above --fail-on, or with a baseline some new one. */
export function gateFails(
  issues: readonly BaselineIssue[],
  failOn: Impact,
  comparison?: BaselineComparison,
): boolean {
  return (comparison?.new ?? issues).some((issue) => isAtLeast(issue.impact, failOn));
}

/** A baseline's issue as the JSON report lists it. */
type SectionIssue = BaselineIssue & { failing?: boolean };

/** The `baseline` section of the JSON report and of NDJSON's summary line. */
export interface BaselineSection {
  file: string;
  createdAt: string;
  failOn: Impact;
  counts: { new: number; newFailing: number; known: number; disappeared: number; notChecked: number };
  new: SectionIssue[];
  disappeared: SectionIssue[];
  notChecked: SectionIssue[];
}

export function baselineSection(comparison: BaselineComparison): BaselineSection {
  const plain = ({ key, ruleId, impact, selector, page }: BaselineIssue): BaselineIssue => ({
    key,
    ruleId,
    impact,
    selector,
    page,
  });
  const fresh = comparison.new.map((issue) => ({
    ...plain(issue),
    failing: isAtLeast(issue.impact, comparison.failOn),
  }));
  return {
    file: comparison.file,
    createdAt: comparison.createdAt,
    failOn: comparison.failOn,
    counts: {
      new: fresh.length,
      newFailing: fresh.filter((issue) => issue.failing).length,
      known: comparison.known,
      disappeared: comparison.disappeared.length,
      notChecked: comparison.notChecked.length,
    },
    new: fresh,
    disappeared: comparison.disappeared.map(plain),
    notChecked: comparison.notChecked.map(plain),
  };
}
