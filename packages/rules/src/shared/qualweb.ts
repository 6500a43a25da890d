import type { QualwebFacts } from '../artifacts/qualweb.js';
import { notCheckedVerdict } from '../model/not-checked.js';
import type { RuleId, Verdict } from '../model/rule.js';

/** QualWeb's code for one of its rules, e.g. "QW-ACT-R39" for the rule we name "qw-act-r39". */
export function qualwebCode(id: RuleId): string {
  return id.toUpperCase();
}

/**
 * QualWeb's verdicts on the page for one of its rules, as ours: its result code is the check's
 * variant. `languageTextOnly`: the rule judges text, so elements without letters (symbols, digits)
 * are outside it, as ACT says.
 */
export function qualwebVerdicts(
  facts: QualwebFacts,
  id: RuleId,
  options: { languageTextOnly?: boolean } = {},
): Verdict[] {
  const verdicts = facts[qualwebCode(id)] ?? [];
  if (!Array.isArray(verdicts)) return [notCheckedVerdict(`QualWeb: ${verdicts.error}`)];
  return verdicts
    .filter((verdict) => !options.languageTextOnly || verdict.hasLetters)
    .map(({ selector, html, outcome, resultCode }) => ({
      selector,
      html,
      outcome,
      check: id,
      ...(outcome === 'failed' ? { data: { messageKey: resultCode } } : {}),
    }));
}
