import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format-date';
import { dueDayMoment } from './notification-text';

describe('notification texts', () => {
  it('show a due day as that day, whatever the time zone', () => {
    expect(formatDate(dueDayMoment('2026-05-12'), 'de')).toBe('12.05.2026');
    expect(formatDate(dueDayMoment('2026-05-12'), 'en')).toBe('May 12, 2026');
  });
});
