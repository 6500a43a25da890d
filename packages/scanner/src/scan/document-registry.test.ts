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

  it('makes a page that names another canonical address its alias, whichever of the two comes first', () => {
    const catalogue = `${site}/katalog.html`;
    const print = `${site}/katalog-druck.html`;
    // The print view first (another tab was slower with the catalogue): still the catalogue's alias.
    const printFirst = new DocumentRegistry();
    expect(printFirst.claim(print, { finalUrl: print, canonical: catalogue, html: '<p>Druck' })).toBe(
      catalogue,
    );
    expect(printFirst.claim(catalogue, { finalUrl: catalogue, html: '<p>Katalog' })).toBeUndefined();
    // The catalogue first: the same outcome.
    const catalogueFirst = new DocumentRegistry();
    expect(catalogueFirst.claim(catalogue, { finalUrl: catalogue, html: '<p>Katalog' })).toBeUndefined();
    expect(catalogueFirst.claim(print, { finalUrl: print, canonical: catalogue, html: '<p>Druck' })).toBe(
      catalogue,
    );
    // A page naming itself (in another spelling) as canonical is its own page.
    expect(
      catalogueFirst.claim(`${site}/de/`, { finalUrl: `${site}/de/`, canonical: `${site}/de` }),
    ).toBeUndefined();
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
