import type { Impact } from '../../report/types.js';
import { type BrowserCheckRule, notCheckedVerdict } from '../browser-check-rule.js';
import type { QualwebFacts } from './gather-qualweb.js';

interface QualwebRuleSpec {
  /** QualWeb's code for the rule, e.g. "QW-ACT-R39". */
  code: string;
  actRule: string;
  impact: Impact;
  tags: readonly string[];
  /** The rule judges text: elements without letters (symbols, digits) are outside it, as ACT says. */
  languageTextOnly?: boolean;
}

/** QualWeb's rule as one of ours: its verdicts, its result code as the check's variant. */
function qualwebRule(spec: QualwebRuleSpec): BrowserCheckRule<QualwebFacts> & { code: string } {
  // "QW-ACT-R39" → "qw-act-r39"
  const id = spec.code.toLowerCase() as `qw-${string}`;
  return {
    id,
    engine: 'qualweb',
    code: spec.code,
    impact: spec.impact,
    tags: spec.tags,
    actRules: [spec.actRule],
    helpUrl: `https://www.w3.org/WAI/standards-guidelines/act/rules/${spec.actRule}/`,
    evaluate(facts) {
      const verdicts = facts[spec.code] ?? [];
      if (!Array.isArray(verdicts)) return [notCheckedVerdict(`QualWeb: ${verdicts.error}`)];
      return verdicts
        .filter((verdict) => !spec.languageTextOnly || verdict.hasLetters)
        .map(({ selector, html, outcome, resultCode }) => ({
          selector,
          html,
          outcome,
          check: id,
          ...(outcome === 'failed' ? { data: { messageKey: resultCode } } : {}),
        }));
    },
  };
}

/**
 * The QualWeb rules Klarsicht adopts: those that, measured on the W3C ACT cases in our page, find
 * failures axe and our own checks miss, without false alarms (docs/decisions/017-qualweb-second-engine.md).
 */
export const QUALWEB_RULES = [
  // Enhanced contrast also over gradients, which axe leaves for review. (QualWeb's minimum-contrast
  // rule, R37, only warns about gradients: it adds nothing to axe's color-contrast.)
  qualwebRule({
    code: 'QW-ACT-R76',
    actRule: '09o5cg',
    impact: 'serious',
    tags: ['cat.color', 'wcag2aaa', 'wcag146'],
    languageTextOnly: true,
  }),
  // Focusable content under aria-hidden, including elements moved off screen.
  qualwebRule({
    code: 'QW-ACT-R13',
    actRule: '6cfa84',
    impact: 'serious',
    tags: ['cat.aria', 'wcag2a', 'wcag412', 'EN-301-549', 'EN-9.4.1.2'],
  }),
  // Column and row headers without a cell of their own.
  qualwebRule({
    code: 'QW-ACT-R39',
    actRule: 'd0f69e',
    impact: 'serious',
    tags: ['cat.tables', 'wcag2a', 'wcag131', 'EN-301-549', 'EN-9.1.3.1'],
  }),
];
