import type { RuleMeta } from '../../model/rule.js';

/**
 * QualWeb's QW-ACT-R39, adopted: column and row headers without a cell of their own.
 * Measured on the W3C ACT cases in our page, it finds failures axe and our own checks miss, without
 * false alarms (docs/decisions/017-qualweb-second-engine.md).
 */
export const meta: RuleMeta<'qualweb'> = {
  id: 'qw-act-r39',
  engine: 'qualweb',
  artifact: 'qualweb',
  impact: 'serious',
  tags: ['cat.tables'],
  requirements: { wcag: ['1.3.1'], act: ['d0f69e'] },
  helpUrl: 'https://www.w3.org/WAI/standards-guidelines/act/rules/d0f69e/',
};
