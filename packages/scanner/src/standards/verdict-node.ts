import type { Verdict } from '@klarsicht/rules';
import { failureSummaryText } from '@klarsicht/rules';
import type { FindingNode, NodeCheck } from '../report/types.js';
import { cutHtml } from './map-axe-results.js';

/**
 * A verdict of one of our rules (on a page, an element or a document) as a finding's node, shaped as
 * axe's are: a failing or doubtful one carries its check, with the data its failure summary names;
 * a failure any of several checks would have prevented lists them all, as one of which to fix.
 */
export function verdictNode(verdict: Verdict, failing: boolean): FindingNode {
  const node: FindingNode = { selector: verdict.selector, html: cutHtml(verdict.html) };
  if (!failing) return node;
  const outcome = verdict.outcome === 'failed' ? ('fail' as const) : ('incomplete' as const);
  const data = verdict.data === undefined ? {} : { data: verdict.data };
  if (verdict.anyOf) {
    const any: NodeCheck[] = verdict.anyOf.map((id) => ({ id, outcome, ...data }));
    node.checks = { any, all: [], none: [] };
  } else {
    node.checks = { any: [], all: [{ id: verdict.check, outcome, ...data }], none: [] };
  }
  const summary = failureSummaryText(node.checks, 'en');
  if (summary !== undefined) node.failureSummary = summary;
  return node;
}
