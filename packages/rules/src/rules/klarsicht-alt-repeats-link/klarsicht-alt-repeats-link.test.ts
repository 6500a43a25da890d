import { describe, expect, it } from 'vitest';
import type { ContentFacts, LinkFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

/** A link with an image: the gatherer reads the first image's alt text and the link's own text. */
function link(imageAlt: string | undefined, ownText: string, changes: Partial<LinkFacts> = {}): LinkFacts {
  const image = imageAlt === undefined ? '' : `<img src="/team.jpg" alt="${imageAlt}"> `;
  return {
    selector: 'a',
    html: `<a href="/team">${image}${ownText}</a>`,
    name: `${imageAlt ?? ''} ${ownText}`.trim(),
    newWindow: false,
    hint: '',
    ...(imageAlt === undefined ? {} : { imageAlt }),
    ownText,
    sameTargetNext: false,
    ...changes,
  };
}

function facts(...links: LinkFacts[]): ContentFacts {
  return { title: 'Über uns', links, images: [], justified: [], smallText: [], abbreviations: [] };
}

describe('klarsicht-alt-repeats-link', () => {
  it('fails an image whose alt text repeats its link’s text, and names the alt text', () => {
    expect(evaluate(facts(link('Unser Team', 'Unser Team', { selector: '#team' })))).toEqual([
      {
        selector: '#team',
        html: '<a href="/team"><img src="/team.jpg" alt="Unser Team"> Unser Team</a>',
        outcome: 'failed',
        check: 'alt-repeats-link',
        data: { alt: 'Unser Team' },
      },
    ]);
  });

  it('compares the texts whatever their case and punctuation', () => {
    expect(evaluate(facts(link('Unser Team:', 'UNSER TEAM')))[0]?.outcome).toBe('failed');
  });

  it('passes an alt text that adds to the link’s text', () => {
    expect(evaluate(facts(link('Gruppenfoto vor der Bibliothek', 'Unser Team')))).toEqual([
      expect.objectContaining({ outcome: 'passed', check: 'alt-repeats-link' }),
    ]);
  });

  it('gives no verdict on an image with an empty alt text, an image link without text, or a link without image', () => {
    expect(
      evaluate(facts(link('', 'Unser Team'), link('Unser Team', ''), link(undefined, 'Unser Team'))),
    ).toEqual([]);
  });
});
