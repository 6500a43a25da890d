import {
  type ConformanceStatus,
  type CriterionConformance,
  decidedBy,
  type ManualOutcome,
} from '../conformance/conformance.js';
import { fill } from '../fill.js';
import type { Language } from '../vocabulary.js';
import { criterionOfWcagEmTest, wcagEmTestId } from './criterion-anchors.js';
import {
  type Evaluation,
  type EvaluationScopeFields,
  evaluationMethodText,
  SAMPLE_LABEL_MAX_LENGTH,
  SAMPLE_MAX_PAGES,
  SAMPLE_REASONS,
  type SampleKind,
  type SamplePage,
  type SampleReason,
} from './evaluation.js';
import { normaliseSampleUrl } from './sample.js';

/*
 * The file W3C's WCAG-EM Report Tool (https://www.w3.org/WAI/eval/report-tool/, source
 * w3c/wcag-em-report-tool) saves and opens: JSON-LD compacted with the tool's export context
 * (src/data/jsonld/appContext.js), an "Evaluation" with the five WCAG-EM steps as defineScope,
 * exploreTarget, selectSample, auditSample and reportFindings, the sample's pages as EARL test
 * subjects and the audit as EARL assertions (src/stores/evaluationStore.js, src/stores/earl/).
 * The tool knows WCAG alone: EN 301 549's requirements outside chapter 9 have no place in it.
 */

/** Klarsicht's own terms in the file: the tool ignores them, Klarsicht reads its sample back whole. */
const KLARSICHT_TERMS = {
  klarsicht: 'urn:klarsicht:wcag-em:',
  sampleReason: 'klarsicht:sampleReason',
  sampleLabel: 'klarsicht:sampleLabel',
  pageTitle: 'klarsicht:pageTitle',
  randomSeed: 'klarsicht:randomSeed',
} as const;

/**
 * The tool's export context as its `exportContext` defines it, with WCAG 2.2's prefix (the tool's
 * later versions evaluate against 2.2) and Klarsicht's terms.
 */
export const WCAG_EM_CONTEXT = {
  reporter: 'http://github.com/w3c/wcag-em-report-tool/',
  wcagem: 'http://www.w3.org/TR/WCAG-EM/#',
  Evaluation: 'wcagem:procedure',
  defineScope: 'wcagem:step1',
  scope: 'wcagem:step1a',
  step1b: { '@id': 'wcagem:step1b', '@type': '@id' },
  conformanceTarget: 'step1b',
  accessibilitySupportBaseline: 'wcagem:step1c',
  additionalEvaluationRequirements: 'wcagem:step1d',
  exploreTarget: 'wcagem:step2',
  essentialFunctionality: 'wcagem:step2b',
  pageTypeVariety: 'wcagem:step2c',
  technologiesReliedUpon: 'wcagem:step2d',
  selectSample: 'wcagem:step3',
  structuredSample: 'wcagem:step3a',
  randomSample: 'wcagem:step3b',
  Website: 'wcagem:website',
  Webpage: 'wcagem:webpage',
  auditSample: 'wcagem:step4',
  reportFindings: 'wcagem:step5',
  documentSteps: 'wcagem:step5a',
  commissioner: 'wcagem:commissioner',
  evaluator: 'wcagem:evaluator',
  evaluationSpecifics: 'wcagem:step5b',
  WCAG: 'http://www.w3.org/TR/WCAG/#',
  WCAG20: 'http://www.w3.org/TR/WCAG20/#',
  WCAG21: 'http://www.w3.org/TR/WCAG21/#',
  WCAG22: 'http://www.w3.org/TR/WCAG22/#',
  WAI: 'http://www.w3.org/WAI/',
  A: 'WAI:WCAG2A-Conformance',
  AA: 'WAI:WCAG2AA-Conformance',
  AAA: 'WAI:WCAG2AAA-Conformance',
  wcagVersion: 'WAI:standards-guidelines/wcag/#versions',
  earl: 'http://www.w3.org/ns/earl#',
  Assertion: 'earl:Assertion',
  TestMode: 'earl:TestMode',
  TestCriterion: 'earl:TestCriterion',
  TestCase: 'earl:TestCase',
  TestRequirement: 'earl:TestRequirement',
  TestSubject: 'earl:TestSubject',
  TestResult: 'earl:TestResult',
  OutcomeValue: 'earl:OutcomeValue',
  Pass: 'earl:Pass',
  Fail: 'earl:Fail',
  CannotTell: 'earl:CannotTell',
  NotApplicable: 'earl:NotApplicable',
  NotTested: 'earl:NotTested',
  assertedBy: 'earl:assertedBy',
  mode: 'earl:mode',
  result: 'earl:result',
  subject: 'earl:subject',
  test: 'earl:test',
  outcome: 'earl:outcome',
  dcterms: 'http://purl.org/dc/terms/',
  title: 'dcterms:title',
  description: 'dcterms:description',
  summary: 'dcterms:summary',
  date: 'dcterms:date',
  hasPart: 'dcterms:hasPart',
  isPartOf: 'dcterms:isPartOf',
  id: '@id',
  type: '@type',
  language: '@language',
  ...KLARSICHT_TERMS,
} as const;

// The file as Klarsicht reads it: what the tool writes, and the variants JSON-LD allows (a list
// of one compacts to the item itself; "@id"/"@type" where the tool writes their aliases).

type OneOrMany<T> = T | T[];
/** A node named by its id, or the node itself. */
export type WcagEmReference = string | { id?: string | undefined; '@id'?: string | undefined };

export interface WcagEmSubjectInput {
  id?: string | undefined;
  '@id'?: string | undefined;
  type?: OneOrMany<string> | undefined;
  '@type'?: OneOrMany<string> | undefined;
  /** The tool's "short name" of a page; the website's name. */
  title?: string | undefined;
  /** The tool's "address (URL) or description" of a page; the website's scope. */
  description?: string | undefined;
  /** Where files of the tool's version 2 kept a page's address. */
  source?: string | undefined;
  sampleReason?: string | undefined;
  sampleLabel?: string | undefined;
  pageTitle?: string | undefined;
}

export interface WcagEmAssertionInput {
  test?: WcagEmReference | undefined;
  subject?: string | WcagEmSubjectInput | undefined;
  result?: { outcome?: WcagEmReference | undefined; description?: string | undefined } | undefined;
}

export interface WcagEmReportFile {
  '@context': unknown;
  type?: OneOrMany<string> | undefined;
  '@type'?: OneOrMany<string> | undefined;
  language?: string | undefined;
  defineScope: {
    scope?: WcagEmSubjectInput | undefined;
    conformanceTarget?: string | undefined;
    wcagVersion?: string | undefined;
    accessibilitySupportBaseline?: string | undefined;
    additionalEvaluationRequirements?: string | undefined;
  };
  selectSample?:
    | {
        structuredSample?: OneOrMany<WcagEmSubjectInput> | undefined;
        randomSample?: OneOrMany<WcagEmSubjectInput> | undefined;
        randomSeed?: string | undefined;
      }
    | undefined;
  auditSample?: OneOrMany<WcagEmAssertionInput> | undefined;
}

/** The EARL outcomes the tool records, by the id it writes. */
export const EARL_OUTCOMES = ['passed', 'failed', 'inapplicable', 'cantTell', 'untested'] as const;
export type EarlOutcome = (typeof EARL_OUTCOMES)[number];

/** The tool's outcome values: id and types, as its OutcomeValue objects are written. */
const OUTCOME_TYPES: Readonly<Record<EarlOutcome, string>> = {
  passed: 'Pass',
  failed: 'Fail',
  inapplicable: 'NotApplicable',
  cantTell: 'CannotTell',
  untested: 'NotTested',
};

const OUTCOME_OF_STATUS: Readonly<Record<ConformanceStatus, EarlOutcome>> = {
  conforms: 'passed',
  'does-not-conform': 'failed',
  'not-applicable': 'inapplicable',
  'not-tested': 'untested',
};

/** A verdict from an outcome; "cannot tell" and "not checked" decide nothing. */
const VERDICT_OF_OUTCOME: Readonly<Record<EarlOutcome, ManualOutcome | null>> = {
  passed: 'passed',
  failed: 'failed',
  inapplicable: 'not-applicable',
  cantTell: null,
  untested: null,
};

// The file as Klarsicht writes it.

interface WcagEmSubject {
  id: string;
  type: ['TestSubject', 'Website' | 'Webpage'];
  date: string;
  title: string;
  description: string;
}

interface WcagEmSamplePage extends WcagEmSubject {
  sampleReason: SampleReason;
  sampleLabel?: string;
  pageTitle?: string;
}

interface WcagEmAssertion {
  type: 'Assertion';
  date: string;
  /** As the tool's compaction writes it: a typed value, not a reference. */
  mode: { type: 'TestMode'; '@value': 'earl:manual' | 'earl:automatic' };
  result: {
    type: 'TestResult';
    date: string;
    description: string;
    outcome: { id: `earl:${EarlOutcome}`; type: ['OutcomeValue', string] };
  };
  subject: WcagEmSubject;
  test: { id: string; type: ['TestCriterion', 'TestRequirement']; date: string };
}

export interface WcagEmReportDocument {
  '@context': typeof WCAG_EM_CONTEXT;
  language: Language;
  type: 'Evaluation';
  defineScope: {
    id: '_:defineScope';
    scope: WcagEmSubject;
    conformanceTarget: 'AA' | 'AAA';
    accessibilitySupportBaseline: string;
    additionalEvaluationRequirements: string;
    wcagVersion: '2.1' | '2.2';
  };
  exploreTarget: {
    id: '_:exploreTarget';
    essentialFunctionality: string;
    pageTypeVariety: string;
    technologiesReliedUpon: never[];
  };
  selectSample: {
    id: '_:selectSample';
    structuredSample: WcagEmSamplePage[];
    randomSample: WcagEmSamplePage[];
    randomSeed?: string;
  };
  auditSample: WcagEmAssertion[];
  reportFindings: {
    date: { type: 'http://www.w3.org/TR/NOTE-datetime'; '@value': string };
    summary: string;
    title: string;
    commissioner: string;
    evaluator: string;
    documentSteps: Array<{ id: string }>;
    evaluationSpecifics: string;
  };
}

/** A criterion's row of the site's conformance, as the export needs it. */
export type WcagEmCriterionRow = Pick<CriterionConformance, 'criterion' | 'status' | 'manual' | 'violations'>;

export interface WcagEmExportOptions {
  site: { url: string; name: string };
  /** When the report is made, ISO 8601. */
  date: string;
  evaluator: string;
  /** The evaluation's summary in a sentence or two (e.g. the overall conformance). */
  summary?: string;
  /** The pages of the last scan, for the evaluation method's sentence. */
  scannedPages?: number;
}

/** The blank node of the website: the tool's own id for a website subject without an address. */
const WEBSITE_ID = '_:subject_1';

const EXPORT_TEXTS = {
  de: {
    title: 'Bewertung der Barrierefreiheit von {site}',
    found: 'Die automatisierte Prüfung fand Verstöße (Regeln: {rules}).',
    en301549:
      'Die Anforderungen der EN 301 549 außerhalb von Kapitel 9 (etwa an Dokumente, Videos und Support) stehen nicht in diesem Format; ihre Ergebnisse führt Klarsicht.',
  },
  en: {
    title: 'Accessibility evaluation of {site}',
    found: 'The automated check found violations (rules: {rules}).',
    en301549:
      'The requirements of EN 301 549 outside chapter 9 (such as those on documents, video and support) have no place in this format; Klarsicht keeps their results.',
  },
} as const;

/**
 * The evaluation and the verdicts on the WCAG criteria as the Report Tool opens them. Each criterion
 * is one assertion about the website, as the tool records a criterion's overall result: passed,
 * failed, inapplicable or untested after the criterion's status; a failure found by the automated
 * check alone is marked as such ("earl:automatic"). Pass `conformance.criteria` (the WCAG rows):
 * the file has no place for the other requirements of EN 301 549.
 */
export function toWcagEmReport(
  evaluation: Evaluation,
  criteria: readonly WcagEmCriterionRow[],
  language: Language,
  options: WcagEmExportOptions,
): WcagEmReportDocument {
  const texts = EXPORT_TEXTS[language];
  const { date } = options;
  const target = evaluation.scope.conformanceTarget;
  const website: WcagEmSubject = {
    id: WEBSITE_ID,
    type: ['TestSubject', 'Website'],
    date,
    title: options.site.name,
    description: evaluation.scope.description,
  };
  const subjectOf = (page: SamplePage): WcagEmSamplePage => ({
    id: page.url,
    type: ['TestSubject', 'Webpage'],
    date,
    // The tool shows a page by its "short name": the owner's words, else the page's title.
    title: page.label ?? page.title ?? page.url,
    description: page.url,
    sampleReason: page.reason,
    ...(page.label !== undefined ? { sampleLabel: page.label } : {}),
    ...(page.title !== null ? { pageTitle: page.title } : {}),
  });
  const pagesOf = (kind: SampleKind) =>
    evaluation.sample.filter((page) => page.sample === kind).map(subjectOf);
  const auditSample = criteria.flatMap((row): WcagEmAssertion[] => {
    const testId = wcagEmTestId(row.criterion.id, target.wcagVersion);
    if (!testId) return [];
    const outcome = OUTCOME_OF_STATUS[row.status];
    const decidedAt = row.manual && decidedBy(row) === 'person' ? row.manual.decidedAt : date;
    const description = [
      row.manual?.note ?? null,
      row.violations.rules.length > 0 ? fill(texts.found, { rules: row.violations.rules }, language) : null,
    ]
      .filter((part): part is string => Boolean(part))
      .join('\n\n');
    return [
      {
        type: 'Assertion',
        date: decidedAt,
        mode: { type: 'TestMode', '@value': decidedBy(row) === 'scan' ? 'earl:automatic' : 'earl:manual' },
        result: {
          type: 'TestResult',
          date: decidedAt,
          description,
          outcome: { id: `earl:${outcome}`, type: ['OutcomeValue', OUTCOME_TYPES[outcome]] },
        },
        subject: website,
        test: { id: testId, type: ['TestCriterion', 'TestRequirement'], date },
      },
    ];
  });
  const specifics = [
    evaluationMethodText(evaluation, language, options.scannedPages),
    target.en301549 ? texts.en301549 : null,
  ].filter((part): part is string => part !== null);
  return {
    '@context': WCAG_EM_CONTEXT,
    language,
    type: 'Evaluation',
    defineScope: {
      id: '_:defineScope',
      scope: website,
      conformanceTarget: target.level,
      accessibilitySupportBaseline: evaluation.scope.accessibilitySupportBaseline,
      additionalEvaluationRequirements: evaluation.scope.additionalRequirements,
      wcagVersion: target.wcagVersion,
    },
    exploreTarget: {
      id: '_:exploreTarget',
      essentialFunctionality: '',
      pageTypeVariety: '',
      technologiesReliedUpon: [],
    },
    selectSample: {
      id: '_:selectSample',
      structuredSample: pagesOf('structured'),
      randomSample: pagesOf('random'),
      ...(evaluation.randomSeed !== null ? { randomSeed: evaluation.randomSeed } : {}),
    },
    auditSample,
    reportFindings: {
      date: { type: 'http://www.w3.org/TR/NOTE-datetime', '@value': date.slice(0, 10) },
      summary: options.summary ?? '',
      title: fill(texts.title, { site: options.site.name }, language),
      commissioner: '',
      evaluator: options.evaluator,
      documentSteps: [
        { id: '_:about' },
        { id: '_:defineScope' },
        { id: '_:exploreTarget' },
        { id: '_:selectSample' },
      ],
      evaluationSpecifics: specifics.join('\n\n'),
    },
  };
}

/** Something in a file that keeps it from being taken; `field` is its path in the file. */
export interface WcagEmProblem {
  field: string;
  code: 'no_address' | 'not_on_site' | 'too_long' | 'too_big' | 'invalid_value' | 'conflict';
  message: string;
}

/** A verdict the file gives on a criterion of the site's: its outcome and the evaluator's words. */
export interface WcagEmVerdict {
  criterionId: string;
  outcome: ManualOutcome;
  description: string;
}

export interface WcagEmImport {
  scope: EvaluationScopeFields;
  sample: SamplePage[];
  randomSeed: string | null;
  /** The website's results for the criteria asked for, in the file's order, one per criterion. */
  verdicts: WcagEmVerdict[];
  /** The website's results that were not taken: criteria not asked for, tests that name no WCAG criterion. */
  skipped: number;
  /** The version and target the file names, as written (null: none). */
  claimed: { wcagVersion: string | null; conformanceTarget: string | null };
  /** Empty when the file can be taken as it is. */
  problems: WcagEmProblem[];
}

export interface WcagEmImportOptions {
  /** The ids of the criteria verdicts are taken for (the site's profile's). */
  criteria: readonly string[];
  /** Whether a page belongs to the site; every page does when not given. */
  isOnSite?: (url: string) => boolean;
}

const many = <T>(value: OneOrMany<T> | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const idOf = (reference: WcagEmReference | undefined): string | undefined =>
  typeof reference === 'string' ? reference : (reference?.id ?? reference?.['@id']);
const typesOf = (node: { type?: OneOrMany<string> | undefined; '@type'?: OneOrMany<string> | undefined }) =>
  many(node.type ?? node['@type']);
const nonEmpty = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The first http(s) address in a text, as the tool finds a page's address in its fields. */
function addressIn(text: string | undefined): string | null {
  const found = text?.match(/https?:\/\/[^\s<>"']+/i)?.[0];
  return found ? normaliseSampleUrl(found) : null;
}

/** The EARL outcome an outcome reference names ("earl:passed", or the full address). */
function earlOutcomeOf(reference: WcagEmReference | undefined): EarlOutcome | undefined {
  const name = /^(?:earl:|https?:\/\/www\.w3\.org\/ns\/earl#)(\w+)$/.exec(idOf(reference) ?? '')?.[1];
  return EARL_OUTCOMES.find((outcome) => outcome === name);
}

/**
 * What a Report Tool file says, in Klarsicht's terms: the scope, the sample (the tool's "short
 * name" becomes the owner's label, unless the file is Klarsicht's own and says more), and the
 * verdicts the website's results give. Results about single pages are not taken: Klarsicht's
 * verdicts are the site's. The file's structure is checked before (contracts' wcagEmReportFileSchema);
 * this names what keeps its content from being taken, with the path of each.
 */
export function fromWcagEmReport(file: WcagEmReportFile, options: WcagEmImportOptions): WcagEmImport {
  const problems: WcagEmProblem[] = [];
  const isOnSite = options.isOnSite ?? (() => true);
  const { defineScope } = file;

  const sample: SamplePage[] = [];
  const seen = new Set<string>();
  for (const kind of ['structured', 'random'] as const) {
    const list = kind === 'structured' ? 'structuredSample' : 'randomSample';
    many(file.selectSample?.[list]).forEach((subject, index) => {
      const field = `selectSample.${list}.${index}`;
      const url =
        addressIn(idOf(subject)) ??
        addressIn(subject.description) ??
        addressIn(subject.source) ??
        addressIn(subject.title);
      if (!url) {
        problems.push({
          field,
          code: 'no_address',
          message: `Page ${index + 1} of the ${kind} sample ("${subject.title ?? ''}") has no web address; Klarsicht samples pages by their address.`,
        });
        return;
      }
      if (!isOnSite(url)) {
        problems.push({ field, code: 'not_on_site', message: `${url} is not a page of this site.` });
        return;
      }
      // The same page twice (in both parts, say) is one page of the sample.
      if (seen.has(url)) return;
      seen.add(url);
      const ours = subject.sampleReason !== undefined;
      const label = ours ? nonEmpty(subject.sampleLabel) : nonEmpty(subject.title);
      if (label !== undefined && label.length > SAMPLE_LABEL_MAX_LENGTH) {
        problems.push({
          field: `${field}.title`,
          code: 'too_long',
          message: `The page's name is longer than ${SAMPLE_LABEL_MAX_LENGTH} characters.`,
        });
        return;
      }
      sample.push({
        url,
        title: nonEmpty(subject.pageTitle) ?? null,
        reason: SAMPLE_REASONS.find((reason) => reason === subject.sampleReason) ?? 'other',
        ...(label !== undefined && label !== url ? { label } : {}),
        sample: kind,
      });
    });
  }
  if (sample.length > SAMPLE_MAX_PAGES) {
    problems.push({
      field: 'selectSample',
      code: 'too_big',
      message: `The sample has ${sample.length} pages; Klarsicht keeps at most ${SAMPLE_MAX_PAGES}.`,
    });
  }

  // The website's results: the tool's subject of type Website (its id may be an address, even a
  // sample page's), or a reference to the scope's id.
  const scopeId = defineScope.scope ? idOf(defineScope.scope) : undefined;
  const isWebsite = (subject: WcagEmAssertionInput['subject']) =>
    typeof subject === 'string'
      ? subject === scopeId
      : subject !== undefined && typesOf(subject).some((type) => type === 'Website' || type === 'WebSite');
  const wanted = new Set(options.criteria);
  const verdicts = new Map<string, WcagEmVerdict & { field: string }>();
  let skipped = 0;
  many(file.auditSample).forEach((assertion, index) => {
    if (!isWebsite(assertion.subject)) return;
    const field = `auditSample.${index}`;
    const outcome = earlOutcomeOf(assertion.result?.outcome);
    if (!outcome) {
      problems.push({
        field: `${field}.result.outcome`,
        code: 'invalid_value',
        message: `"${idOf(assertion.result?.outcome) ?? ''}" is no EARL outcome (earl:passed, earl:failed, earl:inapplicable, earl:cantTell, earl:untested).`,
      });
      return;
    }
    const verdict = VERDICT_OF_OUTCOME[outcome];
    if (!verdict) return;
    const criterionId = criterionOfWcagEmTest(idOf(assertion.test) ?? '');
    if (!criterionId || !wanted.has(criterionId)) {
      skipped++;
      return;
    }
    const earlier = verdicts.get(criterionId);
    if (earlier && earlier.outcome !== verdict) {
      problems.push({
        field,
        code: 'conflict',
        message: `Two results for ${criterionId} disagree (${earlier.field}: ${earlier.outcome}, here: ${verdict}).`,
      });
      return;
    }
    if (!earlier) {
      verdicts.set(criterionId, {
        criterionId,
        outcome: verdict,
        description: assertion.result?.description?.trim() ?? '',
        field,
      });
    }
  });

  return {
    scope: {
      description: defineScope.scope?.description ?? '',
      accessibilitySupportBaseline: defineScope.accessibilitySupportBaseline ?? '',
      additionalRequirements: defineScope.additionalEvaluationRequirements ?? '',
    },
    sample,
    randomSeed: nonEmpty(file.selectSample?.randomSeed) ?? null,
    verdicts: [...verdicts.values()].map(({ field: _field, ...verdict }) => verdict),
    skipped,
    claimed: {
      wcagVersion: defineScope.wcagVersion ?? null,
      conformanceTarget: defineScope.conformanceTarget ?? null,
    },
    problems,
  };
}
