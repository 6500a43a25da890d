import type { LanguageFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { judge } from '../../shared/language-verdict.js';

export function evaluate(facts: LanguageFacts): Verdict[] {
  const verdict = judge(facts.page, facts.page.lang, facts.text, 'page-language');
  return verdict ? [verdict] : [];
}
