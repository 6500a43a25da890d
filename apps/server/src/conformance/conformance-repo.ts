import type { ApplicabilityAnswers } from '@klarsicht/report';
import { and, asc, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import { findings, scanPages, scans } from '../scans/schema.js';
import { criterionEvidence, criterionResults, siteApplicability } from './schema.js';

/** A person's verdicts on WCAG criteria per organisation and site, and what the site's scans say about them. */

/** One user's verdict on one criterion of one site. */
const resultKey = (organisationId: string, site: string, criterionId: string) =>
  and(
    eq(criterionResults.organisationId, organisationId),
    eq(criterionResults.site, site),
    eq(criterionResults.criterionId, criterionId),
  );

export type CriterionResultRow = typeof criterionResults.$inferSelect;
export type NewCriterionResult = Pick<
  CriterionResultRow,
  'id' | 'organisationId' | 'site' | 'criterionId' | 'outcome' | 'note' | 'decidedAt' | 'decidedScanId'
> &
  Partial<Pick<CriterionResultRow, 'decidedBy'>>;

export async function listCriterionResults(
  db: Executor,
  organisationId: string,
  site: string,
): Promise<CriterionResultRow[]> {
  return db
    .select()
    .from(criterionResults)
    .where(and(eq(criterionResults.organisationId, organisationId), eq(criterionResults.site, site)))
    .orderBy(asc(criterionResults.criterionId));
}

/** Records a verdict; deciding again replaces it and clears a reopening. */
export async function upsertCriterionResult(
  db: Executor,
  result: NewCriterionResult,
): Promise<CriterionResultRow> {
  const [row] = await db
    .insert(criterionResults)
    .values(result)
    .onConflictDoUpdate({
      target: [criterionResults.organisationId, criterionResults.site, criterionResults.criterionId],
      set: {
        outcome: result.outcome,
        note: result.note,
        decidedAt: result.decidedAt,
        decidedBy: result.decidedBy ?? null,
        decidedScanId: result.decidedScanId,
        reopenedAt: null,
        reopenedScanId: null,
      },
    })
    .returning();
  return row!;
}

/** Withdraws a verdict; false when there was none. */
export async function deleteCriterionResult(
  db: Executor,
  organisationId: string,
  site: string,
  criterionId: string,
): Promise<boolean> {
  const rows = await db
    .delete(criterionResults)
    .where(resultKey(organisationId, site, criterionId))
    .returning({ id: criterionResults.id });
  return rows.length === 1;
}

/**
 * Reopens the owner's hand-passed criteria of the site that the scan found violated; returns the
 * ids of the criteria reopened now (already reopened ones are left as they are).
 */
export async function reopenPassedCriteria(
  db: Executor,
  reopening: {
    organisationId: string;
    site: string;
    scanId: string;
    criterionIds: readonly string[];
    at: Date;
  },
): Promise<string[]> {
  if (reopening.criterionIds.length === 0) return [];
  const rows = await db
    .update(criterionResults)
    .set({ reopenedAt: reopening.at, reopenedScanId: reopening.scanId })
    .where(
      and(
        eq(criterionResults.organisationId, reopening.organisationId),
        eq(criterionResults.site, reopening.site),
        eq(criterionResults.outcome, 'passed'),
        isNull(criterionResults.reopenedAt),
        inArray(criterionResults.criterionId, [...reopening.criterionIds]),
      ),
    )
    .returning({ criterionId: criterionResults.criterionId });
  return rows.map((row) => row.criterionId).sort();
}

/** The site's answers to the applicability questions (none yet: every requirement applies). */
export async function findApplicability(db: Executor, organisationId: string, site: string) {
  const [row] = await db
    .select()
    .from(siteApplicability)
    .where(and(eq(siteApplicability.organisationId, organisationId), eq(siteApplicability.site, site)));
  return row;
}

/** Stores the site's answers, replacing earlier ones. */
export async function saveApplicability(
  db: Executor,
  row: {
    organisationId: string;
    site: string;
    answers: ApplicabilityAnswers;
    answeredAt: Date;
    answeredBy: string;
  },
): Promise<void> {
  await db
    .insert(siteApplicability)
    .values(row)
    .onConflictDoUpdate({
      target: [siteApplicability.organisationId, siteApplicability.site],
      set: { answers: row.answers, answeredAt: row.answeredAt, answeredBy: row.answeredBy },
    });
}

/** The owner's latest finished scan of the site: the one conformance is judged on. */
/**
 * The scan a site's conformance is judged on: its latest succeeded site scan, else (a site never
 * scanned as a whole) its latest succeeded scan of a page. A single page checked later, a state a
 * team's test or the browser extension sent, adds to the site scan's evidence
 * (`laterPageScansOfSite`); it does not take the whole site's place.
 */
export async function latestSucceededScanOfSite(db: Executor, organisationId: string, site: string) {
  const [row] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.organisationId, organisationId), eq(scans.site, site), eq(scans.status, 'succeeded')))
    .orderBy(desc(sql`${scans.scope} = 'site'`), desc(scans.finishedAt), desc(scans.id))
    .limit(1);
  return row;
}

/** At most this many later pages join a site scan's evidence: the newest. */
const MAX_LATER_PAGE_SCANS = 50;

/** The site's succeeded single-page scans that finished after `base` (a site scan), newest first. */
export async function laterPageScansOfSite(db: Executor, base: typeof scans.$inferSelect) {
  if (!base.organisationId || !base.finishedAt) return [];
  return db
    .select()
    .from(scans)
    .where(
      and(
        eq(scans.organisationId, base.organisationId),
        eq(scans.site, base.site),
        eq(scans.scope, 'page'),
        eq(scans.status, 'succeeded'),
        gte(scans.finishedAt, base.finishedAt),
        ne(scans.id, base.id),
      ),
    )
    .orderBy(desc(scans.finishedAt), desc(scans.id))
    .limit(MAX_LATER_PAGE_SCANS);
}

/**
 * Violations and needs-review findings of a scan, with the criteria and pages they concern, and
 * whether the page is a PDF document (with its title) or a web page.
 */
export async function criterionFindingsOfScan(db: Executor, scanId: string) {
  return db
    .select({
      category: findings.category,
      ruleId: findings.ruleId,
      pageUrl: findings.pageUrl,
      pageKind: scanPages.kind,
      pageTitle: scanPages.title,
      wcag: findings.wcag,
      nodeCount: findings.nodeCount,
    })
    .from(findings)
    .innerJoin(scanPages, eq(scanPages.id, findings.pageId))
    .where(and(eq(findings.scanId, scanId), inArray(findings.category, ['violations', 'incomplete'])));
}

/** The scan's pages that loaded, in report order, with what they contain. */
export async function featuredPagesOfScan(db: Executor, scanId: string) {
  return db
    .select({ url: scanPages.url, title: scanPages.title, features: scanPages.features })
    .from(scanPages)
    .where(and(eq(scanPages.scanId, scanId), isNull(scanPages.errorCode)))
    .orderBy(asc(scanPages.position));
}

/** Attaches (or replaces) the picture of a verdict. */
export async function putCriterionEvidence(
  db: Executor,
  evidence: { resultId: string; mime: string; bytes: Uint8Array },
): Promise<void> {
  await db
    .insert(criterionEvidence)
    .values(evidence)
    .onConflictDoUpdate({
      target: criterionEvidence.resultId,
      set: { mime: evidence.mime, bytes: evidence.bytes, createdAt: sql`now()` },
    });
}

export async function findCriterionEvidence(db: Executor, resultId: string) {
  const [row] = await db.select().from(criterionEvidence).where(eq(criterionEvidence.resultId, resultId));
  return row;
}

export async function deleteCriterionEvidence(db: Executor, resultId: string): Promise<boolean> {
  const rows = await db
    .delete(criterionEvidence)
    .where(eq(criterionEvidence.resultId, resultId))
    .returning({ resultId: criterionEvidence.resultId });
  return rows.length === 1;
}

/** Which of the organisation's verdicts on the site have a picture, by criterion id, with its type and size. */
export async function evidenceOfSite(db: Executor, organisationId: string, site: string) {
  const rows = await db
    .select({
      criterionId: criterionResults.criterionId,
      mime: criterionEvidence.mime,
      size: sql<number>`octet_length(${criterionEvidence.bytes})`.mapWith(Number),
    })
    .from(criterionEvidence)
    .innerJoin(criterionResults, eq(criterionResults.id, criterionEvidence.resultId))
    .where(and(eq(criterionResults.organisationId, organisationId), eq(criterionResults.site, site)));
  return new Map(rows.map((row) => [row.criterionId, { mime: row.mime, size: row.size }]));
}

export async function findCriterionResult(
  db: Executor,
  organisationId: string,
  site: string,
  criterionId: string,
) {
  const [row] = await db
    .select()
    .from(criterionResults)
    .where(resultKey(organisationId, site, criterionId));
  return row;
}
