import { qualwebCode, rulesReading } from '@klarsicht/rules/evaluate';
import type { BrowserCheckFamily } from '../browser-check-family.js';
import { runQualwebRules } from './gather-qualweb.js';
import { qualwebScript } from './qualweb-script.js';

/** QualWeb, the second engine, in the same page as axe: its script once, then the rules we adopt. */
export const QUALWEB_CHECKS: BrowserCheckFamily<'qualweb'> = {
  name: 'qualweb',
  timeoutMs: 10_000,
  async gather(page) {
    await page.evaluate(qualwebScript());
    return page.evaluate(
      runQualwebRules,
      rulesReading('qualweb').map((rule) => qualwebCode(rule.id)),
    );
  },
  artifact: 'qualweb',
};
