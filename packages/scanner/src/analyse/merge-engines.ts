import { ENGINES, type Engine, type Finding, type FindingNode } from '../report/types.js';

/**
 * One finding per element and WCAG criterion, whichever engines reported it. When a second engine
 * fails an element for a criterion that an earlier engine (in ENGINES order: axe, ours, QualWeb)
 * already failed it for, the element stays with the earlier finding, which names both engines on
 * the node; the later finding keeps only the elements it alone found, and goes when none are left.
 * Findings without WCAG criteria (best practice) are never merged: they name no common ground.
 */
export function mergeAcrossEngines(findings: readonly Finding[]): Finding[] {
  const byPriority = [...findings].sort((a, b) => ENGINES.indexOf(a.source) - ENGINES.indexOf(b.source));
  // "criterion selector" → the node that first reported it, and its finding's engine.
  const seen = new Map<string, { node: FindingNode; source: Engine }>();
  // Each finding with what is left of it; a finding left as it was stays the same object.
  const merged = new Map<Finding, Finding>();
  for (const finding of byPriority) {
    const keys = (node: FindingNode) => finding.wcag.map((criterion) => `${criterion.id} ${node.selector}`);
    const nodes: FindingNode[] = [];
    for (const node of finding.nodes) {
      const earlier = keys(node)
        .map((key) => seen.get(key))
        .find((entry) => entry !== undefined && entry.source !== finding.source);
      if (earlier) {
        earlier.node.engines = [...new Set([...(earlier.node.engines ?? [earlier.source]), finding.source])];
        continue;
      }
      nodes.push(node);
    }
    for (const node of nodes)
      for (const key of keys(node)) if (!seen.has(key)) seen.set(key, { node, source: finding.source });
    if (nodes.length === 0) continue;
    const dropped = finding.nodes.length - nodes.length;
    merged.set(
      finding,
      dropped === 0 ? finding : { ...finding, nodes, nodeCount: finding.nodeCount - dropped },
    );
  }
  return findings.flatMap((finding) => merged.get(finding) ?? []);
}
