import { describe, expect, it } from 'vitest';
import { type DocumentPart, documentPartOf, documentPartSelector } from './document-part.js';

describe('document parts', () => {
  it('are written as PDF names and read back', () => {
    const parts: DocumentPart[] = [
      { kind: 'catalog' },
      { kind: 'info' },
      { kind: 'page', page: 3 },
      { kind: 'field', name: 'Name (Pflicht) \\ Vorname' },
    ];
    for (const part of parts) expect(documentPartOf(documentPartSelector(part))).toEqual(part);
    expect(documentPartSelector({ kind: 'field', name: 'a(b)' })).toBe('/AcroForm (a\\(b\\))');
  });

  it('are not what a web page’s selectors are', () => {
    for (const selector of ['html', '#main > img', '/Page 0', '/Rooted', 'img[alt="/Root"]']) {
      expect(documentPartOf(selector), selector).toBeUndefined();
    }
  });
});
