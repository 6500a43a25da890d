import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

// Noon UTC: the same calendar day in every time zone a test machine might have.
const NOON = '2026-11-22T12:00:00.000Z';

describe('dates as people read them', () => {
  it('writes the day in the language given', () => {
    expect(formatDate(NOON, 'de')).toBe('22.11.2026');
    expect(formatDate(NOON, 'en')).toBe('Nov 22, 2026');
    expect(formatDate(NOON, 'de', 'long')).toBe('22. November 2026');
  });

  it('adds the time for a moment', () => {
    expect(formatDateTime(NOON, 'de')).toMatch(/^22\.11\.2026, \d{2}:\d{2}$/);
  });

  it('shows what is no date as it came, rather than "Invalid Date"', () => {
    expect(formatDateTime('not a date', 'de')).toBe('not a date');
  });
});
