import { pdfString } from '@klarsicht/report';
import { iso6393 } from 'iso-639-3';
import type { PdfFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';
import { catalogNode } from '../../shared/document-parts.js';

/** ISO 639-1 and 639-3 codes: a BCP 47 primary language subtag must be one of them. */
const LANGUAGE_CODES: ReadonlySet<string> = new Set(
  iso6393.flatMap((language) => [language.iso6393, ...(language.iso6391 ? [language.iso6391] : [])]),
);

/** Whether a /Lang value is a BCP 47 language tag whose language exists ("de", "de-DE", "gsw-CH"). */
export function isValidLanguageTag(tag: string): boolean {
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(tag)) return false;
  return LANGUAGE_CODES.has(tag.split('-')[0]!.toLowerCase());
}

export function evaluate(facts: PdfFacts): Verdict[] {
  const lang = facts.language;
  if (lang === undefined) return [{ ...catalogNode(''), outcome: 'failed', check: 'pdf-language-missing' }];
  const node = catalogNode(`/Lang ${pdfString(lang)}`);
  if (!isValidLanguageTag(lang)) {
    return [{ ...node, outcome: 'failed', check: 'pdf-language-invalid', data: { lang } }];
  }
  return [{ ...node, outcome: 'passed', check: 'pdf-language', data: { lang } }];
}
