import { describe, expect, it } from 'vitest';
import { DocumentRegistry } from './document-registry.js';

const site = 'https://bibliothek.example';

describe('one page per document', () => {
  it('knows a page again by where it ended up, the address it names as canonical, or its HTML', () => {
    const documents = new DocumentRegistry();
    expect(documents.claim(`${site}/`, { finalUrl: `${site}/`, html: '<html>Start</html>' })).toBeUndefined();
    expect(documents.claim(`${site}/start`, { finalUrl: `${site}/` })).toBe(`${site}/`);
    expect(
      documents.claim(`${site}/index.html`, { finalUrl: `${site}/index.html`, html: '<html>Start</html>' }),
    ).toBe(`${site}/`);
    expect(
      documents.claim(`${site}/drucken`, { finalUrl: `${site}/drucken`, canonical: `${site}/`, html: '<p>' }),
    ).toBe(`${site}/`);
  });

  it('lets the page that names a canonical address own it, so the canonical page met later is its alias', () => {
    const documents = new DocumentRegistry();
    const print = `${site}/katalog-druck.html`;
    expect(documents.claim(print, { finalUrl: print, canonical: `${site}/katalog.html` })).toBeUndefined();
    expect(documents.claim(`${site}/katalog.html`, { finalUrl: `${site}/katalog.html` })).toBe(print);
  });

  it('keeps apart what only looks alike: other HTML, a canonical on another site, the same page asked again', () => {
    const documents = new DocumentRegistry();
    expect(
      documents.claim(`${site}/#/a`, { finalUrl: `${site}/#/a`, html: '<main>A</main>' }),
    ).toBeUndefined();
    // A single-page app's routes share one HTML file but render differently.
    expect(
      documents.claim(`${site}/#/b`, { finalUrl: `${site}/#/b`, html: '<main>B</main>' }),
    ).toBeUndefined();
    expect(
      documents.claim(`${site}/kopie`, {
        finalUrl: `${site}/kopie`,
        canonical: 'https://andere.example/#/a',
      }),
    ).toBeUndefined();
    expect(
      documents.claim(`${site}/#/a`, { finalUrl: `${site}/#/a`, html: '<main>A</main>' }),
    ).toBeUndefined();
  });
});
