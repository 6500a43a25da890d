import type { NotCheckedReason } from '@klarsicht/report';
import type { Verdict } from './rule.js';

/** The check id of the note that a rule could not be checked on a page, and why. */
export const NOT_CHECKED = 'klarsicht-not-checked';

/**
 * A page-level note that a check could not run; `reason` is English, for the report's data, and
 * `cause` the reason code the page's report names it by.
 */
export function notCheckedVerdict(reason: string, cause: NotCheckedReason = 'error'): Verdict {
  return {
    selector: 'html',
    html: '<html>',
    outcome: 'review',
    check: NOT_CHECKED,
    data: { reason },
    cutShort: cause,
  };
}
