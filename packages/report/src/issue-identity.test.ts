import { describe, expect, it } from 'vitest';
import { issueIdentity, selectorShape, stableToken, startTagShape, wordsOf } from './issue-identity.js';

const same = (
  a: { selector: string; html: string },
  b: { selector: string; html: string },
  rule = 'image-alt',
) => issueIdentity(rule, a) === issueIdentity(rule, b);

describe('the identity of an issue', () => {
  const link = {
    selector: 'nav > ul > li:nth-child(3) > a',
    html: '<a class="nav-link active" href="/kontakt">Kontakt</a>',
  };

  it('keeps through a class reorder', () => {
    expect(same(link, { ...link, html: '<a class="active nav-link" href="/kontakt">Kontakt</a>' })).toBe(
      true,
    );
  });

  it('keeps when a new sibling moves the element down the list', () => {
    expect(same(link, { ...link, selector: 'nav > ul > li:nth-child(4) > a' })).toBe(true);
  });

  it('keeps through attribute order, whitespace, a nonce and inline style', () => {
    expect(
      same(link, {
        ...link,
        html: '<a  href="/kontakt" style="color: red" nonce="abc" class="nav-link  active">Kontakt</a>',
      }),
    ).toBe(true);
  });

  it('keeps when a number in the text changes (a date, a counter)', () => {
    const counter = { selector: '.cart', html: '<span class="cart">3 Artikel</span>' };
    expect(
      same(counter, { ...counter, html: '<span class="cart">12 Artikel</span>' }, 'color-contrast'),
    ).toBe(true);
  });

  it('keeps when a build renames a generated class or id', () => {
    const card = {
      selector: '#card-48213 > .css-1x2y3z',
      html: '<div class="css-1x2y3z card">Angebot</div>',
    };
    expect(
      same(card, {
        selector: '#card-90311 > .css-9q8w7e',
        html: '<div class="card css-9q8w7e">Angebot</div>',
      }),
    ).toBe(true);
  });

  it('breaks for another element: another address, another tag, other words', () => {
    expect(same(link, { ...link, html: '<a class="nav-link active" href="/impressum">Kontakt</a>' })).toBe(
      false,
    );
    expect(same(link, { ...link, html: '<button class="nav-link active">Kontakt</button>' })).toBe(false);
    expect(same(link, { ...link, html: '<a class="nav-link active" href="/kontakt">Impressum</a>' })).toBe(
      false,
    );
  });

  it('breaks when the element moves elsewhere in the structure, or for another rule', () => {
    expect(same(link, { ...link, selector: 'footer > ul > li:nth-child(3) > a' })).toBe(false);
    expect(issueIdentity('link-name', link)).not.toBe(issueIdentity('color-contrast', link));
  });

  it('keeps two paragraphs of one container apart by their words', () => {
    const first = { selector: 'main > p', html: '<p class="lead">Willkommen bei uns</p>' };
    const second = { selector: 'main > p', html: '<p class="lead">Unsere Öffnungszeiten</p>' };
    expect(same(first, second, 'color-contrast')).toBe(false);
  });

  it('is the rule alone for a finding about the whole page', () => {
    expect(issueIdentity('document-title', { selector: '', html: '' })).toBe('document-title');
  });
});

describe('the parts of the identity', () => {
  it('reduces generated tokens to their prefix and leaves readable ones', () => {
    expect(stableToken('ember1234')).toBe('ember');
    expect(stableToken('item-12345')).toBe('item');
    expect(stableToken('css-1x2y3z')).toBe('css');
    expect(stableToken('nav-link')).toBe('nav-link');
    expect(stableToken('h2')).toBe('h2');
  });

  it('drops positions from a selector and keeps frames and shadow roots', () => {
    expect(selectorShape('iframe#pay >>> form > div:nth-of-type(2) >  input')).toBe(
      'iframe#pay >>> form > div > input',
    );
    expect(selectorShape('ul>li:nth-last-child(1)')).toBe('ul > li');
  });

  it('reads a start tag whatever the quoting, and a snippet that is no tag as it is', () => {
    expect(startTagShape(`<IMG src='a.png' alt class=x>`)).toBe('img alt="" class="x" src="a.png"');
    expect(startTagShape('  plain text ')).toBe('plain text');
  });

  it('takes the words of a snippet without tags, scripts, entities or digits', () => {
    expect(wordsOf('<div>Heute&nbsp;<b>14</b> Uhr<script>var x = 1</script></div>')).toBe('Heute Uhr');
    expect(wordsOf(`<p>${'a'.repeat(100)}</p>`)).toHaveLength(60);
  });
});
