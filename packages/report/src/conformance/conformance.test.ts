import { describe, expect, it } from 'vitest';
import {
  assessConformance,
  decidedBy,
  type ManualResult,
  overallConformance,
  type ScanEvidence,
} from './conformance.js';
import { criteriaOfProfile } from './conformance-targets.js';

const rules = [
  { id: 'image-alt', wcag: [{ id: '1.1.1' }] },
  { id: 'document-title', wcag: [{ id: '2.4.2' }] },
  { id: 'color-contrast', wcag: [{ id: '1.4.3' }] },
];

const scan = (
  violations: Record<string, string[]> = {},
  needsReview: Record<string, string[]> = {},
): ScanEvidence => ({
  violations: new Map(
    Object.entries(violations).map(([id, ids]) => [id, { rules: ids, elements: ids.length * 2 }]),
  ),
  needsReview: new Map(Object.entries(needsReview).map(([id, ids]) => [id, { rules: ids, elements: 1 }])),
});

const manual = (
  criterionId: string,
  outcome: ManualResult['outcome'],
  reopenedAt: string | null = null,
): ManualResult => ({
  criterionId,
  outcome,
  note: null,
  decidedAt: '2026-11-20T10:00:00.000Z',
  reopenedAt,
});

const row = (conformance: ReturnType<typeof assessConformance>, id: string) =>
  conformance.criteria.find((candidate) => candidate.criterion.id === id)!;

describe('criteria of a profile', () => {
  it('covers WCAG 2.1 A/AA (50, with 4.1.1) for BFSG and WCAG 2.2 A/AA (55, without it)', () => {
    expect(criteriaOfProfile('bfsg')).toHaveLength(50);
    expect(criteriaOfProfile('bfsg').map((criterion) => criterion.id)).toContain('4.1.1');
    expect(criteriaOfProfile('wcag22aa')).toHaveLength(55);
    expect(criteriaOfProfile('wcag22aa').map((criterion) => criterion.id)).not.toContain('4.1.1');
    expect(criteriaOfProfile('wcag22aaa')).toHaveLength(86);
  });
});

describe('assessConformance', () => {
  it('never calls a criterion conforming because automation found nothing', () => {
    const conformance = assessConformance({ profile: 'bfsg', rules, scan: scan(), manual: [] });
    expect(row(conformance, '1.1.1')).toMatchObject({ automated: 'none-found', status: 'not-tested' });
    expect(row(conformance, '1.3.3')).toMatchObject({ automated: 'not-automatable', status: 'not-tested' });
    expect(conformance.progress).toEqual({ decided: 0, byPerson: 0, byScan: 0, untested: 50, total: 50 });
    expect(conformance.overall).toBe('not-evaluated');
  });

  it('says "not scanned" for testable criteria while the site has no scan', () => {
    const conformance = assessConformance({ profile: 'bfsg', rules, scan: null, manual: [] });
    expect(row(conformance, '1.1.1').automated).toBe('not-scanned');
    expect(row(conformance, '1.3.3').automated).toBe('not-automatable');
  });

  it('fails a criterion on an automated violation, even one a person passed', () => {
    const conformance = assessConformance({
      profile: 'bfsg',
      rules,
      scan: scan({ '1.1.1': ['image-alt'] }, { '1.4.3': ['color-contrast'] }),
      manual: [manual('1.1.1', 'passed')],
    });
    expect(row(conformance, '1.1.1')).toMatchObject({
      automated: 'violations',
      violations: { rules: ['image-alt'], elements: 2 },
      status: 'does-not-conform',
    });
    expect(row(conformance, '1.4.3')).toMatchObject({
      automated: 'none-found',
      needsReview: { rules: ['color-contrast'] },
      status: 'not-tested',
    });
  });

  it('takes a person’s verdicts; a reopened pass must be decided again', () => {
    const conformance = assessConformance({
      profile: 'bfsg',
      rules,
      scan: scan(),
      manual: [
        manual('1.3.3', 'passed'),
        manual('1.2.1', 'not-applicable'),
        manual('2.4.2', 'failed'),
        manual('1.1.1', 'passed', '2026-11-21T10:00:00.000Z'),
      ],
    });
    expect(row(conformance, '1.3.3').status).toBe('conforms');
    expect(row(conformance, '1.2.1').status).toBe('not-applicable');
    expect(row(conformance, '2.4.2').status).toBe('does-not-conform');
    expect(row(conformance, '1.1.1').status).toBe('not-tested');
    expect(conformance.progress).toEqual({ decided: 3, byPerson: 3, byScan: 0, untested: 47, total: 50 });
    expect(conformance.overall).toBe('partial');
  });
});

describe('progress', () => {
  it('counts what a person decided apart from what the scan alone decided', () => {
    // 8 verdicts by hand, 7 further criteria failed by the scan: not "15 checked by a person".
    const byHand = ['1.3.3', '1.2.1', '2.4.2', '1.4.1', '2.1.1', '2.1.2', '3.3.1', '3.3.2'];
    const failedByScan = ['1.1.1', '1.3.1', '1.4.3', '2.4.4', '3.1.1', '4.1.2', '1.4.11'];
    const conformance = assessConformance({
      profile: 'bfsg',
      rules: [...byHand, ...failedByScan].map((id) => ({ id: `rule-${id}`, wcag: [{ id }] })),
      scan: scan(Object.fromEntries(failedByScan.map((id) => [id, [`rule-${id}`]]))),
      manual: byHand.map((id, index) => manual(id, index % 3 === 0 ? 'failed' : 'passed')),
    });
    expect(conformance.progress).toEqual({ decided: 15, byPerson: 8, byScan: 7, untested: 35, total: 50 });
  });

  it('credits the scan, not the person, with a failure that contradicts their pass', () => {
    const conformance = assessConformance({
      profile: 'bfsg',
      rules,
      scan: scan({ '1.1.1': ['image-alt'], '2.4.2': ['document-title'], '1.4.3': ['color-contrast'] }),
      manual: [
        manual('1.1.1', 'passed', '2026-11-21T10:00:00.000Z'),
        manual('1.4.3', 'passed'),
        manual('2.4.2', 'failed'),
      ],
    });
    expect(decidedBy(row(conformance, '1.1.1'))).toBe('scan');
    expect(decidedBy(row(conformance, '1.4.3'))).toBe('scan');
    expect(decidedBy(row(conformance, '2.4.2'))).toBe('person');
    expect(conformance.progress).toMatchObject({ byPerson: 1, byScan: 2, untested: 47 });
  });
});

describe('overallConformance', () => {
  it('is full only when every applicable criterion conforms', () => {
    expect(overallConformance(['conforms', 'not-applicable', 'conforms'])).toBe('full');
    expect(overallConformance(['conforms', 'not-tested'])).toBe('not-evaluated');
  });

  it('is partial with some failures and none when most applicable criteria fail', () => {
    expect(overallConformance(['conforms', 'conforms', 'does-not-conform', 'not-tested'])).toBe('partial');
    expect(overallConformance(['does-not-conform', 'does-not-conform', 'conforms', 'not-applicable'])).toBe(
      'none',
    );
  });
});
