import type { LayoutFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

export function evaluate({ reflow }: LayoutFacts): Verdict[] {
  if (!reflow.overflows) return [{ selector: 'html', html: '<html>', outcome: 'passed', check: 'reflow' }];
  return reflow.culprits.map(
    ({ selector, html, exempt }): Verdict =>
      exempt
        ? { selector, html, outcome: 'review', check: 'reflow-two-dimensional' }
        : { selector, html, outcome: 'failed', check: 'reflow' },
  );
}
