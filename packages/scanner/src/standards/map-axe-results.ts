import { bfsgNoteForCriteria, toCriterionRef } from '@klarsicht/report';
import {
  axeActRules,
  checkOutcome,
  criteriaFromTags,
  en301549ClausesFor,
  isBestPracticeRule,
} from '@klarsicht/rules';
import type { AxeResults, CheckResult, NodeResult, Result } from 'axe-core';
import type { Category, Finding, FindingNode, Impact, NodeCheck } from '../report/types.js';
import { IMPACTS } from '../report/types.js';

/** Outer HTML beyond this is cut: some nodes are whole sections, and reports are stored per page. */
export const MAX_HTML_LENGTH = 500;

/** How the path to a node in an iframe or shadow root is joined, as `FindingNode.selector` promises. */
export const SELECTOR_PATH_SEPARATOR = ' >>> ';

export interface MapAxeOptions {
  /** Nodes kept per finding; `nodeCount` keeps the true number. */
  maxNodesPerFinding: number;
}

export type FindingsByCategory = Record<Category, Finding[]>;

/**
 * Turns axe's results into report findings: WCAG criteria, EN 301 549 clauses and the BFSG note
 * from the rule's tags, nodes cut to size, sorted by impact (most severe first), then rule id.
 *
 * With `resultTypes: ['violations', 'incomplete']` (see profiles.ts) axe keeps at most one node for
 * passes and inapplicable rules, so there `nodeCount` counts what axe returned, not every element.
 */
export function mapAxeResults(results: AxeResults, options: MapAxeOptions): FindingsByCategory {
  const toFindings = (axeResults: readonly Result[] | undefined, category: Category) =>
    sortFindings((axeResults ?? []).map((result) => toFinding(result, category, options)));
  const failed = (results.violations ?? []).filter((result) => !isBestPracticeRule(result.tags));
  const bestPractices = (results.violations ?? []).filter((result) => isBestPracticeRule(result.tags));
  return {
    violations: toFindings(failed, 'violations'),
    bestPractices: toFindings(bestPractices, 'bestPractices'),
    passes: toFindings(results.passes, 'passes'),
    incomplete: toFindings(results.incomplete, 'incomplete'),
    inapplicable: toFindings(results.inapplicable, 'inapplicable'),
  };
}

function toFinding(result: Result, category: Category, options: MapAxeOptions): Finding {
  const tags = [...result.tags];
  const criteria = criteriaFromTags(tags);
  const finding: Finding = {
    id: result.id,
    source: 'axe',
    impact: result.impact ?? null,
    description: result.description,
    help: result.help,
    helpUrl: result.helpUrl,
    tags,
    wcag: criteria.map(toCriterionRef),
    en301549: en301549ClausesFor(tags, criteria),
    actRules: axeActRules(result.id),
    nodes: result.nodes
      .slice(0, Math.max(0, options.maxNodesPerFinding))
      .map((node) => toFindingNode(node, category)),
    nodeCount: result.nodes.length,
  };
  const bfsg = bfsgNoteForCriteria(criteria);
  if (bfsg !== undefined) finding.bfsg = bfsg;
  return finding;
}

function toFindingNode(node: NodeResult, category: Category): FindingNode {
  const findingNode: FindingNode = { selector: selectorFromTarget(node.target), html: cutHtml(node.html) };
  if (node.failureSummary) findingNode.failureSummary = node.failureSummary;
  if (category !== 'passes' && category !== 'inapplicable') {
    // What failed, as data, so that readers get it in their language (the summary above is English).
    const toCheck = (check: CheckResult): NodeCheck => {
      const nodeCheck: NodeCheck = {
        id: check.id,
        outcome: checkOutcome(
          check.id,
          check.data,
          check.message,
          category === 'incomplete' ? 'incomplete' : 'violations',
        ),
      };
      if (check.data !== undefined && check.data !== null) nodeCheck.data = check.data;
      return nodeCheck;
    };
    const checks = { any: node.any.map(toCheck), all: node.all.map(toCheck), none: node.none.map(toCheck) };
    if (checks.any.length + checks.all.length + checks.none.length > 0) findingNode.checks = checks;
  }
  return findingNode;
}

/**
 * axe's target is one entry per frame (outermost first); an entry is a selector, or an array of
 * selectors from the light DOM down through nested shadow roots. Both kinds of boundary become " >>> ".
 */
export function selectorFromTarget(target: NodeResult['target']): string {
  return target.flat().join(SELECTOR_PATH_SEPARATOR);
}

/** Cuts outer HTML to `MAX_HTML_LENGTH` characters, the last being an ellipsis. */
export function cutHtml(html: string): string {
  if (html.length <= MAX_HTML_LENGTH) return html;
  let head = html.slice(0, MAX_HTML_LENGTH - 1);
  // A cut between the halves of a surrogate pair would leave half a character before the ellipsis.
  const lastCode = head.charCodeAt(head.length - 1);
  if (lastCode >= 0xd800 && lastCode <= 0xdbff) head = head.slice(0, -1);
  return `${head}…`;
}

const SEVERITY_RANK: Record<Impact, number> = Object.fromEntries(
  IMPACTS.map((impact, rank) => [impact, rank]),
) as Record<Impact, number>;

/** Most severe first; findings without impact last; ties by rule id. */
export function compareFindings(a: Finding, b: Finding): number {
  const rankA = a.impact === null ? IMPACTS.length : SEVERITY_RANK[a.impact];
  const rankB = b.impact === null ? IMPACTS.length : SEVERITY_RANK[b.impact];
  if (rankA !== rankB) return rankA - rankB;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort(compareFindings);
}
