import type { FocusFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

export function evaluate({ elements, skipped, limit }: FocusFacts): Verdict[] {
  const verdicts: Verdict[] = elements.map(({ selector, html, styled, scripted }) => {
    if (styled) return { selector, html, outcome: 'passed', check: 'focus-visible' };
    return scripted
      ? { selector, html, outcome: 'review', check: 'focus-visible-scripted' }
      : { selector, html, outcome: 'failed', check: 'focus-visible' };
  });
  if (skipped > 0) {
    verdicts.push({
      selector: 'html',
      html: '<html>',
      outcome: 'review',
      check: 'focus-visible-limit',
      data: { limit, skipped },
    });
  }
  return verdicts;
}
