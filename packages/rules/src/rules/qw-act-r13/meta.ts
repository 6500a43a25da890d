import type { RuleMeta } from '../../model/rule.js';

/**
 * QualWeb's QW-ACT-R13, adopted: focusable content under aria-hidden, including elements moved off screen.
 * Measured on the W3C ACT cases in our page, it finds failures axe and our own checks miss, without
 * false alarms (docs/decisions/017-qualweb-second-engine.md).
 */
export const meta: RuleMeta<'qualweb'> = {
  id: 'qw-act-r13',
  engine: 'qualweb',
  artifact: 'qualweb',
  impact: 'serious',
  tags: ['cat.aria'],
  requirements: { wcag: ['4.1.2'], act: ['6cfa84'] },
  helpUrl: 'https://www.w3.org/WAI/standards-guidelines/act/rules/6cfa84/',
};
