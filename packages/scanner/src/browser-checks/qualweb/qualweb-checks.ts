import type { BrowserCheckFamily } from '../browser-check-family.js';
import { type QualwebFacts, runQualwebRules } from './gather-qualweb.js';
import { QUALWEB_RULES } from './qualweb-rules.js';
import { qualwebScript } from './qualweb-script.js';

/** QualWeb, the second engine, in the same page as axe: its script once, then the rules we adopt. */
export const QUALWEB_CHECKS: BrowserCheckFamily<QualwebFacts> = {
  name: 'qualweb',
  timeoutMs: 10_000,
  async gather(page) {
    await page.evaluate(qualwebScript());
    return page.evaluate(
      runQualwebRules,
      QUALWEB_RULES.map((rule) => rule.code),
    );
  },
  rules: QUALWEB_RULES,
};
