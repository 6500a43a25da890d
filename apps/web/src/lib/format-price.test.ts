import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice (spec §3: amount/100, de-DE currency format, upper-cased code)', () => {
  it('formats euro amounts in minor units', () => {
    expect(formatPrice(1500, 'eur')).toBe('15,00\u00a0€');
    expect(formatPrice(5000, 'EUR')).toBe('50,00\u00a0€');
    expect(formatPrice(123456, 'eur')).toBe('1.234,56\u00a0€');
  });

  it('keeps the German format for dollars too (English shows dollars)', () => {
    expect(formatPrice(4000, 'usd')).toBe('40,00\u00a0$');
  });
});
