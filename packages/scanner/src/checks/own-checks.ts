import type { PageFacts } from '@klarsicht/rules';
import { PROFILES } from '@klarsicht/rules';
import { rulesReading } from '@klarsicht/rules/evaluate';
import type { Finding, ProfileId } from '../report/types.js';
import { addRuleFindings, sortFindingLists } from '../standards/rule-findings.js';

export interface OwnCheckOptions {
  /** Nodes kept per finding (default 50, as `ScanOptions.maxNodesPerFinding`); `nodeCount` keeps the true number. */
  maxNodesPerFinding?: number;
}

/**
 * Runs our rules over the page's facts (what BFSG/EAA expect and axe does not test: the rules that
 * read "page-facts"). They run only for profiles with `ownChecks` (bfsg and the WCAG 2.2 profiles,
 * which include bfsg); for wcag21aa all lists are empty.
 */
export function runOwnChecks(
  facts: PageFacts,
  profile: ProfileId,
  options: OwnCheckOptions = {},
): { violations: Finding[]; incomplete: Finding[]; passes: Finding[] } {
  const lists = { violations: [], incomplete: [], passes: [], bestPractices: [] as Finding[] };
  if (!PROFILES[profile].ownChecks) return { violations: [], incomplete: [], passes: [] };
  const maxNodes = Math.max(0, options.maxNodesPerFinding ?? 50);
  for (const rule of rulesReading('page-facts')) addRuleFindings(lists, rule, rule.evaluate(facts), maxNodes);
  const { violations, incomplete, passes } = sortFindingLists(lists);
  return { violations, incomplete, passes };
}
