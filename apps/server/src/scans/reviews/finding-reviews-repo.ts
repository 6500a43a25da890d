import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { findingReviews, findings } from '../schema.js';

/**
 * "Checked, not an issue" marks on needs-review findings, per organisation and site; `pageUrl` '' means
 * the rule on every page of the site.
 */

export type FindingReviewRow = typeof findingReviews.$inferSelect;

export const EVERY_PAGE = '';

/** Marks the rule (on the page or on every page); marking again keeps the mark and takes the new note. */
export async function upsertFindingReview(
  db: Executor,
  review: Pick<
    FindingReviewRow,
    'id' | 'organisationId' | 'decidedBy' | 'site' | 'ruleId' | 'pageUrl' | 'note'
  >,
): Promise<FindingReviewRow> {
  const [row] = await db
    .insert(findingReviews)
    .values(review)
    .onConflictDoUpdate({
      target: [
        findingReviews.organisationId,
        findingReviews.site,
        findingReviews.ruleId,
        findingReviews.pageUrl,
      ],
      set: { note: sql`excluded.note`, decidedBy: sql`excluded.decided_by` },
    })
    .returning();
  return row!;
}

export async function listReviewsOfSite(
  db: Executor,
  organisationId: string,
  site: string,
): Promise<FindingReviewRow[]> {
  return db
    .select()
    .from(findingReviews)
    .where(and(eq(findingReviews.organisationId, organisationId), eq(findingReviews.site, site)))
    .orderBy(asc(findingReviews.ruleId), asc(findingReviews.pageUrl));
}

/** Deletes the organisation's own review; false when the user has no review with that id. */
export async function deleteFindingReview(
  db: Executor,
  organisationId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(findingReviews)
    .where(and(eq(findingReviews.id, id), eq(findingReviews.organisationId, organisationId)))
    .returning({ id: findingReviews.id });
  return rows.length === 1;
}

/** The categories the rule has in the scan (on the page, if given): which kind of finding it is there. */
export async function categoriesOfRuleInScan(
  db: Executor,
  scanId: string,
  ruleId: string,
  pageUrl: string | undefined,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: findings.category })
    .from(findings)
    .where(
      and(
        eq(findings.scanId, scanId),
        eq(findings.ruleId, ruleId),
        pageUrl === undefined ? undefined : eq(findings.pageUrl, pageUrl),
      ),
    );
  return rows.map((row) => row.category);
}
