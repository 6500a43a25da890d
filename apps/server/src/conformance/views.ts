import type {
  ApplicabilityView,
  CriterionCheck,
  CriterionConformanceView,
  SiteConformance,
} from '@klarsicht/contracts';
import {
  APPLICABILITY_QUESTION_TEXTS,
  APPLICABILITY_QUESTIONS,
  type ApplicabilityAnswers,
  bfsgNote,
  bfsgNoteForCriteria,
  type ClauseConformance,
  type CriterionConformance,
  clauseGuidance,
  criterionTitle,
  EN301549_EDITIONS,
  findCriterion,
  guidanceOf,
  pagesToTest,
  TEST_METHOD_LABELS,
} from '@klarsicht/report';
import { profileRules } from '@klarsicht/rules';
import type { Language } from '../platform/i18n/language.js';
import type { MonitorRow } from '../sites/index.js';
import { requirementsOfFinding, type ScanFindingRow, type SiteConformanceState } from './site-conformance.js';

/** A row of the table: a WCAG criterion, or an EN 301 549 requirement outside chapter 9. */
export type RequirementRow = CriterionConformance | ClauseConformance;

export function requirementId(row: RequirementRow): string {
  return 'criterion' in row ? row.criterion.id : row.clause.id;
}

/** Where the standard EN 301 549 V3.2.1 is published (ETSI, free of charge). */
const EN301549_URL =
  'https://www.etsi.org/deliver/etsi_en/301500_301599/301549/03.02.01_60/en_301549v030201p.pdf';

/** The W3C's "Understanding WCAG 2.2" document of a criterion, by the slug of its English title. */
export function understandingUrl(criterion: { title: string }): string {
  const slug = criterion.title
    .toLowerCase()
    .replace(/[(),]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://www.w3.org/WAI/WCAG22/Understanding/${slug}.html`;
}

/** The pictures of a site's verdicts, by criterion id, and where their owner gets them. */
export interface SiteEvidence {
  siteId: string;
  byCriterion: ReadonlyMap<string, { mime: string; size: number }>;
}

export function evidencePath(siteId: string, criterionId: string): string {
  return `/api/sites/${siteId}/criteria/${criterionId}/evidence`;
}

export function toCriterionView(
  row: RequirementRow,
  language: Language,
  evidence?: SiteEvidence,
): CriterionConformanceView {
  const id = requirementId(row);
  const picture = evidence?.byCriterion.get(id);
  const described =
    'criterion' in row
      ? {
          level: row.criterion.level,
          title: criterionTitle(row.criterion, language),
          en301549: row.criterion.en301549 ?? null,
          chapter: null,
          notApplicableBecause: null,
          bfsg: bfsgNoteForCriteria([row.criterion], language) ?? null,
        }
      : {
          level: null,
          title: row.clause.title[language],
          en301549: row.clause.id,
          chapter: row.clause.chapter,
          notApplicableBecause: row.notApplicableBecause
            ? APPLICABILITY_QUESTION_TEXTS[row.notApplicableBecause][language].notApplicable
            : null,
          // Only support services have a provision of their own to cite; the rest follow § 3 Abs. 1 BFSG as a whole.
          bfsg: row.clause.id.startsWith('12.2.')
            ? bfsgNote('supportServices', [row.clause.id], language)
            : null,
        };
  return {
    id,
    ...described,
    automated: row.automated,
    rules: [...row.rules],
    violations: {
      rules: [...row.violations.rules],
      elements: row.violations.elements,
      ...(row.violations.accepted ? { accepted: true } : {}),
    },
    needsReview: { rules: [...row.needsReview.rules], elements: row.needsReview.elements },
    manual: row.manual && {
      outcome: row.manual.outcome,
      note: row.manual.note,
      decidedAt: row.manual.decidedAt,
      reopenedAt: row.manual.reopenedAt,
      ...(evidence
        ? { evidence: picture ? { path: evidencePath(evidence.siteId, id), ...picture } : null }
        : {}),
    },
    status: row.status,
  };
}

/** The applicability questions with the site's answers, in the request's language. */
export function toApplicabilityView(
  answers: ApplicabilityAnswers,
  answeredAt: Date | null,
  language: Language,
): ApplicabilityView {
  return {
    answeredAt: answeredAt?.toISOString() ?? null,
    questions: APPLICABILITY_QUESTIONS.map((id) => ({
      id,
      question: APPLICABILITY_QUESTION_TEXTS[id][language].question,
      hint: APPLICABILITY_QUESTION_TEXTS[id][language].hint,
      answer: answers[id] ?? null,
    })),
  };
}

/** The edition a claim follows, as the views name it. */
export function editionView(state: SiteConformanceState) {
  const version = state.conformance.en301549;
  return version ? { version, published: EN301549_EDITIONS[version].published } : null;
}

function siteRef(monitor: MonitorRow) {
  return { id: monitor.id, site: monitor.site, url: monitor.url, profile: monitor.profile };
}

function scanRef(state: SiteConformanceState) {
  const { scan } = state;
  return scan?.finishedAt ? { id: scan.id, finishedAt: scan.finishedAt.toISOString() } : null;
}

export function toSiteConformance(
  monitor: MonitorRow,
  state: SiteConformanceState,
  language: Language,
  evidence: SiteEvidence,
): SiteConformance {
  const { conformance } = state;
  return {
    site: siteRef(monitor),
    scan: scanRef(state),
    progress: conformance.progress,
    overall: conformance.overall,
    criteria: conformance.criteria.map((row) => toCriterionView(row, language, evidence)),
    en301549: editionView(state),
    clauses: conformance.clauses.map((row) => toCriterionView(row, language, evidence)),
    applicability: conformance.en301549
      ? toApplicabilityView(state.answers, state.answeredAt, language)
      : { answeredAt: null, questions: [] },
  };
}

/** The last scan's findings for a criterion, one entry per rule and kind, with pages and elements. */
function findingsOfCriterion(
  rows: readonly ScanFindingRow[],
  criterionId: string,
  requirementsOf: (row: ScanFindingRow) => readonly string[],
  titles: Map<string, string>,
) {
  const byRule = new Map<
    string,
    { kind: 'violation' | 'needs-review'; pages: Set<string>; elements: number }
  >();
  for (const row of rows) {
    if (!requirementsOf(row).includes(criterionId)) continue;
    const kind = row.category === 'violations' ? 'violation' : 'needs-review';
    const key = `${kind}\u0000${row.ruleId}`;
    const entry = byRule.get(key) ?? { kind, pages: new Set<string>(), elements: 0 };
    entry.pages.add(row.pageUrl);
    entry.elements += row.nodeCount;
    byRule.set(key, entry);
  }
  return [...byRule].map(([key, entry]) => {
    const ruleId = key.split('\u0000')[1]!;
    return {
      ruleId,
      title: titles.get(ruleId) ?? ruleId,
      kind: entry.kind,
      pages: entry.pages.size,
      elements: entry.elements,
    };
  });
}

export function toCriterionCheck(
  monitor: MonitorRow,
  state: SiteConformanceState,
  row: RequirementRow,
  pages: ReadonlyArray<{
    url: string;
    title: string | null;
    features: CriterionCheck['pages'][number]['features'];
  }>,
  language: Language,
  evidence: SiteEvidence,
): CriterionCheck {
  const id = requirementId(row);
  const guidance = 'criterion' in row ? guidanceOf(id) : clauseGuidance(row.clause);
  const text = guidance?.texts[language];
  const titles = new Map(profileRules(monitor.profile, language).map((rule) => [rule.id, rule.title]));
  const features = guidance?.features ?? [];
  return {
    site: siteRef(monitor),
    scan: scanRef(state),
    criterion: toCriterionView(row, language, evidence),
    understandingUrl: explanationUrl(row),
    guidance: {
      look: text?.look ?? '',
      steps: [...(text?.steps ?? [])],
      fails: text?.fails ?? '',
      notApplicable: text?.notApplicable ?? null,
      methods: (guidance?.methods ?? []).map((id) => ({ id, label: TEST_METHOD_LABELS[id][language] })),
      features: [...features],
    },
    pages: pagesToTest(features, pages).map((page) => {
      const full = pages.find((candidate) => candidate.url === page.url)!;
      return { url: full.url, title: full.title, features: [...full.features] };
    }),
    findings: findingsOfCriterion(state.findings, id, requirementsOfFinding(monitor.profile), titles),
  };
}

/** A WCAG criterion's (or a clause 10 requirement's criterion's) Understanding document, else the standard. */
function explanationUrl(row: RequirementRow): string {
  const criterion = 'criterion' in row ? row.criterion : row.clause.wcag && findCriterion(row.clause.wcag);
  return criterion ? understandingUrl(criterion) : EN301549_URL;
}
