import { describe, expect, it } from 'vitest';
import type { ContentFacts, ImageFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function image(alt: string, changes: Partial<ImageFacts> = {}): ImageFacts {
  return { selector: 'img', html: `<img src="/bild.jpg" alt="${alt}">`, alt, title: '', ...changes };
}

function facts(...images: ImageFacts[]): ContentFacts {
  return { title: 'Unser Lesesaal', links: [], images, justified: [], smallText: [], abbreviations: [] };
}

const outcomes = (...alts: string[]) =>
  evaluate(facts(...alts.map((alt) => image(alt)))).map(
    (verdict) => `${verdict.outcome}:${verdict.data?.alt}`,
  );

describe('klarsicht-image-alt-filename', () => {
  it('fails an image whose alt text is its file name, and names the alt text', () => {
    expect(evaluate(facts(image('IMG_2041.jpg', { selector: '#foto' })))).toEqual([
      {
        selector: '#foto',
        html: '<img src="/bild.jpg" alt="IMG_2041.jpg">',
        outcome: 'failed',
        check: 'alt-file-name',
        data: { alt: 'IMG_2041.jpg' },
      },
    ]);
  });

  it('knows file names with an image extension and the names cameras and phones give', () => {
    expect(
      outcomes('hero-banner.png', 'Lesesaal.WEBP', 'DSC01234', 'PXL_20240312_101500', 'Screenshot_2024'),
    ).toEqual([
      'failed:hero-banner.png',
      'failed:Lesesaal.WEBP',
      'failed:DSC01234',
      'failed:PXL_20240312_101500',
      'failed:Screenshot_2024',
    ]);
  });

  it('passes an alt text that describes the image, under the same check', () => {
    expect(evaluate(facts(image('Lesesaal der Bibliothek im Abendlicht')))).toEqual([
      expect.objectContaining({ outcome: 'passed', check: 'alt-file-name' }),
    ]);
  });

  it('passes words that only resemble a file name: a sentence, a single digit, another extension', () => {
    expect(outcomes('Foto vom Sommerfest 2024', 'Bild 1', 'Jahresbericht.pdf')).toEqual([
      'passed:Foto vom Sommerfest 2024',
      'passed:Bild 1',
      'passed:Jahresbericht.pdf',
    ]);
  });

  it('gives no verdict on a page without images with alt text', () => {
    expect(evaluate(facts())).toEqual([]);
  });
});
