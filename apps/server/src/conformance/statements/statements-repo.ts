import type { StatementContent, StatementOwnerFields } from '@klarsicht/report';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { accessibilityStatements, accessibilityStatementVersions } from '../schema.js';

/** Accessibility statements per organisation and site: the draft, and the versions published from it. */

export type StatementRow = typeof accessibilityStatements.$inferSelect;
export type StatementVersionRow = typeof accessibilityStatementVersions.$inferSelect;

export async function findStatement(
  db: Executor,
  organisationId: string,
  site: string,
): Promise<StatementRow | undefined> {
  const [row] = await db
    .select()
    .from(accessibilityStatements)
    .where(
      and(eq(accessibilityStatements.organisationId, organisationId), eq(accessibilityStatements.site, site)),
    );
  return row;
}

/** By its public id; anything not shaped like one (base64url) finds nothing. */
export async function findStatementByPublicId(
  db: Executor,
  publicId: string,
): Promise<StatementRow | undefined> {
  if (!/^[\w-]{1,64}$/.test(publicId)) return undefined;
  const [row] = await db
    .select()
    .from(accessibilityStatements)
    .where(eq(accessibilityStatements.publicId, publicId));
  return row;
}

/** Saves the draft; the first save makes the statement and fixes its public id. */
export async function saveStatementDraft(
  db: Executor,
  statement: {
    id: string;
    organisationId: string;
    site: string;
    publicId: string;
    draft: StatementOwnerFields;
    at: Date;
  },
): Promise<StatementRow> {
  const [row] = await db
    .insert(accessibilityStatements)
    .values({
      id: statement.id,
      organisationId: statement.organisationId,
      site: statement.site,
      publicId: statement.publicId,
      draft: statement.draft,
      updatedAt: statement.at,
    })
    .onConflictDoUpdate({
      target: [accessibilityStatements.organisationId, accessibilityStatements.site],
      set: { draft: statement.draft, updatedAt: statement.at },
    })
    .returning();
  return row!;
}

/** Newest first. */
export async function listStatementVersions(
  db: Executor,
  statementId: string,
): Promise<StatementVersionRow[]> {
  return db
    .select()
    .from(accessibilityStatementVersions)
    .where(eq(accessibilityStatementVersions.statementId, statementId))
    .orderBy(desc(accessibilityStatementVersions.number));
}

/**
 * Publishes the next version (1, 2, …). The caller holds a transaction; the statement's row is
 * locked so that two publications at once cannot take the same number.
 */
export async function publishStatementVersion(
  db: Executor,
  version: { id: string; statementId: string; content: StatementContent; at: Date; by: string | null },
): Promise<StatementVersionRow> {
  await db
    .select({ id: accessibilityStatements.id })
    .from(accessibilityStatements)
    .where(eq(accessibilityStatements.id, version.statementId))
    .for('update');
  const [latest] = await db
    .select({ number: accessibilityStatementVersions.number })
    .from(accessibilityStatementVersions)
    .where(eq(accessibilityStatementVersions.statementId, version.statementId))
    .orderBy(desc(accessibilityStatementVersions.number))
    .limit(1);
  const [row] = await db
    .insert(accessibilityStatementVersions)
    .values({
      id: version.id,
      statementId: version.statementId,
      number: (latest?.number ?? 0) + 1,
      content: version.content,
      publishedAt: version.at,
      publishedBy: version.by,
    })
    .returning();
  return row!;
}
