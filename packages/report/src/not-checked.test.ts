import { describe, expect, it } from 'vitest';
import {
  notCheckedAcrossPages,
  notCheckedCheckName,
  notCheckedReasonText,
  notCheckedShortText,
  notCheckedText,
} from './not-checked.js';
import { LANGUAGES, NOT_CHECKED_CHECKS, NOT_CHECKED_REASONS } from './report-types.js';

describe('the checks a page did not finish', () => {
  it('are named as people know them, in German and in English', () => {
    expect(notCheckedText({ check: 'keyboard', reason: 'timeout' }, 'de')).toBe(
      'Tastaturbedienung – nicht geprüft: Zeitlimit',
    );
    expect(notCheckedText({ check: 'focus', reason: 'page-stalled' }, 'en')).toBe(
      'Focus visible – not checked: page stopped responding',
    );
    expect(notCheckedShortText({ check: 'zoom', reason: 'error' }, 'de')).toBe(
      'Vergrößern auf 200 %, Textabstände und Umbruch bei 320 px (Fehler)',
    );
  });

  it('have a name and reason text for every code, different in each language', () => {
    for (const check of NOT_CHECKED_CHECKS) {
      const [de, en] = LANGUAGES.map((language) => notCheckedCheckName(check, language));
      expect(de, check).not.toBe('');
      if (check !== 'qualweb') expect(de, check).not.toBe(en);
    }
    for (const reason of NOT_CHECKED_REASONS) {
      expect(notCheckedReasonText(reason, 'de')).not.toBe(notCheckedReasonText(reason, 'en'));
    }
  });

  it('are summed up over a scan: pages concerned, and each check with its reason once, in order met', () => {
    expect(
      notCheckedAcrossPages([
        { notChecked: [{ check: 'keyboard', reason: 'timeout' }] },
        {},
        { notChecked: [] },
        {
          notChecked: [
            { check: 'keyboard', reason: 'timeout' },
            { check: 'focus', reason: 'page-stalled' },
          ],
        },
      ]),
    ).toEqual({
      pages: 2,
      checks: [
        { check: 'keyboard', reason: 'timeout' },
        { check: 'focus', reason: 'page-stalled' },
      ],
    });
  });
});
