import { ROLES, type Role } from '@klarsicht/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database.js';
import { clientGroupSites, memberships, organisations, users } from './schema.js';

export type OrganisationRow = typeof organisations.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * The person's personal organisation, made with the account (decision 028): its id is the user's,
 * its name the person's name or address. Safe to call again; it changes nothing that exists.
 */
export async function ensurePersonalOrganisation(db: Executor, user: UserRow): Promise<void> {
  const name = user.fullName?.trim() || user.email?.trim() || 'Klarsicht';
  await db.insert(organisations).values({ id: user.id, name, personal: true }).onConflictDoNothing();
  await db
    .insert(memberships)
    .values({ organisationId: user.id, userId: user.id, role: 'owner' })
    .onConflictDoNothing();
}

export async function findOrganisation(db: Executor, id: string): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row;
}

/** The person's role in the organisation; undefined when they are no member. */
export async function roleIn(
  db: Executor,
  organisationId: string,
  userId: string,
): Promise<Role | undefined> {
  return (await membershipIn(db, organisationId, userId))?.role;
}

/** A member's standing: their role, and for a client the sites of their group. */
export interface Standing {
  role: Role;
  clientSites?: string[];
}

/** The person's role in the organisation and, for a client, what they see; undefined for no member. */
export async function membershipIn(
  db: Executor,
  organisationId: string,
  userId: string,
): Promise<Standing | undefined> {
  const [row] = await db
    .select({ role: memberships.role, clientGroupId: memberships.clientGroupId })
    .from(memberships)
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId)));
  if (!row) return undefined;
  if (row.role !== 'client' || !row.clientGroupId) return { role: row.role };
  const sites = await db
    .select({ site: clientGroupSites.site })
    .from(clientGroupSites)
    .where(eq(clientGroupSites.groupId, row.clientGroupId))
    .orderBy(asc(clientGroupSites.site));
  return { role: 'client', clientSites: sites.map((entry) => entry.site) };
}

/** The organisation's owners, longest-standing first. */
export async function ownersOf(db: Executor, organisationId: string): Promise<UserRow[]> {
  const rows = await db
    .select({ user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.createdAt), asc(users.id));
  return rows.map((row) => row.user);
}

/**
 * The person's organisations with their role, their own personal one first, then by name.
 * `personal` is true for that one only: another person's personal organisation they were invited
 * into is, to them, a team like any other.
 */
export async function organisationsOf(
  db: Executor,
  userId: string,
): Promise<Array<OrganisationRow & { role: Role }>> {
  const rows = await db
    .select({ organisation: organisations, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(organisations.name), asc(organisations.id));
  const own = (row: (typeof rows)[number]) => row.organisation.id === userId;
  return [...rows.filter(own), ...rows.filter((row) => !own(row))].map((row) => ({
    ...row.organisation,
    personal: own(row),
    role: row.role,
  }));
}

/** A new (team) organisation with the person as its owner. */
export async function createOrganisation(
  db: Executor,
  organisation: { id: string; name: string },
  ownerId: string,
): Promise<OrganisationRow> {
  const [row] = await db
    .insert(organisations)
    .values({ id: organisation.id, name: organisation.name, personal: false })
    .returning();
  await db.insert(memberships).values({ organisationId: organisation.id, userId: ownerId, role: 'owner' });
  return row!;
}

export type MemberRow = {
  userId: string;
  fullName: string | null;
  email: string | null;
  role: Role;
  clientGroupId: string | null;
  since: Date;
};

/** The organisation's members, owners first, then by role and name. */
export async function membersOf(db: Executor, organisationId: string): Promise<MemberRow[]> {
  const rows = await db
    .select({
      userId: memberships.userId,
      fullName: users.fullName,
      email: users.email,
      role: memberships.role,
      clientGroupId: memberships.clientGroupId,
      since: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organisationId, organisationId));
  const rank = (role: Role) => ROLES.indexOf(role);
  return rows.sort(
    (a, b) =>
      rank(a.role) - rank(b.role) ||
      (a.fullName ?? a.email ?? '').localeCompare(b.fullName ?? b.email ?? '', 'de') ||
      a.userId.localeCompare(b.userId),
  );
}

/**
 * Changes a member's role, or removes them (`role` null), unless that would leave the organisation
 * without an owner. The organisation's row is locked meanwhile, so two changes at once cannot both
 * take away "the other" owner. Returns what happened.
 */
export async function changeMembership(
  db: Executor,
  organisationId: string,
  userId: string,
  role: Role | null,
  clientGroupId: string | null = null,
): Promise<'changed' | 'not-a-member' | 'last-owner'> {
  await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .for('update');
  const current = await roleIn(db, organisationId, userId);
  if (!current) return 'not-a-member';
  if (current === 'owner' && role !== 'owner') {
    const [owners] = await db
      .select({ total: count() })
      .from(memberships)
      .where(and(eq(memberships.organisationId, organisationId), eq(memberships.role, 'owner')));
    if (Number(owners?.total ?? 0) <= 1) return 'last-owner';
  }
  const key = and(eq(memberships.organisationId, organisationId), eq(memberships.userId, userId));
  if (role === null) await db.delete(memberships).where(key);
  else
    await db
      .update(memberships)
      .set({ role, clientGroupId: role === 'client' ? clientGroupId : null })
      .where(key);
  return 'changed';
}

/** A team organisation the person is the only owner of, with how many members it has in all. */
export interface SoleOwnership {
  id: string;
  name: string;
  members: number;
}

/** The team organisations (not the personal one) whose only owner the person is. */
export async function soleOwnerships(db: Executor, userId: string): Promise<SoleOwnership[]> {
  const result = await db.execute(sql`
    select o.id, o.name, (select count(*)::int from memberships m where m.organisation_id = o.id) as members
    from organisations o
    join memberships mine on mine.organisation_id = o.id and mine.user_id = ${userId} and mine.role = 'owner'
    where not o.personal
      and (select count(*) from memberships m where m.organisation_id = o.id and m.role = 'owner') = 1
    order by o.name, o.id`);
  const { rows } = result as unknown as {
    rows: Array<{ id: string; name: string; members: number | string }>;
  };
  return rows.map((row) => ({ id: String(row.id), name: String(row.name), members: Number(row.members) }));
}
