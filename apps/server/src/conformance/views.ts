import type { CriterionCheck, CriterionConformanceView, SiteConformance } from '@klarsicht/contracts';
import {
  bfsgNoteForCriteria,
  type CriterionConformance,
  criterionTitle,
  guidanceOf,
  pagesToTest,
  TEST_METHOD_LABELS,
} from '@klarsicht/report';
import { profileRules } from '@klarsicht/rules';
import type { Language } from '../platform/i18n/language.js';
import type { MonitorRow } from '../sites/index.js';
import type { ScanFindingRow, SiteConformanceState } from './site-conformance.js';

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
  row: CriterionConformance,
  language: Language,
  evidence?: SiteEvidence,
): CriterionConformanceView {
  const { criterion } = row;
  const picture = evidence?.byCriterion.get(criterion.id);
  return {
    id: criterion.id,
    level: criterion.level,
    title: criterionTitle(criterion, language),
    en301549: criterion.en301549 ?? null,
    bfsg: bfsgNoteForCriteria([criterion], language) ?? null,
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
        ? { evidence: picture ? { path: evidencePath(evidence.siteId, criterion.id), ...picture } : null }
        : {}),
    },
    status: row.status,
  };
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
  };
}

/** The last scan's findings for a criterion, one entry per rule and kind, with pages and elements. */
function findingsOfCriterion(
  rows: readonly ScanFindingRow[],
  criterionId: string,
  titles: Map<string, string>,
) {
  const byRule = new Map<
    string,
    { kind: 'violation' | 'needs-review'; pages: Set<string>; elements: number }
  >();
  for (const row of rows) {
    if (!row.wcag.some(({ id }) => id === criterionId)) continue;
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
  row: CriterionConformance,
  pages: ReadonlyArray<{
    url: string;
    title: string | null;
    features: CriterionCheck['pages'][number]['features'];
  }>,
  language: Language,
  evidence: SiteEvidence,
): CriterionCheck {
  const guidance = guidanceOf(row.criterion.id);
  const text = guidance?.texts[language];
  const titles = new Map(profileRules(monitor.profile, language).map((rule) => [rule.id, rule.title]));
  const features = guidance?.features ?? [];
  return {
    site: siteRef(monitor),
    scan: scanRef(state),
    criterion: toCriterionView(row, language, evidence),
    understandingUrl: understandingUrl(row.criterion),
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
    findings: findingsOfCriterion(state.findings, row.criterion.id, titles),
  };
}
