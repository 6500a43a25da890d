import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { shareLinks } from '../schema.js';

/** Read-only links to a scan: made and revoked by the scan's owner, looked up by token. */

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertShareLink(
  db: Executor,
  link: Pick<ShareLinkRow, 'id' | 'token' | 'scanId' | 'createdBy'>,
): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(link).returning();
  return row!;
}

/** The scan's links, newest first, revoked ones included. */
export async function listShareLinksOfScan(db: Executor, scanId: string): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.scanId, scanId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

/** Revokes the link if it belongs to the scan; false when there is no such link. Revoking twice is fine. */
export async function revokeShareLink(db: Executor, scanId: string, linkId: string): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.scanId, scanId)))
    .returning({ id: shareLinks.id });
  return rows.length === 1;
}

/** The scan id behind a token that has not been revoked. */
export async function findLiveShareLink(db: Executor, token: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)));
  return row;
}
