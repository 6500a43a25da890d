import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  accountTokens,
  apiTokens,
  localAccounts,
  oidcPayloads,
  organisations,
  users,
} from '../accounts/schema.js';
import { localCheckoutSessions } from '../billing/schema.js';
import {
  accessibilityStatements,
  accessibilityStatementVersions,
  criterionResults,
  siteApplicability,
  siteEvaluations,
} from '../conformance/schema.js';
import type { Executor } from '../platform/db/database.js';
import { rateLimits } from '../platform/http/rate-limit-schema.js';
import type { FindingRow, PageRow, ScanRow } from '../scans/index.js';
import { findingReviews, findings, scanPages, scans, shareLinks } from '../scans/schema.js';
import { siteMonitors, siteScanSettings } from '../sites/schema.js';

/**
 * Everything stored about one user, read for the export (GDPR Art. 20) and removed for the
 * deletion (Art. 17). Payment records (the local test-mode provider's customers, subscriptions and
 * payments) are not touched: tax and commercial law make us keep them.
 */

export interface AccountRows {
  scans: Array<{ scan: ScanRow; pages: PageRow[]; findings: FindingRow[] }>;
  reviews: (typeof findingReviews.$inferSelect)[];
  monitors: (typeof siteMonitors.$inferSelect)[];
  apiTokens: Array<Omit<typeof apiTokens.$inferSelect, 'tokenHash'>>;
  shareLinks: (typeof shareLinks.$inferSelect)[];
  criterionResults: (typeof criterionResults.$inferSelect)[];
  applicability: (typeof siteApplicability.$inferSelect)[];
  evaluations: (typeof siteEvaluations.$inferSelect)[];
  statements: Array<{
    statement: typeof accessibilityStatements.$inferSelect;
    versions: (typeof accessibilityStatementVersions.$inferSelect)[];
  }>;
  siteSettings: (typeof siteScanSettings.$inferSelect)[];
}

/**
 * The user's statements that have a published version, each with its latest one (what the public
 * page shows), by site.
 */
export async function listPublishedStatements(
  db: Executor,
  userId: string,
): Promise<Array<{ site: string; publicId: string; number: number; publishedAt: Date }>> {
  const latest = db
    .select({
      statementId: accessibilityStatementVersions.statementId,
      number: sql<number>`max(${accessibilityStatementVersions.number})`.as('latest_number'),
    })
    .from(accessibilityStatementVersions)
    .groupBy(accessibilityStatementVersions.statementId)
    .as('latest');
  return db
    .select({
      site: accessibilityStatements.site,
      publicId: accessibilityStatements.publicId,
      number: accessibilityStatementVersions.number,
      publishedAt: accessibilityStatementVersions.publishedAt,
    })
    .from(accessibilityStatements)
    .innerJoin(latest, eq(latest.statementId, accessibilityStatements.id))
    .innerJoin(
      accessibilityStatementVersions,
      and(
        eq(accessibilityStatementVersions.statementId, accessibilityStatements.id),
        eq(accessibilityStatementVersions.number, latest.number),
      ),
    )
    .where(eq(accessibilityStatements.organisationId, userId))
    .orderBy(asc(accessibilityStatements.site));
}

export async function readAccountRows(db: Executor, userId: string): Promise<AccountRows> {
  const ownScans = await db
    .select()
    .from(scans)
    .where(eq(scans.organisationId, userId))
    .orderBy(desc(scans.createdAt), desc(scans.id));
  const ids = ownScans.map((scan) => scan.id);
  const [
    pages,
    findingRows,
    reviews,
    monitors,
    tokens,
    links,
    verdicts,
    statementRows,
    settings,
    answers,
    evaluations,
  ] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(scanPages)
          .where(inArray(scanPages.scanId, ids))
          .orderBy(asc(scanPages.scanId), asc(scanPages.position)),
    ids.length === 0
      ? []
      : db.select().from(findings).where(inArray(findings.scanId, ids)).orderBy(asc(findings.id)),
    db
      .select()
      .from(findingReviews)
      .where(eq(findingReviews.organisationId, userId))
      .orderBy(asc(findingReviews.createdAt)),
    db
      .select()
      .from(siteMonitors)
      .where(eq(siteMonitors.organisationId, userId))
      .orderBy(asc(siteMonitors.createdAt)),
    db
      .select({
        id: apiTokens.id,
        userId: apiTokens.userId,
        organisationId: apiTokens.organisationId,
        name: apiTokens.name,
        prefix: apiTokens.prefix,
        createdAt: apiTokens.createdAt,
        lastUsedAt: apiTokens.lastUsedAt,
        revokedAt: apiTokens.revokedAt,
      })
      .from(apiTokens)
      .where(eq(apiTokens.organisationId, userId))
      .orderBy(asc(apiTokens.createdAt)),
    db.select().from(shareLinks).where(eq(shareLinks.createdBy, userId)).orderBy(asc(shareLinks.createdAt)),
    db
      .select()
      .from(criterionResults)
      .where(eq(criterionResults.organisationId, userId))
      .orderBy(asc(criterionResults.site), asc(criterionResults.criterionId)),
    db
      .select()
      .from(accessibilityStatements)
      .where(eq(accessibilityStatements.organisationId, userId))
      .orderBy(asc(accessibilityStatements.site)),
    db
      .select()
      .from(siteScanSettings)
      .where(eq(siteScanSettings.organisationId, userId))
      .orderBy(asc(siteScanSettings.site)),
    db
      .select()
      .from(siteApplicability)
      .where(eq(siteApplicability.organisationId, userId))
      .orderBy(asc(siteApplicability.site)),
    db
      .select()
      .from(siteEvaluations)
      .where(eq(siteEvaluations.organisationId, userId))
      .orderBy(asc(siteEvaluations.site)),
  ]);
  const statementIds = statementRows.map((row) => row.id);
  const versionRows =
    statementIds.length === 0
      ? []
      : await db
          .select()
          .from(accessibilityStatementVersions)
          .where(inArray(accessibilityStatementVersions.statementId, statementIds))
          .orderBy(asc(accessibilityStatementVersions.number));
  return {
    scans: ownScans.map((scan) => ({
      scan,
      pages: pages.filter((page) => page.scanId === scan.id),
      findings: findingRows.filter((finding) => finding.scanId === scan.id),
    })),
    reviews,
    monitors,
    apiTokens: tokens,
    shareLinks: links,
    criterionResults: verdicts,
    applicability: answers,
    evaluations,
    statements: statementRows.map((statement) => ({
      statement,
      versions: versionRows.filter((version) => version.statementId === statement.id),
    })),
    siteSettings: settings,
  };
}

export interface DeletedAccount {
  scans: number;
}

/**
 * Removes the user and everything hanging on them, in one transaction (`db` should be one):
 * scans with their pages, findings, screenshots and share links (foreign keys cascade), the
 * queued jobs of those scans, review marks, monitors, API tokens, the cached billing account and
 * customer link, rate-limit windows named after the user and, for an account of the embedded
 * provider (`localAccountId`), the account with its mailed links and every session, grant and
 * token the provider holds for it.
 */
export async function deleteAccountRows(
  db: Executor,
  user: { id: string; subject: string },
  localAccountId: string | null,
  /** Team organisations that go with the account (it was their only member). */
  teamOrganisations: readonly string[] = [],
): Promise<DeletedAccount> {
  const gone = [user.id, ...teamOrganisations];
  const removedScans = await db
    .delete(scans)
    .where(inArray(scans.organisationId, gone))
    .returning({ id: scans.id });
  await deleteQueuedJobs(
    db,
    removedScans.map((scan) => scan.id),
  );
  // The personal organisation (its id is the user's) goes, and foreign keys remove what it owns:
  // share links, reviews, monitors, settings, verdicts, statements, API tokens, billing cache.
  await db.delete(organisations).where(inArray(organisations.id, gone));
  await db.delete(users).where(eq(users.id, user.id));
  await db.delete(rateLimits).where(sql`strpos(${rateLimits.key}, ${user.id}) > 0`);
  // Unpaid checkout sessions are no booking record; paid ones stay with the payments.
  await db
    .delete(localCheckoutSessions)
    .where(
      and(inArray(localCheckoutSessions.organisationId, gone), ne(localCheckoutSessions.status, 'complete')),
    );
  if (localAccountId) {
    await db.delete(accountTokens).where(eq(accountTokens.accountId, localAccountId));
    await db.delete(localAccounts).where(eq(localAccounts.id, localAccountId));
    await db
      .delete(oidcPayloads)
      .where(
        or(
          sql`${oidcPayloads.payload}->>'accountId' = ${localAccountId}`,
          sql`${oidcPayloads.payload}#>>'{session,accountId}' = ${localAccountId}`,
          sql`${oidcPayloads.payload}#>>'{result,login,accountId}' = ${localAccountId}`,
        ),
      );
  }
  return { scans: removedScans.length };
}

/**
 * pg-boss jobs of the removed scans that have not started (a running one finds its scan gone and
 * writes nothing). The queue's schema exists only where a queue was started.
 */
async function deleteQueuedJobs(db: Executor, scanIds: string[]): Promise<void> {
  if (scanIds.length === 0) return;
  const found = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as exists`,
  );
  const rows = (found as unknown as { rows?: { exists: boolean }[] }).rows ?? (found as unknown as []);
  if (!rows[0]?.exists) return;
  await db.execute(
    sql`delete from pgboss.job where state in ('created', 'retry') and data->>'scanId' in (${sql.join(
      scanIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
