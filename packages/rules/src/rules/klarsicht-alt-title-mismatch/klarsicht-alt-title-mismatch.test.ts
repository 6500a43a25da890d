import { describe, expect, it } from 'vitest';
import type { ContentFacts, ImageFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function image(alt: string, title: string, selector = 'img'): ImageFacts {
  return { selector, html: `<img src="/rathaus.jpg" alt="${alt}" title="${title}">`, alt, title };
}

function facts(...images: ImageFacts[]): ContentFacts {
  return { title: 'Das Rathaus', links: [], images, justified: [], smallText: [], abbreviations: [] };
}

describe('klarsicht-alt-title-mismatch', () => {
  it('leaves an image whose alt text and title say different things to a person, naming both', () => {
    expect(evaluate(facts(image('Das Rathaus am Markt', 'Foto: Stadtarchiv', '#rathaus')))).toEqual([
      {
        selector: '#rathaus',
        html: '<img src="/rathaus.jpg" alt="Das Rathaus am Markt" title="Foto: Stadtarchiv">',
        outcome: 'review',
        check: 'alt-title-mismatch',
        data: { alt: 'Das Rathaus am Markt', title: 'Foto: Stadtarchiv' },
      },
    ]);
  });

  it('gives no verdict on an image whose title says what its alt text says, whatever case and punctuation', () => {
    expect(evaluate(facts(image('Das Rathaus am Markt', 'Das Rathaus am Markt.')))).toEqual([]);
    expect(evaluate(facts(image('Das Rathaus am Markt', 'DAS RATHAUS – AM MARKT')))).toEqual([]);
  });

  it('gives no verdict on an image without a title: it never passes one', () => {
    expect(evaluate(facts(image('Das Rathaus am Markt', '')))).toEqual([]);
  });
});
