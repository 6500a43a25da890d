import type { ContentFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

/**
 * An alt text's opening words that only say "this is an image": the medium word, with an article
 * before it and, after it, what introduces the subject ("von", "of", "showing") or a colon. Words
 * that tell what kind of image it is (Screenshot, Gemälde, Diagramm, Logo, Karte) say something a
 * screen reader does not, and are left alone; so is a medium word inside a description ("Wide photo
 * of …", "Abbildung 3: …").
 */
const MEDIUM_OPENINGS: readonly RegExp[] = [
  /^(?:(?:ein|das|dieses)\s+)?(?:bild|foto|grafik|abbildung)(?:\s+(?:von|vom|zeigt|mit)\b|\s*:)/i,
  /^(?:(?:an?|the|this)\s+)?(?:image|picture|photo|photograph|graphic)(?:\s+(?:of|showing|shows|with)\b|\s*:)/i,
];

function openingWords(alt: string): string | undefined {
  for (const pattern of MEDIUM_OPENINGS) {
    const match = pattern.exec(alt);
    if (match) return match[0].replace(/\s*:$/, '');
  }
  return undefined;
}

export function evaluate(facts: ContentFacts): Verdict[] {
  return facts.images.map(({ selector, html, alt }) => {
    const words = openingWords(alt);
    return words === undefined
      ? { selector, html, outcome: 'passed', check: 'alt-says-image', data: { alt } }
      : { selector, html, outcome: 'failed', check: 'alt-says-image', data: { alt, words } };
  });
}
