/**
 * Monitoring intervals: the choices the settings form offers and the words the profile shows.
 * Bounds copied from the contracts (MONITOR_MIN/MAX_INTERVAL_MINUTES) as plain numbers, so this
 * module stays free of zod; a unit test keeps them equal.
 */
export const MIN_INTERVAL_MINUTES = 60;
export const MAX_INTERVAL_MINUTES = 43_200;

const HOUR = 60;
const DAY = 24 * HOUR;

/** The named choices of the settings form, shortest first. */
export const INTERVAL_PRESETS = {
  daily: DAY,
  weekly: 7 * DAY,
  biweekly: 14 * DAY,
  monthly: 30 * DAY,
} as const;
export type IntervalPreset = keyof typeof INTERVAL_PRESETS;
export type IntervalChoice = IntervalPreset | 'custom';

export const INTERVAL_CHOICES: readonly IntervalChoice[] = [
  ...(Object.keys(INTERVAL_PRESETS) as IntervalPreset[]),
  'custom',
];

/** The preset an interval matches, or `custom`. */
export function choiceOf(minutes: number): IntervalChoice {
  const preset = (Object.keys(INTERVAL_PRESETS) as IntervalPreset[]).find(
    (name) => INTERVAL_PRESETS[name] === minutes,
  );
  return preset ?? 'custom';
}

/**
 * An interval in words, as a key under monitoring:interval plus a count: the presets by name
 * ("weekly"), anything else in the largest whole unit ("every 3 days", "every 90 minutes").
 */
export type IntervalWords =
  | { key: IntervalPreset | 'hourly' }
  | { key: 'everyDays' | 'everyHours' | 'everyMinutes'; count: number };

export function intervalWords(minutes: number): IntervalWords {
  const choice = choiceOf(minutes);
  if (choice !== 'custom') return { key: choice };
  if (minutes === HOUR) return { key: 'hourly' };
  if (minutes % DAY === 0) return { key: 'everyDays', count: minutes / DAY };
  if (minutes % HOUR === 0) return { key: 'everyHours', count: minutes / HOUR };
  return { key: 'everyMinutes', count: minutes };
}

/** A custom interval as typed: whole minutes within the bounds, else null. */
export function parseCustomMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= MIN_INTERVAL_MINUTES && minutes <= MAX_INTERVAL_MINUTES ? minutes : null;
}
