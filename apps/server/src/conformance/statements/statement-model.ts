import { randomBytes } from 'node:crypto';
import type { SiteStatement } from '@klarsicht/contracts';
import {
  type AcceptedBarrier,
  type BarrierDocument,
  barrierText,
  clauseBarrierText,
  criterionTitle,
  decidedBy,
  type En301549Version,
  evaluationMethodText,
  type Language,
  type StatementContent,
  type StatementOwnerFields,
  statementDocument,
  statementHtml,
  statementMarkdown,
  statementPagePath,
} from '@klarsicht/report';
import type { MonitorRow } from '../../sites/index.js';
import { requirementsOfFinding, type SiteConformanceState } from '../site-conformance.js';
import { type RequirementRow, requirementId } from '../views.js';
import type { StatementRow, StatementVersionRow } from './statements-repo.js';

/** What the generator fills from the site's conformance, as the statement and the owner's screen show it. */
export type GeneratedStatement = SiteStatement['generated'];

export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

export function publicStatementUrl(publicUrl: string, publicId: string): string {
  return `${publicUrl.replace(/\/$/, '')}${statementPagePath(publicId)}`;
}

/** An empty draft in the owner's language, prepared today. */
export function defaultDraft(language: Language, today: Date): StatementOwnerFields {
  return {
    language,
    organisation: '',
    serviceName: '',
    serviceDescription: '',
    serviceOperation: '',
    measures: '',
    contactEmail: '',
    contactPhone: '',
    contactAddress: '',
    alternatives: '',
    barrierNotes: {},
    preparedOn: today.toISOString().slice(0, 10),
  };
}

/**
 * Pages of the last scan with a violation of the requirement; and when they are all PDF documents
 * and the failure is the scan's alone, those documents: the statement then speaks of them, not of
 * pages.
 */
function barrierEvidence(
  state: SiteConformanceState,
  row: RequirementRow,
): { pages: number; documents: BarrierDocument[] } {
  const id = requirementId(row);
  const requirementsOf = requirementsOfFinding(state.conformance.profile);
  const pages = new Map<string, { kind: 'document' | null; title: string | null }>();
  for (const finding of state.findings) {
    if (finding.category !== 'violations' || !requirementsOf(finding).includes(id)) continue;
    pages.set(finding.pageUrl, { kind: finding.pageKind, title: finding.pageTitle });
  }
  const onlyDocuments =
    pages.size > 0 &&
    decidedBy(row) === 'scan' &&
    [...pages.values()].every((page) => page.kind === 'document');
  return {
    pages: pages.size,
    documents: onlyDocuments ? [...pages].map(([url, page]) => ({ url, title: page.title })) : [],
  };
}

/** A row's level and title as the statement names it (a clause has no level). */
function named(row: RequirementRow, language: Language) {
  return 'criterion' in row
    ? {
        criterionId: row.criterion.id,
        level: row.criterion.level,
        title: criterionTitle(row.criterion, language),
      }
    : { criterionId: row.clause.id, level: null, title: row.clause.title[language] };
}

/**
 * What the generator fills from the site's conformance: under a claim that follows EN 301 549 as a
 * whole, its requirements outside chapter 9 too (decision 031).
 */
export function generatedStatement(state: SiteConformanceState, language: Language): GeneratedStatement {
  const { conformance, scan } = state;
  const rows: RequirementRow[] = [...conformance.criteria, ...conformance.clauses];
  const decidedDates = rows.flatMap((row) => (row.manual ? [row.manual.decidedAt] : [])).sort();
  return {
    overall: conformance.overall,
    progress: conformance.progress,
    barriers: rows
      .filter((row) => row.status === 'does-not-conform')
      .map((row) => {
        const { pages, documents } = barrierEvidence(state, row);
        const accepted = state.acceptedByCriterion.get(requirementId(row)) ?? [];
        const name = named(row, language);
        return {
          ...name,
          text:
            'criterion' in row
              ? barrierText(row.criterion.id, language, documents)
              : clauseBarrierText(name.criterionId, name.title, language),
          pages,
          documents,
          ...(accepted.length > 0 ? { accepted } : {}),
        };
      }),
    untested: rows.filter((row) => row.status === 'not-tested').map((row) => named(row, language)),
    en301549: conformance.en301549,
    lastScanAt: scan?.finishedAt?.toISOString() ?? null,
    pagesScanned: scan?.pagesDone ?? 0,
    lastManualAt: decidedDates.at(-1) ?? null,
    sample: state.sample?.map(({ url, reason, sample }) => ({ url, reason, sample })) ?? null,
    method: state.sample ? evaluationMethodText({ sample: state.sample }, language, scan?.pagesDone) : null,
  };
}

/** Everything a version says, fixed at publication. */
export function statementContent(
  monitor: MonitorRow,
  draft: StatementOwnerFields,
  generated: GeneratedStatement,
  publishedAt: Date,
): StatementContent {
  return {
    version: 2,
    site: monitor.site,
    url: monitor.url,
    profile: monitor.profile,
    owner: draft,
    ...(generated.en301549 ? { en301549: generated.en301549 as En301549Version } : {}),
    overall: generated.overall,
    progress: generated.progress,
    barriers: generated.barriers.map((barrier) => ({
      criterionId: barrier.criterionId,
      pages: barrier.pages,
      ...(barrier.documents.length > 0 ? { documents: barrier.documents } : {}),
      ...(barrier.accepted?.length ? { accepted: barrier.accepted } : {}),
    })),
    evaluation: {
      lastScanAt: generated.lastScanAt,
      pagesScanned: generated.pagesScanned,
      lastManualAt: generated.lastManualAt,
      ...(generated.sample ? { sample: generated.sample } : {}),
    },
    publishedAt: publishedAt.toISOString(),
  };
}

/** The barriers as a comparable text: the criteria and, for each, why it is accepted (decision 029). */
const barrierKey = (
  barriers: ReadonlyArray<{ criterionId: string; accepted?: readonly AcceptedBarrier[] }>,
) =>
  barriers
    .map((barrier) => `${barrier.criterionId}${JSON.stringify(barrier.accepted ?? [])}`)
    .sort()
    .join(' ');

/**
 * Whether the site's known barriers, the reasons they are accepted for, or the overall status
 * differ from what the version says: a decision changed since it was published.
 */
export function isOutOfDate(
  version: StatementVersionRow | undefined,
  generated: GeneratedStatement,
): boolean {
  if (!version) return false;
  return (
    version.content.overall !== generated.overall ||
    barrierKey(version.content.barriers) !== barrierKey(generated.barriers)
  );
}

export function toSiteStatement(
  monitor: MonitorRow,
  input: {
    statement: StatementRow | undefined;
    draft: StatementOwnerFields;
    generated: GeneratedStatement;
    versions: StatementVersionRow[];
    publicUrl: string;
  },
  language: Language,
): SiteStatement {
  const { statement, versions } = input;
  const latest = versions[0];
  const pageUrl = statement && latest ? publicStatementUrl(input.publicUrl, statement.publicId) : null;
  const document = latest ? statementDocument(latest.content, language) : undefined;
  return {
    site: { id: monitor.id, site: monitor.site, url: monitor.url, profile: monitor.profile },
    draft: input.draft,
    generated: input.generated,
    publicUrl: pageUrl,
    versions: versions.map((version) => ({
      number: version.number,
      publishedAt: version.publishedAt.toISOString(),
      url: `${pageUrl}?version=${version.number}`,
    })),
    outOfDate: isOutOfDate(latest, input.generated),
    snippets: document ? { html: statementHtml(document), markdown: statementMarkdown(document) } : null,
  };
}
