import type { Finding } from '../report/types.js';

/** The categories whose findings name elements (inapplicable rules name none). */
export interface FindingsWithNodes {
  violations: Finding[];
  passes: Finding[];
  incomplete: Finding[];
  bestPractices: Finding[];
}

const WITH_NODES = ['violations', 'passes', 'incomplete', 'bestPractices'] as const;

/** Every element selector the findings name, once each. */
export function nodeSelectors(findings: FindingsWithNodes): string[] {
  const selectors = new Set<string>();
  for (const category of WITH_NODES) {
    for (const finding of findings[category]) for (const node of finding.nodes) selectors.add(node.selector);
  }
  return [...selectors];
}

/**
 * The findings without the nodes named in `selectors` (the elements of a banner another page
 * reported already). A finding left with no node is dropped; one whose list was cut keeps its count
 * of the nodes not listed.
 */
export function withoutNodes<T extends FindingsWithNodes>(findings: T, selectors: ReadonlySet<string>): T {
  if (selectors.size === 0) return findings;
  const kept = { ...findings };
  for (const category of WITH_NODES) {
    kept[category] = findings[category].flatMap((finding) => {
      const nodes = finding.nodes.filter((node) => !selectors.has(node.selector));
      const dropped = finding.nodes.length - nodes.length;
      if (dropped === 0) return [finding];
      const nodeCount = Math.max(nodes.length, finding.nodeCount - dropped);
      return nodeCount === 0 ? [] : [{ ...finding, nodes, nodeCount }];
    });
  }
  return kept;
}
