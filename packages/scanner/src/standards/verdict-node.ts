import type { ElementVerdict } from '../browser-checks/browser-check-rule.js';
import type { FindingNode } from '../report/types.js';
import { failureSummaryText } from '../texts/rule-texts.js';
import { cutHtml } from './map-axe-results.js';

/**
 * A verdict of one of our own checks (in the browser or on a document) as a finding's node, shaped as
 * axe's are: a failing or doubtful one carries its check, with the data its failure summary names.
 */
export function verdictNode(verdict: ElementVerdict, failing: boolean): FindingNode {
  const node: FindingNode = { selector: verdict.selector, html: cutHtml(verdict.html) };
  if (!failing) return node;
  const check = {
    id: verdict.check,
    outcome: verdict.outcome === 'failed' ? ('fail' as const) : ('incomplete' as const),
    ...(verdict.data === undefined ? {} : { data: verdict.data }),
  };
  node.checks = { any: [], all: [check], none: [] };
  const summary = failureSummaryText(node.checks, 'en');
  if (summary !== undefined) node.failureSummary = summary;
  return node;
}
