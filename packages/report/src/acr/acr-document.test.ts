import { describe, expect, it } from 'vitest';
import { clausesOfTarget, criteriaOfProfile } from '../conformance/conformance-targets.js';
import { CONFORMANCE_TARGETS } from '../conformance/index.js';
import type { Language, ProfileId } from '../report-types.js';
import { type AcrInput, type AcrRequirement, type AcrRow, acrDocument, acrRemarks } from './acr-document.js';
import type { AcrEdition } from './acr-editions.js';
import { acrLevel } from './acr-levels.js';

/** Every requirement of the profile's table, not yet tested, with `changed` laid over by id. */
function tableOf(
  profile: ProfileId,
  changed: Record<string, Partial<AcrRequirement>> = {},
): AcrRequirement[] {
  const target = CONFORMANCE_TARGETS[profile];
  const ids = [
    ...criteriaOfProfile(profile).map((criterion) => criterion.id),
    ...clausesOfTarget(target).map((clause) => clause.id),
  ];
  return ids.map((id) => ({
    id,
    status: 'not-tested',
    manual: null,
    violations: { rules: [], elements: 0 },
    violatedPages: 0,
    notApplicableBecause: null,
    ...changed[id],
  }));
}

function documentOf(
  edition: AcrEdition,
  options: { profile?: ProfileId; language?: Language; requirements?: AcrRequirement[] } = {},
) {
  const profile = options.profile ?? 'bfsg';
  const input: AcrInput = {
    edition,
    language: options.language ?? 'en',
    profile,
    product: { name: 'Shop', url: 'https://shop.example/', description: '' },
    vendor: { name: 'Shop GmbH', email: 'a11y@shop.example' },
    reportDate: '2026-03-02',
    scan: { finishedAt: '2026-03-01T10:00:00Z', pages: 20 },
    requirements: options.requirements ?? tableOf(profile),
  };
  return acrDocument(input);
}

const rowsOf = (document: ReturnType<typeof acrDocument>) =>
  document.reports.flatMap((report) => report.tables.flatMap((table) => table.rows));
const row = (document: ReturnType<typeof acrDocument>, id: string): AcrRow =>
  rowsOf(document).find((candidate) => candidate.id === id)!;

describe('the conformance level of a row', () => {
  const failing = { status: 'does-not-conform' as const, manual: null };

  it('follows the status of the conformance table', () => {
    expect(acrLevel({ status: 'conforms', manual: { outcome: 'passed' }, violatedPages: 0 }, 20)).toBe(
      'supports',
    );
    expect(acrLevel({ status: 'not-applicable', manual: null, violatedPages: 0 }, 20)).toBe('not-applicable');
    expect(acrLevel({ status: 'not-tested', manual: null, violatedPages: 0 }, 20)).toBe('not-evaluated');
  });

  it('does not support a criterion violated on more than half of the scanned pages, else partially', () => {
    expect(acrLevel({ ...failing, violatedPages: 10 }, 20)).toBe('partially-supports');
    expect(acrLevel({ ...failing, violatedPages: 11 }, 20)).toBe('does-not-support');
    expect(acrLevel({ ...failing, violatedPages: 1 }, 1)).toBe('does-not-support');
  });

  it('does not support a criterion a person failed, however few pages a scan found it on', () => {
    expect(acrLevel({ ...failing, manual: { outcome: 'failed' }, violatedPages: 0 }, 20)).toBe(
      'does-not-support',
    );
  });
});

describe('the tables of each edition', () => {
  it('has tables 1 to 3 in the WCAG edition, with the criteria of the catalog of its WCAG version', () => {
    const wcag21 = documentOf('wcag', { profile: 'wcag21aa' });
    expect(wcag21.reports.map((report) => report.standard)).toEqual(['wcag']);
    expect(wcag21.reports[0]!.tables.map((table) => table.heading)).toEqual([
      'Table 1: Success Criteria, Level A',
      'Table 2: Success Criteria, Level AA',
      'Table 3: Success Criteria, Level AAA',
    ]);
    // GSA's catalogs 2.5-edition-wcag-2.1-508-en and 2.5-edition-wcag-2.2-en: 30/20/28 and 32/24/31.
    expect(wcag21.reports[0]!.tables.map((table) => table.rows.length)).toEqual([30, 20, 28]);
    const wcag22 = documentOf('wcag', { profile: 'wcag22aa' });
    expect(wcag22.reports[0]!.tables.map((table) => table.rows.length)).toEqual([32, 24, 31]);
    expect(wcag22.catalog).toBe('2.5-edition-wcag-2.2-en');
    expect(row(wcag22, '4.1.1')).toMatchObject({
      level: 'not-applicable',
      remarks: ['Removed from WCAG 2.2 as obsolete.'],
    });
  });

  it('leaves AAA not evaluated unless the profile covers it', () => {
    expect(row(documentOf('wcag', { profile: 'wcag22aa' }), '2.4.13')).toMatchObject({
      level: 'not-evaluated',
      remarks: ["The site's test profile does not cover Level AAA."],
    });
    const aaa = documentOf('wcag', {
      profile: 'wcag22aaa',
      requirements: tableOf('wcag22aaa', {
        '2.4.13': { status: 'conforms', manual: { outcome: 'passed', note: null, reopenedAt: null } },
      }),
    });
    expect(row(aaa, '2.4.13')).toMatchObject({ level: 'supports', remarks: [] });
  });

  it('has EN 301 549 chapters 4 to 13 in order in the EU edition, with chapter 9 under its own numbers', () => {
    const eu = documentOf('eu', { language: 'de' });
    expect(eu.reports.map((report) => report.standard)).toEqual(['en301549']);
    expect(eu.reports[0]!.tables.map((table) => table.heading)).toEqual([
      'Kapitel 4: Funktionale Leistungsmerkmale',
      'Kapitel 5: Allgemeine Anforderungen',
      'Kapitel 6: IKT mit Zwei-Wege-Sprachkommunikation',
      'Kapitel 7: IKT mit Videofunktionen',
      'Kapitel 8: Hardware',
      'Kapitel 9: Web',
      'Kapitel 10: Nicht-Web-Dokumente',
      'Kapitel 11: Software',
      'Kapitel 12: Dokumentation und Support-Dienste',
      'Kapitel 13: IKT mit Zugang zu Vermittlungs- oder Notdiensten',
    ]);
    expect(eu.catalog).toBe('2.5-edition-wcag-2.1-eu-en');
    const chapter9 = eu.reports[0]!.tables[5]!.rows;
    expect(chapter9).toHaveLength(50);
    expect(chapter9[0]).toMatchObject({
      id: '9.1.1.1',
      criterion: '9.1.1.1 Nicht-Text-Inhalt',
      openAcr: { chapter: 'success_criteria_level_a', num: '1.1.1', component: 'web' },
    });
    expect(row(eu, '4.2.1')).toMatchObject({ level: 'not-evaluated' });
    expect(row(eu, '5.1.3.1')).toMatchObject({
      level: 'not-applicable',
      remarks: ['Ein Webdienst, keine Hardware und keine geschlossene Funktionalität.'],
    });
    expect(row(eu, '5.5.1').level).toBe('not-applicable');
    expect(row(eu, '8.1.2').level).toBe('not-applicable');
    expect(row(eu, '11.5.2.5').level).toBe('not-applicable');
    expect(row(eu, '13.2').level).toBe('not-applicable');
    // Our rows, in the standard's order among the rows that cannot apply.
    const chapter5 = eu.reports[0]!.tables[1]!.rows.map((entry) => entry.id);
    expect(chapter5.indexOf('5.2')).toBe(chapter5.indexOf('5.1.7') + 1);
    expect(chapter5.slice(-3)).toEqual(['5.7', '5.8', '5.9']);
    expect(row(eu, '10.1.3.1').openAcr).toEqual({
      chapter: 'success_criteria_level_a',
      num: '1.3.1',
      component: 'electronic-docs',
    });
    expect(row(eu, '10.5').openAcr).toEqual({
      chapter: 'en_301_549_non-web-documents',
      num: '10.5',
      component: 'none',
    });
  });

  it('has the WCAG tables, the Revised Section 508 report and the EU chapters in the international edition', () => {
    const requirements = tableOf('bfsg', {
      '12.1.1': {
        status: 'conforms',
        manual: { outcome: 'passed', note: 'Help page checked.', reopenedAt: null },
      },
      '11.8.2': { status: 'not-applicable', notApplicableBecause: 'Nobody creates content.' },
    });
    const int = documentOf('int', { requirements });
    expect(int.reports.map((report) => report.standard)).toEqual(['wcag', 'section508', 'en301549']);
    expect(int.reports.map((report) => report.tables.length)).toEqual([3, 4, 10]);
    expect(int.reports[1]!.tables.map((table) => table.heading)).toEqual([
      'Chapter 3: Functional Performance Criteria (FPC)',
      'Chapter 4: Hardware',
      'Chapter 5: Software',
      'Chapter 6: Support Documentation and Services',
    ]);
    expect(int.catalog).toBe('2.5-edition-wcag-2.1-508-eu-en');
    expect(row(int, '302.1').level).toBe('not-evaluated');
    expect(row(int, '402.2.1').level).toBe('not-applicable');
    expect(row(int, '502.3.1').level).toBe('not-applicable');
    expect(row(int, '602.2')).toMatchObject({
      level: 'supports',
      remarks: [
        'Level as for EN 301 549 12.1.1 (Accessibility and compatibility features).',
        'Help page checked.',
      ],
    });
    expect(row(int, '504.2')).toMatchObject({ level: 'not-applicable' });
    expect(row(int, '504.2').remarks).toContain('Nobody creates content.');
    expect(row(int, '504.2.2').level).toBe('not-applicable');
    expect(row(int, '504.3').level).toBe('not-evaluated');
  });

  it('does not evaluate what a profile of WCAG alone does not cover in an EU edition', () => {
    const eu = documentOf('eu', { profile: 'wcag22aa' });
    expect(row(eu, '7.1.1')).toMatchObject({
      level: 'not-evaluated',
      remarks: ["The site's test profile does not cover this requirement."],
    });
    expect(row(eu, '9.1.1.1').level).toBe('not-evaluated');
    expect(eu.evaluationMethods.join(' ')).not.toMatch(/operator answered/);
  });
});

describe('the remarks of a row', () => {
  const violated: AcrRequirement = {
    id: '1.1.1',
    status: 'does-not-conform',
    manual: null,
    violations: { rules: ['image-alt', 'role-img-alt'], elements: 14 },
    violatedPages: 3,
    notApplicableBecause: null,
  };

  it('say what the automated checks found, on how many of the scanned pages, in both languages', () => {
    expect(acrRemarks(violated, 20, 'de')).toEqual([
      'Automatisch gefunden: 2 Regeln, 14 Elemente auf 3 von 20 geprüften Seiten.',
    ]);
    expect(acrRemarks(violated, 20, 'en')).toEqual([
      'Found automatically: 2 rules, 14 elements on 3 of 20 scanned pages.',
    ]);
    const once = { ...violated, violations: { rules: ['image-alt'], elements: 1 }, violatedPages: 1 };
    expect(acrRemarks(once, 1, 'de')).toEqual([
      'Automatisch gefunden: 1 Regel, 1 Element auf 1 von 1 geprüften Seite.',
    ]);
    expect(acrRemarks(once, 1, 'en')).toEqual([
      'Found automatically: 1 rule, 1 element on 1 of 1 scanned page.',
    ]);
  });

  it("give the person's note, the reason a requirement does not apply, and accepted issues", () => {
    const judged = {
      ...violated,
      manual: { outcome: 'failed' as const, note: 'Logo has no text alternative.', reopenedAt: null },
      violations: { ...violated.violations, accepted: true },
      acceptedBecause: [{ reason: 'planned' as const, plannedOn: '2026-06-30' }],
    };
    expect(acrRemarks(judged, 20, 'en')).toEqual([
      'Logo has no text alternative.',
      'Found automatically: 2 rules, 14 elements on 3 of 20 scanned pages.',
      "The site's operator accepted the issues found: fix planned by 30 June 2026.",
    ]);
    expect(acrRemarks(judged, 20, 'de')[2]).toBe(
      'Der Betreiber hat die gefundenen Probleme akzeptiert: Behebung geplant bis 30. Juni 2026.',
    );
    const answered: AcrRequirement = {
      ...violated,
      id: '12.2.3',
      status: 'not-applicable',
      notApplicableBecause:
        'Der Dienst bietet keine Unterstützung wie Hotline, Chat oder Kontaktformular an.',
    };
    expect(acrRemarks(answered, 20, 'de')).toEqual([
      'Der Dienst bietet keine Unterstützung wie Hotline, Chat oder Kontaktformular an.',
    ]);
  });

  it('name how the levels follow and that a report with open requirements is not complete', () => {
    const de = documentOf('eu', { language: 'de' });
    expect(de.evaluationMethods[0]).toBe(
      'Klarsicht hat in seinem letzten abgeschlossenen Scan (1. März 2026) 20 Seiten der Website automatisch geprüft, mit den Regeln von axe-core, Klarsicht und QualWeb.',
    );
    expect(de.evaluationMethods.join(' ')).toMatch(/mehr als der Hälfte der geprüften Seiten/);
    expect(de.notes[1]).toBe(
      '140 Anforderungen dieses Berichts sind noch nicht bewertet: Der Bericht ist noch nicht vollständig.',
    );
    const en = documentOf('wcag', { language: 'en' });
    expect(en.evaluationMethods.join(' ')).toMatch(/more than half of the scanned pages/);
    expect(en.notes[1]).toMatch(/^50 requirements of this report have not been evaluated yet/);
    expect(en.title).toBe('Shop Accessibility Conformance Report');
    expect(en.subtitle).toBe('WCAG Edition – Based on VPAT® Version 2.5');
  });
});
