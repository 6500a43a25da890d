import type { QualwebFacts } from '../../artifacts/qualweb.js';
import type { Verdict } from '../../model/rule.js';
import { qualwebVerdicts } from '../../shared/qualweb.js';

export function evaluate(facts: QualwebFacts): Verdict[] {
  return qualwebVerdicts(facts, 'qw-act-r76', { languageTextOnly: true });
}
