import { describe, expect, it } from 'vitest';
import type { ContentFacts, ImageFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function image(alt: string): ImageFacts {
  return { selector: 'img', html: `<img src="/bild.jpg" alt="${alt}">`, alt, title: '' };
}

function facts(...alts: string[]): ContentFacts {
  return {
    title: 'Unser Lesesaal',
    links: [],
    images: alts.map(image),
    justified: [],
    smallText: [],
    abbreviations: [],
  };
}

const outcomes = (...alts: string[]) =>
  evaluate(facts(...alts)).map((verdict) => `${verdict.outcome}:${verdict.data?.words ?? verdict.data?.alt}`);

describe('klarsicht-alt-says-image', () => {
  it('fails an alt text that opens by saying it is an image, and names those words', () => {
    expect(evaluate(facts('Bild vom Lesesaal der Stadtbibliothek'))).toEqual([
      {
        selector: 'img',
        html: '<img src="/bild.jpg" alt="Bild vom Lesesaal der Stadtbibliothek">',
        outcome: 'failed',
        check: 'alt-says-image',
        data: { alt: 'Bild vom Lesesaal der Stadtbibliothek', words: 'Bild vom' },
      },
    ]);
  });

  it('knows the German and English openings, with an article and with a colon', () => {
    expect(
      outcomes(
        'Ein Foto von Kindern beim Sommerfest',
        'Grafik: Besucherzahlen 2024',
        'Abbildung zeigt den Grundriss',
        'Image of a red bicycle',
        'A photo showing the town hall',
        'Picture: our team',
      ),
    ).toEqual([
      'failed:Ein Foto von',
      'failed:Grafik',
      'failed:Abbildung zeigt',
      'failed:Image of',
      'failed:A photo showing',
      'failed:Picture',
    ]);
  });

  it('passes a description, a kind of image that says something, and medium words further in', () => {
    expect(
      outcomes(
        'Lesesaal der Bibliothek im Abendlicht',
        'Screenshot der Einstellungen',
        'Gemälde von Caspar David Friedrich',
        'Abbildung 3: Umsatz je Quartal',
        'Wide photo of a landscape',
        'Bildungszentrum am Markt',
        'Photographer at work',
      ),
    ).toEqual([
      'passed:Lesesaal der Bibliothek im Abendlicht',
      'passed:Screenshot der Einstellungen',
      'passed:Gemälde von Caspar David Friedrich',
      'passed:Abbildung 3: Umsatz je Quartal',
      'passed:Wide photo of a landscape',
      'passed:Bildungszentrum am Markt',
      'passed:Photographer at work',
    ]);
  });

  it('gives no verdict on a page without images with alt text', () => {
    expect(evaluate(facts())).toEqual([]);
  });
});
