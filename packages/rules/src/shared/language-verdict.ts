import { iso6393To1 } from 'iso-639-3';
import type { ElementRef, Verdict } from '../model/rule.js';
import {
  detectLanguage,
  isDetectable,
  languageMatches,
  languageName,
  primarySubtag,
  surelyNotIn,
} from './detect-language.js';

/**
 * A verdict on one scope's text: passed when the text may be in the language `lang` names, failed
 * when it is surely in another, for review when it probably is; none when it cannot be judged. A
 * language the detector does not know is judged only against text unmistakably in another one.
 */
export function judge(element: ElementRef, lang: string, text: string, check: string): Verdict | undefined {
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
