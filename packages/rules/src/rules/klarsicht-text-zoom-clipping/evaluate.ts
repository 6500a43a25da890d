import type { LayoutFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { clippingVerdicts } from '../../shared/clipping.js';

export function evaluate(facts: LayoutFacts): Verdict[] {
  return clippingVerdicts(facts.zoom, 'zoom');
}
