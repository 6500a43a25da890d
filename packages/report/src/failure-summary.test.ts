import { describe, expect, it } from 'vitest';
import { failureSummaryParts, formatFailureSummary } from './failure-summary.js';

describe('failure summaries', () => {
  it('are written in axe’s layout and read back as headers with lists', () => {
    const parts = [
      { header: 'Beheben Sie alle folgenden Punkte:', items: ['Das Element hat kein alt-Attribut.'] },
      {
        header: 'Beheben Sie mindestens einen der folgenden Punkte:',
        items: ['Das Element hat kein title-Attribut.', 'aria-label fehlt oder ist leer.'],
      },
    ];
    const text = formatFailureSummary(parts)!;
    expect(text).toBe(
      'Beheben Sie alle folgenden Punkte:\n  Das Element hat kein alt-Attribut.\n\nBeheben Sie mindestens einen der folgenden Punkte:\n  Das Element hat kein title-Attribut.\n  aria-label fehlt oder ist leer.',
    );
    expect(failureSummaryParts(text)).toEqual(parts);
    expect(formatFailureSummary([{ header: 'Fix any of the following:', items: [] }])).toBeUndefined();
  });

  it('reads axe’s own English summaries and free text', () => {
    expect(
      failureSummaryParts(
        'Fix any of the following:\n  Element does not have an alt attribute\n  aria-label attribute does not exist or is empty',
      ),
    ).toEqual([
      {
        header: 'Fix any of the following:',
        items: ['Element does not have an alt attribute', 'aria-label attribute does not exist or is empty'],
      },
    ]);
    expect(failureSummaryParts('Check the contrast by hand')).toEqual([
      { header: '', items: ['Check the contrast by hand'] },
    ]);
    expect(failureSummaryParts('One line\nand another')).toEqual([
      { header: '', items: ['One line', 'and another'] },
    ]);
    expect(failureSummaryParts('')).toEqual([]);
  });
});
