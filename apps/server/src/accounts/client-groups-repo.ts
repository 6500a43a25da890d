import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import { clientGroupSites, clientGroups, memberships } from './schema.js';

export type ClientGroupRow = typeof clientGroups.$inferSelect;

/** A client group as lists show it: without its logo's bytes, with its sites and clients. */
export interface ClientGroupSummary {
  id: string;
  name: string;
  brandName: string | null;
  hasLogo: boolean;
  sites: string[];
  clients: number;
}

/** The organisation's client groups by name, each with its sites and how many clients it has. */
export async function clientGroupsOf(db: Executor, organisationId: string): Promise<ClientGroupSummary[]> {
  const groups = await db
    .select({
      id: clientGroups.id,
      name: clientGroups.name,
      brandName: clientGroups.brandName,
      logoType: clientGroups.logoType,
    })
    .from(clientGroups)
    .where(eq(clientGroups.organisationId, organisationId))
    .orderBy(asc(clientGroups.name), asc(clientGroups.id));
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const [sites, clients] = await Promise.all([
    db
      .select()
      .from(clientGroupSites)
      .where(inArray(clientGroupSites.groupId, ids))
      .orderBy(asc(clientGroupSites.site)),
    db
      .select({ groupId: memberships.clientGroupId, total: count() })
      .from(memberships)
      .where(inArray(memberships.clientGroupId, ids))
      .groupBy(memberships.clientGroupId),
  ]);
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    brandName: group.brandName,
    hasLogo: group.logoType !== null,
    sites: sites.filter((row) => row.groupId === group.id).map((row) => row.site),
    clients: Number(clients.find((row) => row.groupId === group.id)?.total ?? 0),
  }));
}

/** One group of the organisation (with its logo), or undefined: another organisation's is none. */
export async function findClientGroup(
  db: Executor,
  organisationId: string,
  id: string,
): Promise<ClientGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(clientGroups)
    .where(and(eq(clientGroups.id, id), eq(clientGroups.organisationId, organisationId)));
  return row;
}

/** Whether another group of the organisation already has the name (case aside). */
async function nameTaken(db: Executor, organisationId: string, name: string, except?: string) {
  const rows = await db
    .select({ id: clientGroups.id, name: clientGroups.name })
    .from(clientGroups)
    .where(eq(clientGroups.organisationId, organisationId));
  return rows.some((row) => row.id !== except && row.name.toLowerCase() === name.toLowerCase());
}

/** A new group with its sites; 'name-taken' when the organisation has one of that name. */
export async function insertClientGroup(
  db: Executor,
  group: { id: string; organisationId: string; name: string; brandName: string | null; sites: string[] },
): Promise<ClientGroupRow | 'name-taken'> {
  if (await nameTaken(db, group.organisationId, group.name)) return 'name-taken';
  const [row] = await db
    .insert(clientGroups)
    .values({
      id: group.id,
      organisationId: group.organisationId,
      name: group.name,
      brandName: group.brandName,
    })
    .returning();
  await replaceSites(db, group.id, group.sites);
  return row!;
}

/** Changes what is given; `sites` replaces the group's list. */
export async function updateClientGroup(
  db: Executor,
  group: ClientGroupRow,
  change: { name?: string; brandName?: string | null; sites?: string[] },
): Promise<'changed' | 'name-taken'> {
  if (change.name !== undefined && (await nameTaken(db, group.organisationId, change.name, group.id))) {
    return 'name-taken';
  }
  const set: Partial<ClientGroupRow> = {};
  if (change.name !== undefined) set.name = change.name;
  if (change.brandName !== undefined) set.brandName = change.brandName;
  if (Object.keys(set).length > 0)
    await db.update(clientGroups).set(set).where(eq(clientGroups.id, group.id));
  if (change.sites) await replaceSites(db, group.id, change.sites);
  return 'changed';
}

async function replaceSites(db: Executor, groupId: string, sites: string[]): Promise<void> {
  await db.delete(clientGroupSites).where(eq(clientGroupSites.groupId, groupId));
  const unique = [...new Set(sites)];
  if (unique.length > 0) {
    await db.insert(clientGroupSites).values(unique.map((site) => ({ groupId, site })));
  }
}

/** Sets or removes (null) the group's logo. */
export async function setClientLogo(
  db: Executor,
  groupId: string,
  logo: { bytes: Uint8Array; type: string } | null,
): Promise<void> {
  await db
    .update(clientGroups)
    .set({ logo: logo?.bytes ?? null, logoType: logo?.type ?? null })
    .where(eq(clientGroups.id, groupId));
}

/**
 * Deletes the group; its clients' memberships and pending invitations go with it (the foreign
 * keys cascade), so nobody keeps a view of sites that are no longer theirs. Returns the clients
 * it removed, for the activity record.
 */
export async function deleteClientGroup(db: Executor, groupId: string): Promise<number> {
  const [clients] = await db
    .select({ total: count() })
    .from(memberships)
    .where(eq(memberships.clientGroupId, groupId));
  await db.delete(clientGroups).where(eq(clientGroups.id, groupId));
  return Number(clients?.total ?? 0);
}

/**
 * The branding of a site of the organisation: that of the first group (by name) listing the site
 * with a brand name or a logo; undefined when none has.
 */
export async function brandingOfSite(
  db: Executor,
  organisationId: string,
  site: string,
): Promise<{ name: string; logo: { bytes: Uint8Array; type: string } | null } | undefined> {
  const rows = await db
    .select({
      name: clientGroups.name,
      brandName: clientGroups.brandName,
      logo: clientGroups.logo,
      logoType: clientGroups.logoType,
    })
    .from(clientGroups)
    .innerJoin(clientGroupSites, eq(clientGroupSites.groupId, clientGroups.id))
    .where(and(eq(clientGroups.organisationId, organisationId), eq(clientGroupSites.site, site)))
    .orderBy(asc(clientGroups.name), asc(clientGroups.id));
  const branded = rows.find((row) => row.brandName !== null || row.logo !== null);
  if (!branded) return undefined;
  return {
    // A logo without a brand name is named by the group (its alt text, the footer's words).
    name: branded.brandName ?? branded.name,
    logo: branded.logo && branded.logoType ? { bytes: branded.logo, type: branded.logoType } : null,
  };
}
