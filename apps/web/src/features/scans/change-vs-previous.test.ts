import type { ScanListItem } from '@klarsicht/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/scans.json';
import en from '../../i18n/locales/en/scans.json';
import { changeMessage, changeVsPrevious } from './change-vs-previous';

const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
const summary = (violations: number) => ({
  violations,
  passes: 0,
  incomplete: 0,
  inapplicable: 0,
  bestPractices: 0,
  byImpact,
});
const previous = (violations: number) => ({ id: 'p', violations, byImpact });

function scan(overrides: Partial<Pick<ScanListItem, 'status' | 'summary' | 'previous'>>) {
  return { status: 'succeeded' as const, summary: summary(5), previous: null, ...overrides };
}

describe('changeVsPrevious', () => {
  it('counts fewer and more violations than the previous scan', () => {
    expect(changeVsPrevious(scan({ summary: summary(2), previous: previous(5) }))).toEqual({
      kind: 'fewer',
      count: 3,
    });
    expect(changeVsPrevious(scan({ summary: summary(7), previous: previous(5) }))).toEqual({
      kind: 'more',
      count: 2,
    });
    expect(changeVsPrevious(scan({ summary: summary(5), previous: previous(5) }))).toEqual({ kind: 'same' });
  });

  it('says there is nothing to compare when the server found no earlier scan of the same kind', () => {
    expect(changeVsPrevious(scan({ previous: null }))).toEqual({ kind: 'noEarlier' });
  });

  it('says nothing for unfinished or failed scans, or when the server gave no previous', () => {
    expect(changeVsPrevious(scan({ status: 'running', previous: previous(1) }))).toEqual({ kind: 'none' });
    expect(changeVsPrevious(scan({ status: 'failed', previous: previous(1) }))).toEqual({ kind: 'none' });
    expect(changeVsPrevious({ status: 'succeeded', summary: summary(1) })).toEqual({ kind: 'none' });
  });
});

describe('the change in words', () => {
  const translator = async (language: 'de' | 'en') => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { de: { scans: de }, en: { scans: en } },
      ns: ['scans'],
    });
    return (item: Pick<ScanListItem, 'status' | 'summary' | 'previous'>) => {
      const { key, count } = changeMessage(changeVsPrevious(item));
      return instance.t(key, { ns: 'scans', ...(count === undefined ? {} : { count }) });
    };
  };

  it('never calls a scan "the first" of its site, only says there is no earlier comparable scan', async () => {
    // A single-page scan after a whole-site scan of the same site: the server sends previous: null.
    expect((await translator('de'))(scan({ previous: null }))).toBe('Kein früherer Scan zum Vergleich');
    expect((await translator('en'))(scan({ previous: null }))).toBe('No earlier scan to compare');
  });

  it('names the comparison and the count in both languages', async () => {
    const fewer = scan({ summary: summary(1), previous: previous(17) });
    expect((await translator('de'))(fewer)).toBe('16 Verstöße weniger als beim vorigen vergleichbaren Scan');
    expect((await translator('en'))(fewer)).toBe('16 violations fewer than the previous comparable scan');
    const oneMore = scan({ summary: summary(6), previous: previous(5) });
    expect((await translator('de'))(oneMore)).toBe('1 Verstoß mehr als beim vorigen vergleichbaren Scan');
  });
});
