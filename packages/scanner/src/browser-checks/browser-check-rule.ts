import type { Engine, Impact, NotCheckedReason } from '../report/types.js';
import type { ElementRef } from './page-helpers.js';

/**
 * What a rule decided for one element: it passes, it fails, or a person must decide ("review",
 * shown as needs review). `check` names the message (in OWN_RULE_TEXTS) that says why; `data`
 * fills its placeholders.
 */
export interface ElementVerdict extends ElementRef {
  outcome: 'passed' | 'failed' | 'review';
  check: string;
  data?: Record<string, unknown>;
  /**
   * Set on the note that the check could not do its work here, and why: the page's report then
   * names the check among those not checked (`PageReport.notChecked`).
   */
  cutShort?: NotCheckedReason;
}

/**
 * One of our own checks that needs a real browser, shaped like an axe rule: data plus a pure
 * `evaluate` over what a gatherer read from the page. Rules are selected for a profile by their tags,
 * the way axe selects its rules, and their WCAG criteria and EN 301 549 clauses come from the same
 * tags ("wcag142", "EN-9.1.4.2").
 */
export interface BrowserCheckRule<Artifact> {
  /** Ours start with "klarsicht-", QualWeb's "qw-", so they never clash with axe rule ids. */
  id: `klarsicht-${string}` | `qw-${string}`;
  /** Whose rule it is; ours when absent. */
  engine?: Engine;
  impact: Impact;
  tags: readonly string[];
  /** The W3C ACT rules the check implements. */
  actRules: readonly string[];
  helpUrl: string;
  evaluate(artifact: Artifact): ElementVerdict[];
}

/** The check id of the note that a rule could not be checked on a page, and why. */
export const NOT_CHECKED = 'klarsicht-not-checked';

/**
 * A page-level note that a check could not run; `reason` is English, for the report's data, and
 * `cause` the reason code the page's report names it by.
 */
export function notCheckedVerdict(reason: string, cause: NotCheckedReason = 'error'): ElementVerdict {
  return {
    selector: 'html',
    html: '<html>',
    outcome: 'review',
    check: NOT_CHECKED,
    data: { reason },
    cutShort: cause,
  };
}
