import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.js';
import { isUuid } from '../../platform/db/uuid.js';
import { siteFlows } from '../schema.js';

export type SiteFlowRow = typeof siteFlows.$inferSelect;

/** The site's flows in the order they were saved: the order its scans replay them in. */
export async function listSiteFlows(
  db: Executor,
  organisationId: string,
  site: string,
): Promise<SiteFlowRow[]> {
  return db
    .select()
    .from(siteFlows)
    .where(and(eq(siteFlows.organisationId, organisationId), eq(siteFlows.site, site)))
    .orderBy(asc(siteFlows.createdAt), asc(siteFlows.id));
}

export async function countSiteFlows(db: Executor, organisationId: string, site: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(siteFlows)
    .where(and(eq(siteFlows.organisationId, organisationId), eq(siteFlows.site, site)));
  return Number(row?.n ?? 0);
}

export async function findSiteFlow(
  db: Executor,
  organisationId: string,
  site: string,
  id: string,
): Promise<SiteFlowRow | undefined> {
  // Not a flow's id at all: no such flow (rather than a query the database refuses).
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(siteFlows)
    .where(and(eq(siteFlows.organisationId, organisationId), eq(siteFlows.site, site), eq(siteFlows.id, id)));
  return row;
}

export async function insertSiteFlow(db: Executor, row: typeof siteFlows.$inferInsert): Promise<SiteFlowRow> {
  const [inserted] = await db.insert(siteFlows).values(row).returning();
  return inserted!;
}

export async function updateSiteFlow(
  db: Executor,
  key: { organisationId: string; site: string; id: string },
  values: { name: string; recording: Record<string, unknown>; updatedAt: Date },
): Promise<SiteFlowRow | undefined> {
  if (!isUuid(key.id)) return undefined;
  const [updated] = await db
    .update(siteFlows)
    .set(values)
    .where(
      and(
        eq(siteFlows.organisationId, key.organisationId),
        eq(siteFlows.site, key.site),
        eq(siteFlows.id, key.id),
      ),
    )
    .returning();
  return updated;
}

export async function deleteSiteFlow(
  db: Executor,
  key: { organisationId: string; site: string; id: string },
): Promise<boolean> {
  if (!isUuid(key.id)) return false;
  const deleted = await db
    .delete(siteFlows)
    .where(
      and(
        eq(siteFlows.organisationId, key.organisationId),
        eq(siteFlows.site, key.site),
        eq(siteFlows.id, key.id),
      ),
    )
    .returning({ id: siteFlows.id });
  return deleted.length > 0;
}
