import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice: the charged currency in the interface language’s number format', () => {
  it('writes euros the German way in German', () => {
    expect(formatPrice(1500, 'eur', 'de')).toBe('15,00\u00a0€');
    expect(formatPrice(5000, 'EUR', 'de')).toBe('50,00\u00a0€');
    expect(formatPrice(123456, 'eur', 'de')).toBe('1.234,56\u00a0€');
  });

  it('writes euros the English way in English, never as dollars (a German subscription read in English)', () => {
    expect(formatPrice(1500, 'eur', 'en')).toBe('€15.00');
    expect(formatPrice(5000, 'EUR', 'en')).toBe('€50.00');
    expect(formatPrice(123456, 'eur', 'en')).toBe('€1,234.56');
  });

  it('writes US dollars with the plain dollar sign in English, and the German way in German', () => {
    expect(formatPrice(1500, 'usd', 'en')).toBe('$15.00');
    expect(formatPrice(4000, 'USD', 'en')).toBe('$40.00');
    expect(formatPrice(4000, 'usd', 'de')).toBe('40,00\u00a0$');
  });
});
