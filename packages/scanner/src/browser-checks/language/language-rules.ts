import { iso6393To1 } from 'iso-639-3';
import type { BrowserCheckRule, ElementVerdict } from '../browser-check-rule.js';
import type { ElementRef } from '../page-helpers.js';
import {
  detectLanguage,
  isDetectable,
  languageMatches,
  languageName,
  primarySubtag,
  surelyNotIn,
} from './detect-language.js';
import type { LanguageFacts } from './gather-text.js';

/**
 * WCAG 3.1.1 Language of Page: the root element's `lang` names the language most of the page's text
 * is written in, as detected from that text (only when there is enough of it, and only for
 * languages the detector knows).
 */
export const pageLanguageRule: BrowserCheckRule<LanguageFacts> = {
  id: 'klarsicht-page-language',
  impact: 'serious',
  tags: ['cat.language', 'wcag2a', 'wcag311', 'EN-301-549', 'EN-9.3.1.1'],
  actRules: ['ucwvc8'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/language-of-page.html',
  evaluate(facts) {
    const verdict = judge(facts.page, facts.page.lang, facts.text, 'page-language');
    return verdict ? [verdict] : [];
  },
};

/**
 * WCAG 3.1.2 Language of Parts: an element's own `lang` names the language its text is written in.
 */
export const partLanguageRule: BrowserCheckRule<LanguageFacts> = {
  id: 'klarsicht-part-language',
  impact: 'serious',
  tags: ['cat.language', 'wcag2aa', 'wcag312', 'EN-301-549', 'EN-9.3.1.2'],
  actRules: ['off6ek'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/language-of-parts.html',
  evaluate(facts) {
    return facts.parts.flatMap((part) => judge(part, part.lang, part.text, 'part-language') ?? []);
  },
};

/**
 * A verdict on one scope's text: passed when the text may be in the language `lang` names, failed
 * when it is surely in another, for review when it probably is; none when it cannot be judged. A
 * language the detector does not know is judged only against text unmistakably in another one.
 */
function judge(element: ElementRef, lang: string, text: string, check: string): ElementVerdict | undefined {
  const detected = detectLanguage(text);
  if (!detected) return undefined;
  const { selector, html } = element;
  if (languageMatches(lang, detected)) return { selector, html, outcome: 'passed', check };
  if (!isDetectable(lang) && !detected.unmistakable) return undefined;
  const code = iso6393To1[detected.code] ?? detected.code;
  return {
    selector,
    html,
    outcome: detected.confidence === 'high' || surelyNotIn(lang, detected) ? 'failed' : 'review',
    check,
    data: {
      lang,
      detectedDe: languageName(code, 'de'),
      detectedEn: languageName(code, 'en'),
      declaredDe: languageName(primarySubtag(lang), 'de'),
      declaredEn: languageName(primarySubtag(lang), 'en'),
    },
  };
}
