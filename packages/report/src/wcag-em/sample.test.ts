import { describe, expect, it } from 'vitest';
import type { PageFeature } from '../page-features.js';
import { addressPattern, drawRandomSample, proposeStructuredSample, type ScannedPage } from './sample.js';

const site = 'https://shop.example';
const page = (path: string, options: { title?: string; features?: PageFeature[]; pdf?: boolean } = {}) =>
  ({
    url: `${site}${path}`,
    title: options.title ?? null,
    features: options.features ?? [],
    kind: options.pdf ? 'document' : 'page',
  }) satisfies ScannedPage;

describe('pages with the same address pattern', () => {
  it('share a path but for segments that look like ids, dates or slugs', () => {
    expect(addressPattern(`${site}/produkte/1234-rote-sneaker`)).toBe('/produkte/*');
    expect(addressPattern(`${site}/produkte/5678-blaue-jacke/`)).toBe('/produkte/*');
    expect(addressPattern(`${site}/blog/2024/05/mein-erster-artikel`)).toBe('/blog/*/*/*');
    expect(addressPattern(`${site}/news/2024-05-01`)).toBe('/news/*');
    expect(addressPattern(`${site}/shop/p12345.html`)).toBe('/shop/*');
    expect(addressPattern(`${site}/suche?q=schuhe&seite=2#treffer`)).toBe('/suche?q&seite');
  });

  it('keep names of one or two words, so unique pages stay apart', () => {
    expect(addressPattern(`${site}/ueber-uns`)).toBe('/ueber-uns');
    expect(addressPattern(`${site}/damen/Schuhe`)).toBe('/damen/schuhe');
    expect(addressPattern(`${site}/`)).toBe('/');
    expect(addressPattern('mailto:info@shop.example')).toBeNull();
  });
});

describe('the proposed structured sample', () => {
  const pages: ScannedPage[] = [
    page('/', { title: 'Beispiel-Shop' }),
    page('/impressum', { title: 'Impressum' }),
    page('/produkte/1234-rote-sneaker', { title: 'Rote Sneaker' }),
    page('/kontakt', { title: 'Kontakt', features: ['forms'] }),
    page('/produkte/5678-blaue-jacke', { title: 'Blaue Jacke' }),
    page('/erklaerung-zur-barrierefreiheit', { title: 'Erklärung zur Barrierefreiheit' }),
    page('/konto/anmelden', { title: 'Anmelden', features: ['forms', 'sign-in'] }),
    page('/blog/2024/05/mein-erster-artikel'),
    page('/blog/2023/11/noch-ein-artikel'),
    page('/ueber-uns'),
    page('/datenschutz'),
    page('/preise.pdf', { title: 'Preisliste', pdf: true }),
    page('/agb.pdf', { pdf: true }),
  ];

  it('takes the start page, contact, statement, sign-in, one page per address pattern and a PDF, in that order', () => {
    expect(proposeStructuredSample(pages).map(({ url, reason }) => [url.slice(site.length), reason])).toEqual(
      [
        ['/', 'home'],
        ['/kontakt', 'contact'],
        ['/erklaerung-zur-barrierefreiheit', 'statement'],
        ['/konto/anmelden', 'sign-in'],
        ['/produkte/1234-rote-sneaker', 'template'],
        ['/blog/2024/05/mein-erster-artikel', 'template'],
        ['/preise.pdf', 'document'],
      ],
    );
    expect(proposeStructuredSample(pages)[0]).toEqual({
      url: `${site}/`,
      title: 'Beispiel-Shop',
      reason: 'home',
      sample: 'structured',
    });
  });

  it('does not take an imprint for the contact page, and finds contact and statement by their titles', () => {
    const reasons = (list: ScannedPage[]) => proposeStructuredSample(list).map((entry) => entry.reason);
    expect(reasons([page('/'), page('/impressum', { title: 'Impressum' })])).toEqual(['home']);
    expect(
      proposeStructuredSample([
        page('/'),
        page('/schreiben-sie-uns', { title: 'Contact us' }),
        page('/a11y', { title: 'Accessibility statement' }),
      ]).map((entry) => [entry.url.slice(site.length), entry.reason]),
    ).toEqual([
      ['/', 'home'],
      ['/schreiben-sie-uns', 'contact'],
      ['/a11y', 'statement'],
    ]);
  });

  it('takes each page once, and a group one of whose pages is in already adds none', () => {
    const proposal = proposeStructuredSample([
      page('/', { features: ['sign-in'] }),
      page('/news/1', { features: ['sign-in'] }),
      page('/news/2'),
    ]);
    expect(proposal.map((entry) => [entry.url.slice(site.length), entry.reason])).toEqual([
      ['/', 'home'],
      ['/news/1', 'sign-in'],
    ]);
  });

  it('starts with the first page where the site has no page at its root, and proposes nothing for nothing', () => {
    expect(proposeStructuredSample([page('/de/start'), page('/de/kontakt')])[0]?.url).toBe(
      `${site}/de/start`,
    );
    expect(proposeStructuredSample([])).toEqual([]);
  });
});

describe('the random sample', () => {
  const candidates = Array.from({ length: 40 }, (_, index) => page(`/seite-${index}`));
  const structured = Array.from({ length: 11 }, (_, index) => ({ url: `${site}/fest/${index}` }));

  it('draws at least 10 % of the structured sample, rounded up, from pages outside it', () => {
    const drawn = drawRandomSample(
      [...candidates, ...structured.map((entry) => page(entry.url.slice(site.length)))],
      structured,
      'abc',
    );
    expect(drawn).toHaveLength(2);
    for (const entry of drawn) {
      expect(entry).toMatchObject({ reason: 'other', sample: 'random' });
      expect(structured.map((fixed) => fixed.url)).not.toContain(entry.url);
    }
    expect(new Set(drawn.map((entry) => entry.url)).size).toBe(2);
    expect(drawRandomSample(candidates, structured.slice(0, 10), 'abc')).toHaveLength(1);
    const large = Array.from({ length: 21 }, (_, index) => ({ url: `${site}/gross/${index}` }));
    expect(drawRandomSample(candidates, large, 'abc')).toHaveLength(3);
  });

  it('draws one page while there are candidates, even for an empty structured sample, and none without', () => {
    expect(drawRandomSample(candidates, [], 'x')).toHaveLength(1);
    expect(
      drawRandomSample([page('/nur'), page('/preise.pdf', { pdf: true })], [{ url: `${site}/nur` }], 'x'),
    ).toEqual([]);
  });

  it('is the same draw for the same pages and seed, in whatever order the scan found them', () => {
    const first = drawRandomSample(candidates, structured, '5f1c2a9e');
    expect(drawRandomSample([...candidates].reverse(), structured, '5f1c2a9e')).toEqual(first);
    const draws = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        drawRandomSample(candidates, structured, `seed-${seed}`)
          .map((entry) => entry.url)
          .join(' '),
      ),
    );
    expect(draws.size).toBeGreaterThan(10);
  });
});
