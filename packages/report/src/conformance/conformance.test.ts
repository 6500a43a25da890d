import { describe, expect, it } from 'vitest';
import {
  assessConformance,
  decidedBy,
  type ManualResult,
  overallConformance,
  type ScanEvidence,
} from './conformance.js';
import {
  CONFORMANCE_TARGETS,
  clausesOfTarget,
  criteriaOfProfile,
  criteriaOfTarget,
} from './conformance-targets.js';

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
    const conformance = assessConformance({ profile: 'wcag21aa', rules, scan: scan(), manual: [] });
    expect(row(conformance, '1.1.1')).toMatchObject({ automated: 'none-found', status: 'not-tested' });
    expect(row(conformance, '1.3.3')).toMatchObject({ automated: 'not-automatable', status: 'not-tested' });
    expect(conformance.progress).toEqual({ decided: 0, byPerson: 0, byScan: 0, untested: 50, total: 50 });
    expect(conformance.overall).toBe('not-evaluated');
  });

  it('says "not scanned" for testable criteria while the site has no scan', () => {
    const conformance = assessConformance({ profile: 'wcag21aa', rules, scan: null, manual: [] });
    expect(row(conformance, '1.1.1').automated).toBe('not-scanned');
    expect(row(conformance, '1.3.3').automated).toBe('not-automatable');
  });

  it('fails a criterion on an automated violation, even one a person passed', () => {
    const conformance = assessConformance({
      profile: 'wcag21aa',
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
      profile: 'wcag21aa',
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
      profile: 'wcag21aa',
      rules: [...byHand, ...failedByScan].map((id) => ({ id: `rule-${id}`, wcag: [{ id }] })),
      scan: scan(Object.fromEntries(failedByScan.map((id) => [id, [`rule-${id}`]]))),
      manual: byHand.map((id, index) => manual(id, index % 3 === 0 ? 'failed' : 'passed')),
    });
    expect(conformance.progress).toEqual({ decided: 15, byPerson: 8, byScan: 7, untested: 35, total: 50 });
  });

  it('credits the scan, not the person, with a failure that contradicts their pass', () => {
    const conformance = assessConformance({
      profile: 'wcag21aa',
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

describe('EN 301 549 as a whole (decision 031)', () => {
  const clauseRow = (conformance: ReturnType<typeof assessConformance>, id: string) =>
    conformance.clauses.find((candidate) => candidate.clause.id === id)!;

  it('joins the requirements outside chapter 9 only to a claim that follows the standard', () => {
    const bfsg = assessConformance({ profile: 'bfsg', rules, scan: scan(), manual: [] });
    expect(bfsg.en301549).toBe('3.2.1');
    expect(bfsg.clauses.map((row) => row.clause.chapter)).toEqual(
      expect.arrayContaining([5, 6, 7, 10, 11, 12]),
    );
    expect(bfsg.clauses.some((row) => row.clause.chapter === 9)).toBe(false);
    expect(bfsg.progress.total).toBe(50 + bfsg.clauses.length);
    const wcag = assessConformance({ profile: 'wcag22aa', rules, scan: scan(), manual: [] });
    expect(wcag).toMatchObject({ en301549: null, clauses: [] });
    expect(wcag.progress.total).toBe(55);
  });

  it('takes the answers as a person’s decision that a requirement does not apply', () => {
    const conformance = assessConformance({
      profile: 'bfsg',
      rules,
      scan: scan(),
      manual: [manual('7.1.1', 'passed')],
      answers: { video: false, documents: true },
    });
    expect(clauseRow(conformance, '7.1.1')).toMatchObject({
      notApplicableBecause: 'video',
      status: 'not-applicable',
    });
    expect(decidedBy(clauseRow(conformance, '7.1.1'))).toBe('person');
    expect(clauseRow(conformance, '10.1.1.1')).toMatchObject({
      notApplicableBecause: null,
      status: 'not-tested',
    });
    expect(clauseRow(conformance, '5.2')).toMatchObject({ notApplicableBecause: null, status: 'not-tested' });
  });

  it('judges a document’s rule under its clause 10 as well as under the criterion', () => {
    const withPdf = [
      ...rules,
      { id: 'klarsicht-pdf-tagged', wcag: [{ id: '1.3.1' }], en301549: ['10.1.3.1'] },
    ];
    const conformance = assessConformance({
      profile: 'bfsg',
      rules: withPdf,
      scan: scan({ '10.1.3.1': ['klarsicht-pdf-tagged'], '1.3.1': ['klarsicht-pdf-tagged'] }),
      manual: [],
    });
    expect(clauseRow(conformance, '10.1.3.1')).toMatchObject({
      automated: 'violations',
      status: 'does-not-conform',
    });
    expect(row(conformance, '1.3.1')).toMatchObject({
      automated: 'violations',
      rules: ['klarsicht-pdf-tagged'],
    });
    expect(clauseRow(conformance, '10.1.1.1')).toMatchObject({ automated: 'not-automatable' });
  });

  it('lets a claim move to the next edition by naming it: the WCAG 2.2 criteria join chapter 9', () => {
    const next = criteriaOfTarget({ ...CONFORMANCE_TARGETS.bfsg, en301549: '4.1.1' }).map(
      (criterion) => criterion.id,
    );
    expect(next).toEqual(expect.arrayContaining(['2.4.11', '2.5.8', '3.3.8']));
    expect(next).not.toContain('4.1.1');
    expect(next).not.toContain('2.4.12');
    const today = criteriaOfProfile('bfsg').map((criterion) => criterion.id);
    expect(today).not.toContain('2.4.11');
    expect(
      clausesOfTarget({ ...CONFORMANCE_TARGETS.bfsg, en301549: '4.1.1' }).map((clause) => clause.id),
    ).toContain('10.2.5.8');
  });
});
