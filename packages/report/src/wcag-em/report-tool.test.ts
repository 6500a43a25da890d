import { readFileSync } from 'node:fs';
import { readWcagEmReport } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { assessConformance } from '../conformance/conformance.js';
import { CONFORMANCE_TARGETS, criteriaOfProfile } from '../conformance/conformance-targets.js';
import { WCAG_CRITERIA } from '../wcag-criteria.js';
import { criterionOfWcagEmTest, wcagEmTestId } from './criterion-anchors.js';
import { type Evaluation, evaluationMethodText } from './evaluation.js';
import { fromWcagEmReport, toWcagEmReport, type WcagEmReportFile } from './report-tool.js';

/** The Report Tool's own file (see apps/server/test-support/wcag-em/README.md). */
const fixture: unknown = JSON.parse(
  readFileSync(
    new URL('../../../../apps/server/test-support/wcag-em/report-tool-evaluation.json', import.meta.url),
    'utf8',
  ),
);

const site = 'https://shop.example';
const evaluation: Evaluation = {
  scope: {
    description: 'Der Online-Shop unter https://shop.example/ ohne das Händler-Portal',
    accessibilitySupportBaseline: 'Firefox mit NVDA, Safari mit VoiceOver',
    additionalRequirements: '',
    conformanceTarget: CONFORMANCE_TARGETS.bfsg,
  },
  sample: [
    { url: `${site}/`, title: 'Beispiel-Shop', reason: 'home', sample: 'structured' },
    { url: `${site}/kontakt`, title: 'Kontakt', reason: 'contact', sample: 'structured' },
    {
      url: `${site}/produkte/1234-rote-sneaker`,
      title: 'Rote Sneaker',
      reason: 'template',
      sample: 'structured',
    },
    {
      url: `${site}/kasse/adresse`,
      title: null,
      reason: 'process',
      label: 'Bestellung, Schritt 2',
      sample: 'structured',
    },
    { url: `${site}/preise.pdf`, title: 'Preisliste', reason: 'document', sample: 'structured' },
    { url: `${site}/ratgeber/pflege`, title: 'Pflege', reason: 'other', sample: 'random' },
  ],
  randomSeed: '5f1c2a9e',
};

/** The bfsg profile's criteria: 1.1.1 failed by the scan, 1.3.1 passed, 1.2.1 not applicable, 2.1.1 failed by hand. */
function conformance() {
  return assessConformance({
    profile: 'bfsg',
    rules: [{ id: 'image-alt', wcag: [{ id: '1.1.1' }] }],
    scan: {
      violations: new Map([['1.1.1', { rules: ['image-alt'], elements: 3 }]]),
      needsReview: new Map(),
    },
    manual: [
      {
        criterionId: '1.3.1',
        outcome: 'passed',
        note: 'Überschriften geprüft.',
        decidedAt: '2024-05-01T10:00:00.000Z',
        reopenedAt: null,
      },
      {
        criterionId: '1.2.1',
        outcome: 'not-applicable',
        note: null,
        decidedAt: '2024-05-01T10:00:00.000Z',
        reopenedAt: null,
      },
      {
        criterionId: '2.1.1',
        outcome: 'failed',
        note: 'Menü nicht per Tastatur.',
        decidedAt: '2024-05-01T11:00:00.000Z',
        reopenedAt: null,
      },
    ],
  });
}

const options = {
  site: { url: `${site}/`, name: 'shop.example' },
  date: '2024-05-02T09:30:00.000Z',
  evaluator: 'Beispiel GmbH',
  scannedPages: 120,
};

/** Through JSON and the edge's structure check, as a file is read. */
function read(json: unknown): WcagEmReportFile {
  const read = readWcagEmReport(JSON.parse(JSON.stringify(json)));
  expect(read.problems).toEqual([]);
  return read.file!;
}

describe('criteria by the Report Tool’s test ids', () => {
  it('names every criterion under the versions that have it, and reads every name back', () => {
    for (const criterion of WCAG_CRITERIA) {
      const id = wcagEmTestId(criterion.id, '2.2');
      expect(id, criterion.id).toMatch(/^WCAG22:[a-z0-9-]+$/);
      expect(criterionOfWcagEmTest(id!)).toBe(criterion.id);
      if (criterion.version !== '2.2')
        expect(criterionOfWcagEmTest(wcagEmTestId(criterion.id, '2.1')!)).toBe(criterion.id);
      if (criterion.version === '2.0')
        expect(criterionOfWcagEmTest(wcagEmTestId(criterion.id, '2.0')!)).toBe(criterion.id);
    }
    expect(wcagEmTestId('1.1.1', '2.1')).toBe('WCAG21:non-text-content');
    expect(wcagEmTestId('2.5.8', '2.1')).toBeUndefined();
    // The tool writes 2.1's anchor for 2.5.5 under 2.2 too; the 2.2 Recommendation's is read as well.
    expect(wcagEmTestId('2.5.5', '2.2')).toBe('WCAG22:target-size');
    expect(criterionOfWcagEmTest('WCAG21:target-size')).toBe('2.5.5');
    expect(criterionOfWcagEmTest('WCAG22:target-size-enhanced')).toBe('2.5.5');
    expect(criterionOfWcagEmTest('WCAG20:text-equiv-all')).toBe('1.1.1');
    expect(criterionOfWcagEmTest('http://www.w3.org/TR/WCAG21/#non-text-content')).toBe('1.1.1');
    expect(criterionOfWcagEmTest('axe:image-alt')).toBeUndefined();
  });
});

describe('the Report Tool file Klarsicht writes', () => {
  const document = toWcagEmReport(evaluation, conformance().criteria, 'de', options);

  it('is an Evaluation in the tool’s context, with the scope, version and target of the profile', () => {
    expect(document).toMatchObject({
      type: 'Evaluation',
      language: 'de',
      defineScope: {
        id: '_:defineScope',
        scope: {
          id: '_:subject_1',
          type: ['TestSubject', 'Website'],
          title: 'shop.example',
          description: evaluation.scope.description,
        },
        conformanceTarget: 'AA',
        wcagVersion: '2.1',
        accessibilitySupportBaseline: 'Firefox mit NVDA, Safari mit VoiceOver',
        additionalEvaluationRequirements: '',
      },
      reportFindings: { evaluator: 'Beispiel GmbH', date: { '@value': '2024-05-02' } },
    });
    expect(document['@context']).toMatchObject({
      defineScope: 'wcagem:step1',
      structuredSample: 'wcagem:step3a',
      randomSample: 'wcagem:step3b',
      auditSample: 'wcagem:step4',
      outcome: 'earl:outcome',
      id: '@id',
      type: '@type',
    });
  });

  it('lists the sample pages as the tool’s web pages, structured and random', () => {
    expect(document.selectSample.structuredSample).toHaveLength(5);
    expect(document.selectSample.structuredSample[3]).toMatchObject({
      id: `${site}/kasse/adresse`,
      type: ['TestSubject', 'Webpage'],
      title: 'Bestellung, Schritt 2',
      description: `${site}/kasse/adresse`,
    });
    expect(document.selectSample.randomSample.map((page) => page.id)).toEqual([`${site}/ratgeber/pflege`]);
  });

  it('gives one assertion about the website per WCAG criterion of the profile, nothing of EN 301 549 beyond chapter 9', () => {
    expect(document.auditSample).toHaveLength(criteriaOfProfile('bfsg').length);
    const about = (test: string) => document.auditSample.find((assertion) => assertion.test.id === test);
    expect(about('WCAG21:non-text-content')).toMatchObject({
      mode: { '@value': 'earl:automatic' },
      result: { outcome: { id: 'earl:failed', type: ['OutcomeValue', 'Fail'] } },
      subject: { id: '_:subject_1' },
    });
    expect(about('WCAG21:non-text-content')!.result.description).toContain('image-alt');
    expect(about('WCAG21:info-and-relationships')).toMatchObject({
      mode: { '@value': 'earl:manual' },
      date: '2024-05-01T10:00:00.000Z',
      result: { outcome: { id: 'earl:passed' }, description: 'Überschriften geprüft.' },
    });
    expect(about('WCAG21:audio-only-and-video-only-prerecorded')!.result.outcome.id).toBe(
      'earl:inapplicable',
    );
    expect(about('WCAG21:keyboard')!.result.outcome.id).toBe('earl:failed');
    expect(about('WCAG21:page-titled')!.result.outcome).toEqual({
      id: 'earl:untested',
      type: ['OutcomeValue', 'NotTested'],
    });
    expect(document.auditSample.some((assertion) => /^WCAG21:[1-4]/.test(assertion.test.id))).toBe(false);
    expect(document.reportFindings.evaluationSpecifics).toContain('EN 301 549 außerhalb von Kapitel 9');
    expect(document.reportFindings.evaluationSpecifics).toContain(
      evaluationMethodText(evaluation, 'de', 120),
    );
  });

  it('names WCAG 2.2 for a profile of WCAG 2.2, and has no EN 301 549 note there', () => {
    const wcag22 = toWcagEmReport(
      { ...evaluation, scope: { ...evaluation.scope, conformanceTarget: CONFORMANCE_TARGETS.wcag22aa } },
      assessConformance({ profile: 'wcag22aa', rules: [], scan: null, manual: [] }).criteria,
      'en',
      options,
    );
    expect(wcag22.defineScope.wcagVersion).toBe('2.2');
    expect(wcag22.auditSample.map((assertion) => assertion.test.id)).toContain('WCAG22:target-size-minimum');
    expect(wcag22.reportFindings.evaluationSpecifics).not.toContain('EN 301 549');
    expect(wcag22.reportFindings.title).toBe('Accessibility evaluation of shop.example');
  });

  it('reads back as the same scope, sample and outcomes', () => {
    const taken = fromWcagEmReport(read(document), {
      criteria: criteriaOfProfile('bfsg').map((criterion) => criterion.id),
    });
    expect(taken.problems).toEqual([]);
    expect(taken.scope).toEqual({
      description: evaluation.scope.description,
      accessibilitySupportBaseline: evaluation.scope.accessibilitySupportBaseline,
      additionalRequirements: evaluation.scope.additionalRequirements,
    });
    expect(taken.sample).toEqual(evaluation.sample);
    expect(taken.randomSeed).toBe('5f1c2a9e');
    expect(taken.claimed).toEqual({ wcagVersion: '2.1', conformanceTarget: 'AA' });
    expect(taken.verdicts.map(({ criterionId, outcome }) => [criterionId, outcome])).toEqual([
      ['1.1.1', 'failed'],
      ['1.2.1', 'not-applicable'],
      ['1.3.1', 'passed'],
      ['2.1.1', 'failed'],
    ]);
    expect(taken.verdicts.find((verdict) => verdict.criterionId === '2.1.1')!.description).toBe(
      'Menü nicht per Tastatur.',
    );
    expect(taken.skipped).toBe(0);
  });
});

describe('a file of the Report Tool', () => {
  const criteria = criteriaOfProfile('bfsg').map((criterion) => criterion.id);

  it('gives its scope, its sample with the evaluator’s short names, and the website’s results', () => {
    const taken = fromWcagEmReport(read(fixture), {
      criteria,
      isOnSite: (url) => url.startsWith(`${site}/`),
    });
    expect(taken.problems).toEqual([]);
    expect(taken.scope).toEqual({
      description: 'Alle Seiten des Online-Shops unter https://shop.example/ ohne das Händler-Portal',
      accessibilitySupportBaseline: 'Firefox mit NVDA, Safari mit VoiceOver',
      additionalRequirements: 'Jeder Fehler wird mit Fundstelle berichtet.',
    });
    expect(taken.sample).toEqual([
      { url: `${site}/`, title: null, reason: 'other', label: 'Startseite', sample: 'structured' },
      { url: `${site}/kontakt`, title: null, reason: 'other', label: 'Kontakt', sample: 'structured' },
      {
        url: `${site}/produkte/1234-rote-sneaker`,
        title: null,
        reason: 'other',
        label: 'Produktseite',
        sample: 'structured',
      },
      {
        url: `${site}/kasse/adresse`,
        title: null,
        reason: 'other',
        label: 'Kasse, Schritt 2',
        sample: 'structured',
      },
      // A list of one, which JSON-LD writes as the item itself.
      { url: `${site}/ratgeber/pflege`, title: null, reason: 'other', label: 'Zufall 1', sample: 'random' },
    ]);
    expect(taken.randomSeed).toBeNull();
    // cantTell (1.4.3) and untested (2.4.2) decide nothing; a page's own result (1.1.1 on the
    // product page) is not the site's verdict.
    expect(taken.verdicts).toEqual([
      {
        criterionId: '1.1.1',
        outcome: 'failed',
        description: 'Produktbilder ohne Alternativtext auf der Produktseite.',
      },
      { criterionId: '1.2.1', outcome: 'not-applicable', description: 'Keine Audio- oder Videodateien.' },
      { criterionId: '1.3.1', outcome: 'passed', description: '' },
      { criterionId: '2.1.1', outcome: 'passed', description: 'Alle Funktionen per Tastatur erreichbar.' },
    ]);
    expect(taken.claimed).toEqual({ wcagVersion: '2.1', conformanceTarget: 'AA' });
  });

  it('skips the results of criteria outside the site’s, and names pages of other sites by their place', () => {
    const taken = fromWcagEmReport(read(fixture), {
      criteria: criteria.filter((id) => id !== '2.1.1'),
      isOnSite: (url) => !url.includes('/ratgeber/'),
    });
    expect(taken.skipped).toBe(1);
    expect(taken.verdicts.map((verdict) => verdict.criterionId)).not.toContain('2.1.1');
    expect(taken.problems).toEqual([
      {
        field: 'selectSample.randomSample.0',
        code: 'not_on_site',
        message: `${site}/ratgeber/pflege is not a page of this site.`,
      },
    ]);
  });

  it('names what keeps its content from being taken: pages without an address, outcomes that are none, disagreeing results', () => {
    const file = read(fixture) as WcagEmReportFile & {
      auditSample: NonNullable<WcagEmReportFile['auditSample']>;
    };
    const assertions = [file.auditSample].flat();
    const broken: WcagEmReportFile = {
      ...file,
      selectSample: {
        structuredSample: [{ title: 'Warenkorb', description: 'Über das Symbol oben rechts' }],
      },
      auditSample: [
        { ...assertions[0], result: { outcome: 'earl:maybe' } },
        { ...assertions[2], result: { outcome: { id: 'earl:passed' } } },
        { ...assertions[2], result: { outcome: { id: 'earl:failed' } } },
      ],
    };
    expect(fromWcagEmReport(broken, { criteria }).problems.map(({ field, code }) => [field, code])).toEqual([
      ['selectSample.structuredSample.0', 'no_address'],
      ['auditSample.0.result.outcome', 'invalid_value'],
      ['auditSample.2', 'conflict'],
    ]);
  });
});

describe('what is no Report Tool file', () => {
  it('is refused with a list of problems', () => {
    for (const garbage of [42, 'evaluation', null, [], {}, { '@context': {}, type: 'Evaluation' }]) {
      const read = readWcagEmReport(garbage);
      expect(read.file, JSON.stringify(garbage)).toBeNull();
      expect(read.problems.length).toBeGreaterThan(0);
    }
    const untyped = readWcagEmReport({ '@context': {}, type: 'Report', defineScope: {} });
    expect(untyped.problems).toEqual([expect.objectContaining({ field: 'type' })]);
    const badList = readWcagEmReport({
      '@context': {},
      type: 'Evaluation',
      defineScope: {},
      auditSample: [{}, { result: { outcome: 7 } }],
    });
    expect(badList.problems.map((problem) => problem.field)).toEqual(['auditSample.1.result.outcome']);
  });

  it('tells a file of the tool’s version 2 to be saved again by the current one', () => {
    expect(readWcagEmReport({ '@graph': [{ type: 'Evaluation' }] }).problems).toEqual([
      expect.objectContaining({ field: '@graph', code: 'unsupported_version' }),
    ]);
  });
});

describe('the evaluation method in the statement', () => {
  it('names the method, the parts of the sample with their reasons, and the automated check', () => {
    expect(evaluationMethodText(evaluation, 'de', 120)).toBe(
      'Bewertet nach der Methode WCAG-EM des W3C: strukturierte Stichprobe von 5 Seiten (Startseite, Kontakt, Seiten mit demselben Adressmuster, Schritt eines Ablaufs, PDF-Dokument) und Zufallsstichprobe von 1 Seite, dazu die automatisierte Prüfung von 120 Seiten.',
    );
    expect(evaluationMethodText(evaluation, 'en', 1)).toBe(
      "Evaluated with W3C's WCAG-EM methodology: a structured sample of 5 pages (start page, contact, pages with the same address pattern, step of a process, PDF document) and a random sample of 1 page, plus the automated check of 1 page.",
    );
    expect(evaluationMethodText({ sample: [] }, 'de')).toBe(
      'Bewertet nach der Methode WCAG-EM des W3C; die Stichprobe ist noch nicht festgelegt.',
    );
  });
});
