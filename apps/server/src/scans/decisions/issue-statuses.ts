import type { DecisionStatus } from '@klarsicht/contracts';
import type { Executor } from '../../platform/db/database.js';
import { type IssueKeys, issueKeysOfRules, pagesOfIssues } from '../records/issues-repo.js';
import {
  decisionsOfSite,
  type EffectiveDecision,
  effectiveDecisions,
  pagePathOf,
  reachOf,
} from './decisions-repo.js';

/**
 * The decided issues of a scan with their status (decision 029); an issue not in the map is open.
 * A free check has no decisions.
 */
export async function statusesOfScan(
  db: Executor,
  scan: { id: string; organisationId: string | null; site: string },
): Promise<Map<string, EffectiveDecision>> {
  if (!scan.organisationId) return new Map();
  const decisions = await decisionsOfSite(db, scan.organisationId, scan.site);
  if (decisions.length === 0) return new Map();
  // Issues of rules decided under a path pattern: each of their pages is matched against it.
  const pathRules = [...new Set(decisions.filter((row) => reachOf(row) === 'path').map((row) => row.ruleId))];
  const ruleOfIssue = new Map(
    (await issueKeysOfRules(db, scan.id, pathRules)).map(({ issueKey, ruleId }) => [issueKey, ruleId]),
  );
  const withPages = [
    ...new Set([
      ...decisions.filter((row) => reachOf(row) === 'page').map((row) => row.issueKey),
      ...ruleOfIssue.keys(),
    ]),
  ];
  const pages = await pagesOfIssues(db, scan.id, withPages);
  const paths = new Map([...pages].map(([key, urls]) => [key, [...new Set(urls.map(pagePathOf))]]));
  return effectiveDecisions(decisions, paths, ruleOfIssue);
}

/** What the issues filter `status` keeps: without it every issue but false alarms; `all`, every one. */
export function keysWithStatus(
  statuses: ReadonlyMap<string, EffectiveDecision>,
  wanted: DecisionStatus | 'all' | undefined,
): IssueKeys | undefined {
  if (wanted === 'all') return undefined;
  const keysWhere = (test: (status: DecisionStatus) => boolean) =>
    [...statuses].filter(([, { status }]) => test(status)).map(([key]) => key);
  if (wanted === undefined) return { notIn: keysWhere((status) => status === 'false_positive') };
  // Undecided issues are open: "open" is every issue but those decided otherwise.
  if (wanted === 'open') return { notIn: keysWhere((status) => status !== 'open') };
  return { in: keysWhere((status) => status === wanted) };
}

/** Issues by status over the scan's issue keys: undecided ones are open. */
export function countByStatus(
  keys: readonly string[],
  statuses: ReadonlyMap<string, EffectiveDecision>,
): Record<DecisionStatus, number> {
  const counts: Record<DecisionStatus, number> = {
    open: 0,
    in_progress: 0,
    fixed: 0,
    verified: 0,
    reopened: 0,
    false_positive: 0,
    accepted: 0,
  };
  for (const key of keys) counts[statuses.get(key)?.status ?? 'open'] += 1;
  return counts;
}
