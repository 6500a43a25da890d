import { IMPACTS, LANGUAGES, PROFILE_IDS } from '@klarsicht/report';
import {
  checkOpenPage,
  DEFAULT_PROFILE,
  type Finding,
  type Impact,
  type Language,
  type PageReport,
  type ProfileId,
} from '@klarsicht/scanner';
import type { Page } from 'playwright-core';
import { failureMessage } from './failure-message.js';
import { TEXTS } from './texts.js';

export interface AccessibilityOptions {
  /** What is checked: `wcag21aa`, `bfsg` (default, the engine's: WCAG 2.1 AA + EN 301 549), `wcag22aa`, `wcag22aaa`. */
  profile?: ProfileId;
  /** The least impact that fails `expectAccessible`: default `minor`, any violation (as the CLI's `--fail-on`). */
  failOn?: Impact;
  /** The language of the failure message and of the findings' texts: `de` (default) or `en`. */
  lang?: Language;
  /** Rule ids whose findings are left out altogether (e.g. `['color-contrast']`). */
  ignoreRules?: readonly string[];
}

export interface AccessibilityResult {
  /** No violation at or above `failOn`. */
  passed: boolean;
  /** The violations at or above `failOn`, most severe first (ignored rules left out). */
  violations: Finding[];
  /**
   * Everything found, as the scanner reports a page: every finding by category (`violations`,
   * `incomplete` to review by hand, `passes`, …) in `lang`, `counts` per category, `byImpact`, and
   * `notChecked` for checks that did not finish. Ignored rules are left out of all of it.
   */
  report: PageReport;
  profile: ProfileId;
  failOn: Impact;
  lang: Language;
}

/** A failed `expectAccessible`: its message is for people, its result for code. */
export class AccessibilityError extends Error {
  override name = 'AccessibilityError';
  constructor(readonly result: AccessibilityResult) {
    super(failureMessage(result));
  }
}

/**
 * Checks the page as the test has left it (signed in, a dialog open, a step of a checkout), without
 * loading it again: Klarsicht's engine and profile, the findings in `lang`.
 */
export async function checkAccessibility(
  page: Page,
  options: AccessibilityOptions = {},
): Promise<AccessibilityResult> {
  const lang = chosen('lang', options.lang, LANGUAGES, 'de', 'de');
  const failOn = chosen('failOn', options.failOn, IMPACTS, 'minor', lang);
  const profile = chosen('profile', options.profile, PROFILE_IDS, DEFAULT_PROFILE, lang);
  const report = await checkOpenPage(page, {
    profile,
    lang,
    ...(options.ignoreRules ? { ignoreRules: options.ignoreRules } : {}),
  });
  const violations = report.violations.filter((finding) => isAtLeast(finding.impact, failOn));
  return { passed: violations.length === 0, violations, report, profile, failOn, lang };
}

/**
 * Resolves when the page as it is now has no violation at or above `failOn`; rejects with an
 * AccessibilityError whose message lists the violations in `lang` otherwise.
 */
export async function expectAccessible(page: Page, options: AccessibilityOptions = {}): Promise<void> {
  const result = await checkAccessibility(page, options);
  if (!result.passed) throw new AccessibilityError(result);
}

/** Violations without an impact count as the lowest (as the CLI's `--fail-on` counts them). */
function isAtLeast(impact: Impact | null, threshold: Impact): boolean {
  return IMPACTS.indexOf(impact ?? 'minor') <= IMPACTS.indexOf(threshold);
}

/** The option's value, or its default; a value outside `allowed` (a test in JavaScript) is refused. */
function chosen<T extends string>(
  name: string,
  value: T | undefined,
  allowed: readonly T[],
  fallback: T,
  lang: Language,
): T {
  if (value === undefined) return fallback;
  if (!allowed.includes(value)) throw new RangeError(TEXTS[lang].invalidOption(name, value, allowed));
  return value;
}
