import type { LanguageFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { judge } from '../../shared/language-verdict.js';

export function evaluate(facts: LanguageFacts): Verdict[] {
  return facts.parts.flatMap((part) => judge(part, part.lang, part.text, 'part-language') ?? []);
}
