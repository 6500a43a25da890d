import type { FindingView } from '@klarsicht/contracts';

/** Where one rule struck on one page: the finding row itself, so callers keep its extra fields. */
export interface RuleOnPage<F extends FindingView> {
  pageUrl: string;
  finding: F;
}

/** One rule with every page it struck, as the detail page shows it (rule help as the heading). */
export interface RuleGroup<F extends FindingView> {
  ruleId: string;
  /** Findings of one category are listed together, so a group's pages share it. */
  category: FindingView['category'];
  /** The engine whose rule it is. */
  source: FindingView['source'];
  impact: FindingView['impact'];
  help: string;
  description: string;
  helpUrl: string;
  wcag: FindingView['wcag'];
  en301549: string[];
  bfsg: string | undefined;
  fix: FindingView['fix'];
  /** Affected nodes over all pages. */
  nodeCount: number;
  pages: RuleOnPage<F>[];
}

/**
 * Findings (one per rule × page) grouped by rule, in the order the rules first appear (the server
 * sends the most severe first). A rule's impact is its most severe one over its pages.
 */
export function findingsByRule<F extends FindingView>(findings: readonly F[]): RuleGroup<F>[] {
  const groups = new Map<string, RuleGroup<F>>();
  for (const finding of findings) {
    let group = groups.get(finding.ruleId);
    if (!group) {
      group = {
        ruleId: finding.ruleId,
        category: finding.category,
        source: finding.source,
        impact: finding.impact,
        help: finding.help,
        description: finding.description,
        helpUrl: finding.helpUrl,
        wcag: finding.wcag,
        en301549: finding.en301549,
        bfsg: finding.bfsg,
        fix: finding.fix,
        nodeCount: 0,
        pages: [],
      };
      groups.set(finding.ruleId, group);
    }
    group.nodeCount += finding.nodeCount;
    group.impact = moreSevere(group.impact, finding.impact);
    group.pages.push({ pageUrl: finding.pageUrl, finding });
  }
  return [...groups.values()];
}

const SEVERITY: Record<NonNullable<FindingView['impact']>, number> = {
  critical: 4,
  serious: 3,
  moderate: 2,
  minor: 1,
};

function moreSevere(a: FindingView['impact'], b: FindingView['impact']): FindingView['impact'] {
  if (a === null) return b;
  if (b === null) return a;
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}
