import { MONITOR_MAX_INTERVAL_MINUTES, MONITOR_MIN_INTERVAL_MINUTES } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  INTERVAL_PRESETS,
  intervalWords,
  MAX_INTERVAL_MINUTES,
  MIN_INTERVAL_MINUTES,
  parseCustomMinutes,
} from './interval';

describe('monitoring intervals', () => {
  it('use the same bounds as the API', () => {
    expect(MIN_INTERVAL_MINUTES).toBe(MONITOR_MIN_INTERVAL_MINUTES);
    expect(MAX_INTERVAL_MINUTES).toBe(MONITOR_MAX_INTERVAL_MINUTES);
    expect(INTERVAL_PRESETS.monthly).toBe(MONITOR_MAX_INTERVAL_MINUTES);
  });

  it('name the presets and put other intervals in their largest whole unit', () => {
    expect(intervalWords(1_440)).toEqual({ key: 'daily' });
    expect(intervalWords(10_080)).toEqual({ key: 'weekly' });
    expect(intervalWords(20_160)).toEqual({ key: 'biweekly' });
    expect(intervalWords(43_200)).toEqual({ key: 'monthly' });
    expect(intervalWords(60)).toEqual({ key: 'hourly' });
    expect(intervalWords(3 * 1_440)).toEqual({ key: 'everyDays', count: 3 });
    expect(intervalWords(360)).toEqual({ key: 'everyHours', count: 6 });
    expect(intervalWords(90)).toEqual({ key: 'everyMinutes', count: 90 });
  });

  it('match an interval to its preset, or custom', () => {
    expect(choiceOf(10_080)).toBe('weekly');
    expect(choiceOf(1_440)).toBe('daily');
    expect(choiceOf(720)).toBe('custom');
  });

  it('accept custom minutes only as whole numbers within 60…43200', () => {
    expect(parseCustomMinutes(' 60 ')).toBe(60);
    expect(parseCustomMinutes('43200')).toBe(43_200);
    for (const text of ['59', '43201', '', '1.5', '-60', '2e3', 'abc']) {
      expect(parseCustomMinutes(text), text).toBeNull();
    }
  });
});
