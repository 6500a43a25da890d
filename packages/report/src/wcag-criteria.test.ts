import { describe, expect, it } from 'vitest';
import { criterionTitle, findCriterion, WCAG_CRITERIA } from './wcag-criteria.js';
import { WCAG_TITLES_DE } from './wcag-titles-de.js';

describe('WCAG criteria table', () => {
  it('holds the 86 criteria of WCAG 2.2 plus the obsolete 4.1.1', () => {
    expect(WCAG_CRITERIA).toHaveLength(87);
    expect(WCAG_CRITERIA.filter((criterion) => !criterion.obsoleteInWcag22)).toHaveLength(86);
    expect(findCriterion('4.1.1')).toMatchObject({ title: 'Parsing', level: 'A', obsoleteInWcag22: true });
    expect(new Set(WCAG_CRITERIA.map((criterion) => criterion.id)).size).toBe(87);
  });

  it('counts per version and level match WCAG 2.0 (61), 2.1 (+17) and 2.2 (+9)', () => {
    const byVersion = (version: string) => WCAG_CRITERIA.filter((criterion) => criterion.version === version);
    expect(byVersion('2.0')).toHaveLength(61);
    expect(byVersion('2.1')).toHaveLength(17);
    expect(byVersion('2.2')).toHaveLength(9);
    // WCAG 2.2 A/AA: 31 A + 24 AA, less 4.1.1 → the 55 a WCAG 2.2 AA audit covers.
    const wcag22aa = WCAG_CRITERIA.filter(
      (criterion) => criterion.level !== 'AAA' && !criterion.obsoleteInWcag22,
    );
    expect(wcag22aa).toHaveLength(55);
  });

  it('has the official titles and levels', () => {
    expect(findCriterion('1.4.3')).toMatchObject({
      title: 'Contrast (Minimum)',
      level: 'AA',
      version: '2.0',
    });
    expect(findCriterion('1.4.10')).toMatchObject({ title: 'Reflow', level: 'AA', version: '2.1' });
    expect(findCriterion('2.4.11')).toMatchObject({ title: 'Focus Not Obscured (Minimum)', level: 'AA' });
    expect(findCriterion('2.5.5')).toMatchObject({ title: 'Target Size (Enhanced)', level: 'AAA' });
    expect(findCriterion('2.5.8')).toMatchObject({
      title: 'Target Size (Minimum)',
      level: 'AA',
      version: '2.2',
    });
    expect(findCriterion('3.2.6')).toMatchObject({ title: 'Consistent Help', level: 'A', version: '2.2' });
    expect(findCriterion('4.1.2')).toMatchObject({ title: 'Name, Role, Value', level: 'A', principle: 4 });
  });

  it('gives an EN 301 549 V3.2.1 clause to exactly the 50 WCAG 2.1 A/AA criteria', () => {
    expect(findCriterion('1.1.1')?.en301549).toBe('9.1.1.1');
    expect(findCriterion('1.4.3')?.en301549).toBe('9.1.4.3');
    expect(findCriterion('4.1.1')?.en301549).toBe('9.4.1.1');
    expect(findCriterion('2.5.8')?.en301549).toBeUndefined();
    expect(findCriterion('1.4.6')?.en301549).toBeUndefined();
    expect(WCAG_CRITERIA.filter((criterion) => criterion.en301549)).toHaveLength(50);
  });
});

describe('German criterion titles', () => {
  it('exist for every criterion, differ from the English, and are used for German readers only', () => {
    for (const criterion of WCAG_CRITERIA) {
      expect(WCAG_TITLES_DE[criterion.id], criterion.id).toBeTruthy();
      expect(criterionTitle(criterion, 'en')).toBe(criterion.title);
    }
    expect(Object.keys(WCAG_TITLES_DE).sort()).toEqual(WCAG_CRITERIA.map((criterion) => criterion.id).sort());
    expect(criterionTitle(findCriterion('4.1.2')!, 'de')).toBe('Name, Rolle, Wert');
    expect(criterionTitle(findCriterion('1.1.1')!, 'de')).toBe('Nicht-Text-Inhalt');
  });
});
