import { describe, expect, it } from 'vitest';
import { fill, fillPlural, placeholdersOf } from './fill.js';

describe('fill', () => {
  it('puts each value in its place, and nothing where a value is missing', () => {
    expect(fill('{count} Seiten von {site}', { count: 3, site: 'shop.example' })).toBe(
      '3 Seiten von shop.example',
    );
    expect(fill('Seite {page} von {pages}', { page: 2 })).toBe('Seite 2 von ');
    expect(fill('Keine Platzhalter')).toBe('Keine Platzhalter');
  });

  it('writes numbers, lengths and ratios as German writes them, and English as it was given', () => {
    const values = { ratio: '4.5:1', size: '10.5pt (14px)', contrast: 1.91, list: ['a', 'b'] };
    expect(fill('{ratio}; {size}; {contrast}; {list}', values, 'de')).toBe(
      '4,5\u00a0:\u00a01; 10,5\u00a0pt (14\u00a0px); 1,91; a, b',
    );
    expect(fill('{ratio}; {size}; {contrast}; {list}', values, 'en')).toBe(
      '4.5:1; 10.5pt (14px); 1.91; a, b',
    );
  });

  it('picks the singular or the plural form by the count', () => {
    const pages = { one: '{count} Seite in {site}', other: '{count} Seiten in {site}' };
    expect(fillPlural(pages, 1, { site: 'A' })).toBe('1 Seite in A');
    expect(fillPlural(pages, 4, { site: 'A' })).toBe('4 Seiten in A');
  });

  it('names the placeholders of a template', () => {
    expect(placeholdersOf('{a} und {b}, wieder {a}')).toEqual(['a', 'b']);
  });
});
