import type { EvaluationScopeFields, SamplePage, ScannedPage } from '@klarsicht/report';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { scanPages } from '../../scans/schema.js';
import { siteEvaluations } from '../schema.js';

/** A site's saved WCAG-EM evaluation, and the scan pages its sample is proposed and drawn from. */

export type SiteEvaluationRow = typeof siteEvaluations.$inferSelect;

export async function findSiteEvaluation(
  db: Executor,
  organisationId: string,
  site: string,
): Promise<SiteEvaluationRow | undefined> {
  const [row] = await db
    .select()
    .from(siteEvaluations)
    .where(and(eq(siteEvaluations.organisationId, organisationId), eq(siteEvaluations.site, site)));
  return row;
}

/** Stores the site's evaluation, replacing the one before. */
export async function saveSiteEvaluation(
  db: Executor,
  row: {
    organisationId: string;
    site: string;
    scope: EvaluationScopeFields;
    sample: SamplePage[];
    randomSeed: string | null;
    updatedAt: Date;
    updatedBy: string;
  },
): Promise<void> {
  await db
    .insert(siteEvaluations)
    .values(row)
    .onConflictDoUpdate({
      target: [siteEvaluations.organisationId, siteEvaluations.site],
      set: {
        scope: row.scope,
        sample: row.sample,
        randomSeed: row.randomSeed,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
      },
    });
}

/** The scan's pages that loaded, in report order, with what they contain and whether each is a PDF. */
export async function scannedPagesOfScan(db: Executor, scanId: string): Promise<ScannedPage[]> {
  const rows = await db
    .select({
      url: scanPages.url,
      title: scanPages.title,
      features: scanPages.features,
      kind: scanPages.kind,
    })
    .from(scanPages)
    .where(and(eq(scanPages.scanId, scanId), isNull(scanPages.errorCode)))
    .orderBy(asc(scanPages.position));
  return rows.map((row) => ({ ...row, kind: row.kind === 'document' ? 'document' : 'page' }));
}
