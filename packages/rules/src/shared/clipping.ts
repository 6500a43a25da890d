import type { ClippingFacts } from '../artifacts/layout.js';
import type { Verdict } from '../model/rule.js';

/**
 * Clipped boxes fail (checks "<prefix>-clipped-height|width"). Text cut short with an ellipsis, or
 * with a link in or beside its box (which may lead to the full text), needs review.
 */
export function clippingVerdicts(facts: ClippingFacts, prefix: 'zoom' | 'spacing'): Verdict[] {
  const verdicts: Verdict[] = facts.clipped.map(({ selector, html, axis, ellipsis, linked }) =>
    (axis === 'x' && ellipsis) || linked
      ? { selector, html, outcome: 'review', check: linked ? `${prefix}-linked` : `${prefix}-ellipsis` }
      : {
          selector,
          html,
          outcome: 'failed',
          check: axis === 'y' ? `${prefix}-clipped-height` : `${prefix}-clipped-width`,
        },
  );
  if (verdicts.length === 0 && facts.candidates > 0) {
    verdicts.push({ selector: 'html', html: '<html>', outcome: 'passed', check: `${prefix}-clipped-height` });
  }
  return verdicts;
}
