import type { ScanListItem } from '@klarsicht/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../i18n/locales/de/scans.json';
import en from '../../i18n/locales/en/scans.json';
import { changeInWords, changeVsPrevious } from './change-vs-previous';

const previous = (added: number, fixed: number) => ({ id: 'p', issues: 5, added, fixed });

function scan(overrides: Partial<Pick<ScanListItem, 'status' | 'previous'>>) {
  return { status: 'succeeded' as const, previous: null, ...overrides };
}

describe('changeVsPrevious', () => {
  it("takes the issues new and fixed since the previous scan, as the result page's overview", () => {
    // Four new and one fixed: a difference of totals (+3) would hide both.
    expect(changeVsPrevious(scan({ previous: previous(4, 1) }))).toEqual({
      kind: 'changed',
      added: 4,
      fixed: 1,
    });
    // As many issues as before, but other ones: still a change.
    expect(changeVsPrevious(scan({ previous: previous(2, 2) }))).toEqual({
      kind: 'changed',
      added: 2,
      fixed: 2,
    });
    expect(changeVsPrevious(scan({ previous: previous(0, 0) }))).toEqual({ kind: 'unchanged' });
  });

  it('says there is nothing to compare when the server found no earlier scan of the same kind', () => {
    expect(changeVsPrevious(scan({ previous: null }))).toEqual({ kind: 'noEarlier' });
  });

  it('says nothing for unfinished or failed scans, or when the server gave no previous', () => {
    expect(changeVsPrevious(scan({ status: 'running', previous: previous(1, 0) }))).toEqual({ kind: 'none' });
    expect(changeVsPrevious(scan({ status: 'failed', previous: previous(1, 0) }))).toEqual({ kind: 'none' });
    expect(changeVsPrevious({ status: 'succeeded' })).toEqual({ kind: 'none' });
  });
});

describe('the change in words', () => {
  const translator = async (language: 'de' | 'en') => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { de: { scans: de }, en: { scans: en } },
      ns: ['scans'],
      defaultNS: 'scans',
    });
    const t = instance.getFixedT(language, 'scans');
    return (item: Pick<ScanListItem, 'status' | 'previous'>) => changeInWords(changeVsPrevious(item), t);
  };

  it('never calls a scan "the first" of its site, only says there is no earlier comparable scan', async () => {
    // A single-page scan after a whole-site scan of the same site: the server sends previous: null.
    expect((await translator('de'))(scan({ previous: null }))).toBe('Kein früherer Scan zum Vergleich');
    expect((await translator('en'))(scan({ previous: null }))).toBe('No earlier scan to compare');
  });

  it("says it in the overview's words in both languages", async () => {
    const changed = scan({ previous: previous(4, 1) });
    expect((await translator('de'))(changed)).toBe(
      'Seit der vorigen vergleichbaren Prüfung: 4 neue Probleme, 1 behobenes.',
    );
    expect((await translator('en'))(changed)).toMatch(
      /^Since the previous comparable check: 4 new issues, 1 fixed/,
    );
    expect((await translator('de'))(scan({ previous: previous(0, 0) }))).toMatch(
      /kein Problem hinzugekommen/,
    );
  });
});
