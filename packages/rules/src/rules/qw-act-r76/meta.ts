import type { RuleMeta } from '../../model/rule.js';

/**
 * QualWeb's QW-ACT-R76, adopted: enhanced contrast also over gradients, which axe leaves for
 * review. (QualWeb's minimum-contrast rule, R37, only warns about gradients: it adds nothing to
 * axe's color-contrast.)
 * Measured on the W3C ACT cases in our page, it finds failures axe and our own checks miss, without
 * false alarms (docs/decisions/017-qualweb-second-engine.md).
 */
export const meta: RuleMeta<'qualweb'> = {
  id: 'qw-act-r76',
  engine: 'qualweb',
  artifact: 'qualweb',
  impact: 'serious',
  tags: ['cat.color'],
  requirements: { wcag: ['1.4.6'], act: ['09o5cg'] },
  helpUrl: 'https://www.w3.org/WAI/standards-guidelines/act/rules/09o5cg/',
};
