import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice: the charged currency in the interface language’s number format', () => {
  it('writes euros the German way in German', () => {
    expect(formatPrice(1500, 'eur', 'de')).toBe('15,00\u00a0€');
    expect(formatPrice(5000, 'EUR', 'de')).toBe('50,00\u00a0€');
    expect(formatPrice(123456, 'eur', 'de')).toBe('1.234,56\u00a0€');
  });

  it('writes the same euros the English way in English, never as dollars', () => {
    expect(formatPrice(1500, 'eur', 'en')).toBe('€15.00');
    expect(formatPrice(5000, 'EUR', 'en')).toBe('€50.00');
    expect(formatPrice(123456, 'eur', 'en')).toBe('€1,234.56');
  });

  it('keeps the currency it is given (a provider account in another currency shows that one)', () => {
    expect(formatPrice(4000, 'usd', 'en')).toBe('US$40.00');
    expect(formatPrice(4000, 'usd', 'de')).toBe('40,00\u00a0$');
  });
});
