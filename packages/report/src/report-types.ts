import type { FlowRun, PageState } from './flows.js';
import type { PageFeature } from './page-features.js';
/**
 * What a scan produces. Plain JSON-serialisable data (the CLI prints it, the worker stores it, the
 * web app shows it), except element screenshots: binary, present only when asked for, and left out
 * of every CLI format. The code lists here are the only ones: the API's schemas are built from them.
 */

import type { Impact, Language, ProfileId } from './vocabulary.js';

export { IMPACTS, type Impact, LANGUAGES, type Language, PROFILE_IDS, type ProfileId } from './vocabulary.js';

export const FAILURE_CODES = [
  'invalid_url',
  'dns',
  'unreachable',
  'timeout',
  'http_error',
  'blocked_robots',
  /**
   * robots.txt could not be read: the server answered it with an error (5xx, or 429). RFC 9309
   * §2.3.1.4 says to assume everything is disallowed for a while: nothing is fetched, and the scan
   * is worth trying again later. Not a prohibition by the site owner (that is `blocked_robots`).
   */
  'robots_unavailable',
  'blocked_bot_protection',
  'private_address',
  'sign_in_failed',
  /** The browser tab died while checking the page, and again in a fresh tab: the page was not checked. */
  'tab_crashed',
  /**
   * A recorded user flow could not be replayed far enough to check any state of the page (a step's
   * element never appeared, a navigation failed, the flow left the site, or it asks for more checks
   * than the scan's page budget); `ScanReport.flow.failedAt` names the step.
   */
  'flow_failed',
  'internal',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export interface ScanFailure {
  code: FailureCode;
  /** English, for logs and the CLI; user interfaces translate by `code`. */
  message: string;
  /**
   * HTTP status, for `http_error`, `blocked_bot_protection` and `robots_unavailable` (robots.txt's);
   * for `sign_in_failed`, the sign-in page's error status.
   */
  status?: number;
}

/**
 * HTTP statuses that say an address leads nowhere ("Not Found", "Gone"): a same-site link to one is a
 * broken link, not a page that happened to refuse the check (401, 403, 429, 5xx are not checked
 * either, but the link itself may be fine).
 */
export const BROKEN_LINK_STATUSES: readonly number[] = [404, 410];

/** Whether a page's failure means the links to it are broken. */
export function isBrokenLink(error: Pick<ScanFailure, 'code' | 'status'> | undefined): boolean {
  return (
    error?.code === 'http_error' && error.status !== undefined && BROKEN_LINK_STATUSES.includes(error.status)
  );
}

export const CATEGORIES = ['violations', 'passes', 'incomplete', 'inapplicable', 'bestPractices'] as const;
/**
 * `incomplete` is shown to people as "needs review", never as an error. `bestPractices` holds the
 * failures of rules that test good practice beyond WCAG (axe's "best-practice" rules): shown, never
 * counted as WCAG violations or in BFSG figures.
 */
export type Category = (typeof CATEGORIES)[number];

export type WcagLevel = 'A' | 'AA' | 'AAA';

export interface SuccessCriterionRef {
  /** e.g. "1.4.3" */
  id: string;
  level: WcagLevel;
  /** English title, e.g. "Contrast (Minimum)". */
  title: string;
  /** WCAG version that introduced the criterion. */
  version: '2.0' | '2.1' | '2.2';
}

export interface FindingNode {
  /** CSS selector; for nodes inside iframes or shadow roots, the path joined with " >>> ". */
  selector: string;
  /** Outer HTML, cut to a sane length. */
  html: string;
  /** The engine's summary in English, as it was written at scan time; readers get `checks` rendered in their language. */
  failureSummary?: string;
  /** What failed for this element, as data: rendered into a failure summary in the reader's language. */
  checks?: NodeChecks;
  /** The element highlighted in its page; only with `ScanOptions.screenshots`, for some violation nodes. */
  screenshot?: ElementScreenshot;
  /**
   * Every engine that reported this element for the finding's WCAG criteria, the finding's own
   * `source` first; absent when only that engine did.
   */
  engines?: Engine[];
}

/**
 * One check of a rule on one element: its id (axe's check id, or our rule's id), whether it failed or
 * could not decide, and the data its message is filled from (contrast ratio, colours, attribute names…).
 */
export interface NodeCheck {
  id: string;
  outcome: 'fail' | 'incomplete';
  data?: unknown;
}

/**
 * The element's checks as axe groups them: it fails when none of `any` passed, or one of `all`
 * failed, or one of `none` matched.
 */
export interface NodeChecks {
  any: NodeCheck[];
  all: NodeCheck[];
  none: NodeCheck[];
}

export interface ElementScreenshot {
  mime: 'image/jpeg';
  data: Uint8Array;
}

/** The engines whose rules a scan runs: axe-core, our own checks, and QualWeb's ACT rules. */
export const ENGINES = ['axe', 'klarsicht', 'qualweb'] as const;
export type Engine = (typeof ENGINES)[number];

export interface Finding {
  /** axe's rule id for axe rules (e.g. "image-alt"); ours start with "klarsicht-", QualWeb's with "qw-". */
  id: string;
  source: Engine;
  impact: Impact | null;
  description: string;
  help: string;
  helpUrl: string;
  tags: string[];
  wcag: SuccessCriterionRef[];
  /** EN 301 549 clauses, e.g. ["9.1.1.1"]. */
  en301549: string[];
  /** Short note on where the BFSG requires this (BFSG/BFSGV reference), when it does. */
  bfsg?: string;
  /**
   * The W3C ACT rules this rule implements (e.g. ["23a2a8"]), so that anyone can score findings on
   * the ACT test cases without a mapping of their own; absent or empty when it implements none.
   */
  actRules?: string[];
  nodes: FindingNode[];
  /** True number of affected nodes; `nodes` may be cut to a maximum. */
  nodeCount: number;
}

/** The engines that find what a scan reports, by `Finding.source`, as their makers name them. */
export const ENGINE_NAMES: Readonly<Record<Engine, string>> = {
  axe: 'axe-core',
  klarsicht: 'Klarsicht',
  qualweb: 'QualWeb',
};

/** The engines that reported a finding's elements: its own first, then any that agreed on an element. */
export function findingEngines(finding: {
  source: Engine;
  nodes: ReadonlyArray<{ engines?: readonly Engine[] | undefined }>;
}): Engine[] {
  const engines = new Set<Engine>([finding.source]);
  for (const node of finding.nodes) for (const engine of node.engines ?? []) engines.add(engine);
  return [...engines];
}

/**
 * What kind of requirement a rule tests: a WCAG success criterion, a best practice beyond WCAG, or a
 * BFSG/EAA duty that is not a WCAG criterion (the accessibility statement, a feedback channel).
 */
export const RULE_CATEGORIES = ['wcag', 'best-practice', 'bfsg'] as const;
export type RuleCategory = (typeof RULE_CATEGORIES)[number];

/** A rule as a profile runs it: what `klarsicht rules` lists and the web app shows per plan. */
export interface RuleInfo {
  id: string;
  engine: Engine;
  category: RuleCategory;
  /** The impact a failure has (axe's rule metadata; ours from the check). */
  impact: Impact | null;
  wcag: SuccessCriterionRef[];
  en301549: string[];
  actRules: string[];
  /** The rule's title in the reader's language. */
  title: string;
}

export interface CategoryCounts {
  violations: number;
  passes: number;
  incomplete: number;
  inapplicable: number;
  bestPractices: number;
}

export type ImpactCounts = Record<Impact, number>;

/**
 * A consent banner as a scan met it. The first page that shows it is analysed with it, so its
 * findings are the banner's own; then its accept button is clicked, and later pages are analysed as a
 * visitor who consented sees them.
 */
export interface PageConsent {
  /** The consent manager's name (e.g. "Usercentrics"); 'generic' when known by its words and buttons, 'selector' when found by the site owner's selector. */
  banner: string;
  /** Its accept button was clicked and the banner went away; false: the scan went on with it shown. */
  accepted: boolean;
  /** An earlier page reported the banner: elements inside it are left out of this page's findings. */
  repeated?: true;
}

/**
 * The parts of a page's analysis that can be cut short, each with its own time box: the families of
 * browser checks (by the name the engine gives them), the element screenshots, and the reading of
 * what the page contains for the guided manual checks. axe itself is not among them: when axe cannot
 * run, the page as a whole is reported as not checked (`PageReport.error`).
 */
export const NOT_CHECKED_CHECKS = [
  // Not a check of its own: the wait until the page had rendered ran into its bound, and every check
  // saw the page as it was then, perhaps before its scripts had put everything there.
  'render-wait',
  'aria',
  'content',
  'click-handlers',
  'qualweb',
  'language',
  'media',
  'keyboard',
  'focus',
  'zoom',
  'screenshots',
  'page-features',
] as const;
export type NotCheckedCheck = (typeof NOT_CHECKED_CHECKS)[number];

/**
 * Why a check did not finish: it ran out of its time (`timeout`), it failed (`error`), an earlier
 * step found the page no longer answering, so it was not started (`page-stalled`), or it needs more
 * than a page's own scripts can do (keys, zoom, the DevTools protocol) and the browser extension
 * checked the page (`not-available`).
 */
export const NOT_CHECKED_REASONS = ['timeout', 'error', 'page-stalled', 'not-available'] as const;
export type NotCheckedReason = (typeof NOT_CHECKED_REASONS)[number];

/** One check that did not run or did not finish on a page (`PageReport.notChecked`). */
export interface NotCheckedEntry {
  check: NotCheckedCheck;
  reason: NotCheckedReason;
  /** The engine's English detail (the error's first line), for logs and the curious. */
  detail?: string;
}

export interface PageReport {
  /** The URL as requested (normalised). */
  url: string;
  /**
   * 'document': a PDF linked from the site (or listed), checked with the document rules
   * (klarsicht-pdf-*) rather than loaded as a page; its title is the document's. Absent: a web page.
   */
  kind?: 'document';
  /** Where the browser ended up after redirects and client-side navigation. */
  finalUrl?: string;
  status?: number;
  title?: string;
  /** What the page contains that the guided manual checks choose their pages by (absent: not recorded). */
  features?: PageFeature[];
  /** The consent (cookie) banner this page showed, if the scan found one. */
  consent?: PageConsent;
  /**
   * The checks that did not run or did not finish on this page (time limit, error, a page that
   * stopped answering), in the order they ran. Their rules are still reported, as needs review with
   * the reason, so the counts stay true; this names which checks a person must still do. Absent:
   * every check finished.
   */
  notChecked?: NotCheckedEntry[];
  violations: Finding[];
  passes: Finding[];
  incomplete: Finding[];
  inapplicable: Finding[];
  /** Failed best-practice rules (not WCAG violations). */
  bestPractices: Finding[];
  /** Number of findings (rules) per category. */
  counts: CategoryCounts;
  /** Violation findings per impact. */
  byImpact: ImpactCounts;
  /**
   * Set when the page is not checked because it is another address of a page the scan already has
   * (it ended at the same address after redirects, its `<link rel=canonical>` names that page's
   * address, or its rendered HTML is the same): that page's `url`. Such a report has no
   * findings, counts neither as scanned nor failed, and appears in `ScanReport.pages` only as an
   * entry of the other page's `aliases` (scans that stream pages hand it to `onPage` as it is).
   */
  aliasOf?: string;
  /** The other addresses of this page's document (see `aliasOf`), in the order they were met. */
  aliases?: string[];
  error?: ScanFailure;
  durationMs: number;
  /** Set when the page was checked in a state a recorded flow brought it into (absent: as loaded). */
  state?: PageState;
}

export interface ScanSummary extends CategoryCounts {
  pagesScanned: number;
  pagesFailed: number;
  byImpact: ImpactCounts;
  /** Distinct violated rule ids across all pages. */
  violatedRules: number;
  /** Sum of affected nodes across all violation findings. */
  affectedNodes: number;
}

export interface ScanReport {
  /**
   * The language the report's texts were written in: rule titles and descriptions, failure
   * summaries and BFSG notes. The engine writes English and leaves it out; the CLI sets it to its
   * `--lang`, first in the JSON, so a reader knows which language the citations are in.
   */
  lang?: Language;
  /** The start URL for a site scan; the first URL for a page list. */
  url: string;
  profile: ProfileId;
  startedAt: string;
  finishedAt: string;
  pages: PageReport[];
  summary: ScanSummary;
  /** Set when the scan as a whole could not run (e.g. start page unreachable, blocked by robots.txt). */
  failure?: ScanFailure;
  /** Set for the replay of a recorded user flow: its pages are the states it checked. */
  flow?: FlowRun;
  engine: { name: 'klarsicht'; version: string; axeVersion: string; userAgent: string };
}
