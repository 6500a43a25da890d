import { randomBytes } from 'node:crypto';
import type { SiteStatement } from '@klarsicht/contracts';
import {
  BARRIER_TEXTS,
  type CriterionConformance,
  criterionTitle,
  type Language,
  type StatementContent,
  type StatementOwnerFields,
  statementDocument,
  statementHtml,
  statementMarkdown,
  statementPagePath,
} from '@klarsicht/report';
import type { SiteConformanceState } from '../conformance/site-conformance.js';
import type { MonitorRow } from '../db/site-monitors-repo.js';
import type { StatementRow, StatementVersionRow } from '../db/statements-repo.js';

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

/** Pages of the last scan with a violation of the criterion. */
function pagesViolating(state: SiteConformanceState, criterionId: string): number {
  const pages = new Set(
    state.findings
      .filter((row) => row.category === 'violations' && row.wcag.some(({ id }) => id === criterionId))
      .map((row) => row.pageUrl),
  );
  return pages.size;
}

export function generatedStatement(state: SiteConformanceState, language: Language): GeneratedStatement {
  const { conformance, scan } = state;
  const failing = conformance.criteria.filter((row) => row.status === 'does-not-conform');
  const decidedDates = conformance.criteria
    .flatMap((row) => (row.manual ? [row.manual.decidedAt] : []))
    .sort();
  return {
    overall: conformance.overall,
    progress: conformance.progress,
    barriers: failing.map((row: CriterionConformance) => ({
      criterionId: row.criterion.id,
      level: row.criterion.level,
      title: criterionTitle(row.criterion, language),
      text: BARRIER_TEXTS[row.criterion.id]?.[language] ?? '',
      pages: pagesViolating(state, row.criterion.id),
    })),
    lastScanAt: scan?.finishedAt?.toISOString() ?? null,
    pagesScanned: scan?.pagesDone ?? 0,
    lastManualAt: decidedDates.at(-1) ?? null,
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
    version: 1,
    site: monitor.site,
    url: monitor.url,
    profile: monitor.profile,
    owner: draft,
    overall: generated.overall,
    progress: generated.progress,
    barriers: generated.barriers.map((barrier) => ({
      criterionId: barrier.criterionId,
      pages: barrier.pages,
    })),
    evaluation: {
      lastScanAt: generated.lastScanAt,
      pagesScanned: generated.pagesScanned,
      lastManualAt: generated.lastManualAt,
    },
    publishedAt: publishedAt.toISOString(),
  };
}

const barrierKey = (ids: readonly string[]) => [...ids].sort().join(' ');

/** Whether the site's known barriers or overall status differ from what the version says. */
export function isOutOfDate(
  version: StatementVersionRow | undefined,
  generated: GeneratedStatement,
): boolean {
  if (!version) return false;
  return (
    version.content.overall !== generated.overall ||
    barrierKey(version.content.barriers.map((barrier) => barrier.criterionId)) !==
      barrierKey(generated.barriers.map((barrier) => barrier.criterionId))
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
