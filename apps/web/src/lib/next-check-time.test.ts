import { describe, expect, it } from 'vitest';
import { nextCheckTime, timeLocale } from './next-check-time';

// Local time, as the browser shows it: the test does not depend on the machine's time zone.
const now = new Date(2026, 10, 23, 13, 44, 10);

describe('nextCheckTime: when the next free check is possible, in the user’s language and clock', () => {
  it('says the German clock time and the minutes until then', () => {
    expect(nextCheckTime(48 * 60, now, 'de')).toEqual({
      time: '14:32',
      date: null,
      relative: 'in 48 Minuten',
    });
  });

  it('says it in English with a British or an American clock, as the browser has it', () => {
    expect(nextCheckTime(48 * 60, now, 'en')).toEqual({
      time: '14:32',
      date: null,
      relative: 'in 48 minutes',
    });
    expect(nextCheckTime(48 * 60, now, 'en', ['en-US', 'de-DE']).time).toMatch(/^2:32\sPM$/);
  });

  it('rounds a wait of seconds up to one minute, never "in 0 minutes"', () => {
    expect(nextCheckTime(5, now, 'de').relative).toBe('in 1 Minute');
    expect(nextCheckTime(61, now, 'en').relative).toBe('in 2 minutes');
  });

  it('counts long waits in hours and names the day when it is not today', () => {
    const later = nextCheckTime(20 * 3600, now, 'de');
    expect(later.relative).toBe('in 20 Stunden');
    expect(later.time).toBe('09:44');
    expect(later.date).toBe('24.11.2026');
  });
});

describe('timeLocale', () => {
  it('takes the browser’s locale only when it speaks the interface language', () => {
    expect(timeLocale('en', ['de-DE', 'en-US'])).toBe('en-US');
    expect(timeLocale('de', ['en-US'])).toBe('de-DE');
    expect(timeLocale('de', ['de-AT'])).toBe('de-AT');
    expect(timeLocale('en', [])).toBe('en-GB');
  });
});
