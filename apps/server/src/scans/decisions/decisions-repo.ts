import type { DecisionReach, DecisionStatus } from '@klarsicht/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/schema.js';
import type { Executor } from '../../platform/db/database.js';
import { issueDecisions } from '../schema.js';

/** Decisions on issues (decision 029), per organisation and site, by issue key and page path. */

export type DecisionRow = typeof issueDecisions.$inferSelect;

/** A decision for every page of the site has no page path. */
export const EVERY_PAGE = '';

/**
 * A decision on a rule under a path pattern (`path` reach) is stored with this key in place of an
 * issue's, and the pattern as its page path: one per rule and pattern.
 */
export const ruleKey = (ruleId: string) => `rule:${ruleId}`;
const RULE_KEY_PREFIX = 'rule:';

/** Where a stored decision applies: one page, every page, or the rule on the pages under a pattern. */
export function reachOf(row: Pick<DecisionRow, 'issueKey' | 'pagePath'>): DecisionReach {
  if (row.issueKey.startsWith(RULE_KEY_PREFIX)) return 'path';
  return row.pagePath === EVERY_PAGE ? 'site' : 'page';
}

/** Whether a page's path is under a pattern: `/shop/*` takes `/shop/` and below, `/kontakt` that page. */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The page a decision is about: the address's path, so a query, a fragment or a host alias do not matter. */
export function pagePathOf(url: string): string {
  try {
    return new URL(url).pathname || '/';
  } catch {
    return url;
  }
}

/** The fields a person decides; the rest (id, version, time) the repository keeps. */
export type DecisionFields = Pick<
  DecisionRow,
  | 'status'
  | 'note'
  | 'assigneeId'
  | 'dueOn'
  | 'reason'
  | 'assessedOn'
  | 'plannedOn'
  | 'reviewOn'
  | 'scanId'
  | 'decidedBy'
>;

export interface DecisionTarget {
  organisationId: string;
  site: string;
  ruleId: string;
  issueKey: string;
  pagePath: string;
}

/**
 * Writes the decision on the target, in the caller's transaction: a new one, or the next version of
 * the one there. With `expectedVersion`, a decision changed meanwhile is left alone ('stale'); a
 * target without a decision expects version 0.
 */
export async function putDecision(
  tx: Executor,
  id: string,
  target: DecisionTarget,
  fields: DecisionFields,
  at: Date,
  expectedVersion?: number,
): Promise<{ row: DecisionRow; previous: DecisionRow | undefined } | 'stale'> {
  const [previous] = await tx.select().from(issueDecisions).where(sameTarget(target)).for('update');
  if (expectedVersion !== undefined && (previous?.version ?? 0) !== expectedVersion) return 'stale';
  // Who worked on it hears if a scan finds it again: "fixed" keeps the assignee of "in progress".
  const assigneeId =
    fields.status === 'fixed' ? (fields.assigneeId ?? previous?.assigneeId ?? null) : fields.assigneeId;
  const values = { ...fields, assigneeId, decidedAt: at };
  if (previous) {
    const [row] = await tx
      .update(issueDecisions)
      .set({ ...values, version: previous.version + 1 })
      .where(eq(issueDecisions.id, previous.id))
      .returning();
    return { row: row!, previous };
  }
  const [row] = await tx
    .insert(issueDecisions)
    .values({ id, ...target, ...values })
    .returning();
  return { row: row!, previous: undefined };
}

function sameTarget(target: DecisionTarget): SQL | undefined {
  return and(
    eq(issueDecisions.organisationId, target.organisationId),
    eq(issueDecisions.site, target.site),
    eq(issueDecisions.issueKey, target.issueKey),
    eq(issueDecisions.pagePath, target.pagePath),
  );
}

export interface DecisionWithNames extends DecisionRow {
  assigneeName: string | null;
  decidedByName: string | null;
}

const assignee = alias(users, 'assignee');
const decider = alias(users, 'decider');
const nameOf = (person: { fullName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(trim(${person.fullName}), ''), ${person.email})`;

/** Every decision of the organisation, with names (the account export). */
export function decisionsOfOrganisation(db: Executor, organisationId: string): Promise<DecisionWithNames[]> {
  return decisionsOfSite(db, organisationId, undefined);
}

/** The site's decisions (optionally only on `keys`), with the names of the people they name. */
export async function decisionsOfSite(
  db: Executor,
  organisationId: string,
  /** Undefined: every site's. */
  site: string | undefined,
  keys?: readonly string[],
): Promise<DecisionWithNames[]> {
  if (keys !== undefined && keys.length === 0) return [];
  const rows = await db
    .select({ decision: issueDecisions, assigneeName: nameOf(assignee), decidedByName: nameOf(decider) })
    .from(issueDecisions)
    .leftJoin(assignee, eq(assignee.id, issueDecisions.assigneeId))
    .leftJoin(decider, eq(decider.id, issueDecisions.decidedBy))
    .where(
      and(
        eq(issueDecisions.organisationId, organisationId),
        site === undefined ? undefined : eq(issueDecisions.site, site),
        keys === undefined ? undefined : inArray(issueDecisions.issueKey, [...keys]),
      ),
    )
    .orderBy(
      asc(issueDecisions.site),
      asc(issueDecisions.ruleId),
      asc(issueDecisions.issueKey),
      asc(issueDecisions.pagePath),
    );
  return rows.map(({ decision, assigneeName, decidedByName }) => ({
    ...decision,
    assigneeName,
    decidedByName,
  }));
}

/**
 * How decided an issue is on a page, most open first: a page whose issue is open counts before
 * one in progress, and so on, so an issue's status over its pages is the most open of them.
 */
const OPENNESS: Record<DecisionStatus, number> = {
  reopened: 0,
  open: 1,
  in_progress: 2,
  fixed: 3,
  verified: 4,
  accepted: 5,
  false_positive: 6,
};

/** What an issue of a scan shows: its status over its pages, and the decision if one alone gives it. */
export interface EffectiveDecision {
  status: DecisionStatus;
  decision: DecisionRow | undefined;
}

/**
 * The status of each decided issue of a scan: per page, the page's decision, else the site's, else
 * the issue's rule's under the longest pattern the page's path matches, else open; over the issue's
 * pages, the most open. `pagesOfIssue` gives the paths of the pages that show an issue (needed for
 * issues with page decisions and those of rules with path decisions); `ruleOfIssue` the rule of each
 * issue of a rule with path decisions. Issues without any decision are not in the map: they are open.
 */
export function effectiveDecisions(
  decisions: readonly DecisionRow[],
  pagesOfIssue: ReadonlyMap<string, readonly string[]>,
  ruleOfIssue: ReadonlyMap<string, string> = new Map(),
): Map<string, EffectiveDecision> {
  type Entry = { site?: DecisionRow; pages: Map<string, DecisionRow>; ruleId?: string };
  const byKey = new Map<string, Entry>();
  const byRule = new Map<string, DecisionRow[]>();
  for (const decision of decisions) {
    if (reachOf(decision) === 'path') {
      byRule.set(decision.ruleId, [...(byRule.get(decision.ruleId) ?? []), decision]);
      continue;
    }
    const entry: Entry = byKey.get(decision.issueKey) ?? { pages: new Map(), ruleId: decision.ruleId };
    if (decision.pagePath === EVERY_PAGE) entry.site = decision;
    else entry.pages.set(decision.pagePath, decision);
    byKey.set(decision.issueKey, entry);
  }
  // The most specific pattern first.
  for (const list of byRule.values()) list.sort((a, b) => b.pagePath.length - a.pagePath.length);
  const result = new Map<string, EffectiveDecision>();
  for (const key of new Set([...byKey.keys(), ...ruleOfIssue.keys()])) {
    const { site, pages } = byKey.get(key) ?? { pages: new Map<string, DecisionRow>() };
    const patterns = byRule.get(ruleOfIssue.get(key) ?? byKey.get(key)?.ruleId ?? '') ?? [];
    if (pages.size === 0 && patterns.length === 0) {
      if (site) result.set(key, { status: site.status, decision: site });
      continue;
    }
    let most: EffectiveDecision | undefined;
    for (const path of pagesOfIssue.get(key) ?? []) {
      const decision = pages.get(path) ?? site ?? patterns.find((rule) => pathMatches(rule.pagePath, path));
      const status = decision?.status ?? 'open';
      if (!most || OPENNESS[status] < OPENNESS[most.status]) most = { status, decision };
      else if (most.decision?.id !== decision?.id && OPENNESS[status] === OPENNESS[most.status]) {
        // Two decisions give the same status: the issue has that status, but no single decision.
        most = { status, decision: undefined };
      }
    }
    if (most && (most.decision !== undefined || most.status !== 'open')) result.set(key, most);
  }
  return result;
}

/** The decision with this id of the organisation, or undefined. */
export async function findDecision(
  db: Executor,
  organisationId: string,
  id: string,
): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(issueDecisions)
    .where(and(eq(issueDecisions.organisationId, organisationId), eq(issueDecisions.id, id)));
  return row;
}
