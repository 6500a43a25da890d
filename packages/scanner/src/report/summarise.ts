import {
  CATEGORIES,
  type Category,
  type CategoryCounts,
  IMPACTS,
  type ImpactCounts,
  type PageReport,
  type ScanSummary,
} from './types.js';

type PageFindings = Pick<PageReport, Category>;

function emptyImpactCounts(): ImpactCounts {
  return Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as ImpactCounts;
}

/**
 * A page's counts: findings (rules) per category, and violation findings per impact. Findings
 * without impact are not in `byImpact` (axe gives every violation one; ours always have one).
 */
export function countPage(page: PageFindings): { counts: CategoryCounts; byImpact: ImpactCounts } {
  const counts = Object.fromEntries(
    CATEGORIES.map((category) => [category, page[category].length]),
  ) as unknown as CategoryCounts;
  const byImpact = emptyImpactCounts();
  for (const finding of page.violations) {
    if (finding.impact !== null) byImpact[finding.impact]++;
  }
  return { counts, byImpact };
}

/**
 * The scan's totals. Counts are recomputed from each page's findings rather than read from
 * `page.counts`, so a summary always agrees with the findings it sums. Failed pages count in
 * `pagesFailed`; whatever findings they hold (normally none) are still summed. Aliases (another
 * address of a page already there) count nowhere.
 */
export function summarise(pages: readonly PageReport[]): ScanSummary {
  const tally = new SummaryTally();
  for (const page of pages) tally.add(page);
  return tally.summary();
}

/**
 * The same totals, added up page by page as pages finish, so a scan that streams its pages out
 * need not keep them: only the violated rule ids are held.
 */
export class SummaryTally {
  readonly #totals: ScanSummary = {
    pagesScanned: 0,
    pagesFailed: 0,
    violations: 0,
    passes: 0,
    incomplete: 0,
    inapplicable: 0,
    bestPractices: 0,
    byImpact: emptyImpactCounts(),
    violatedRules: 0,
    affectedNodes: 0,
  };
  readonly #violatedRuleIds = new Set<string>();

  add(page: PageReport): void {
    // Another address of a page already counted.
    if (page.aliasOf !== undefined) return;
    const totals = this.#totals;
    if (page.error) totals.pagesFailed++;
    else totals.pagesScanned++;
    const { counts, byImpact } = countPage(page);
    for (const category of CATEGORIES) totals[category] += counts[category];
    for (const impact of IMPACTS) totals.byImpact[impact] += byImpact[impact];
    for (const finding of page.violations) {
      this.#violatedRuleIds.add(finding.id);
      totals.affectedNodes += finding.nodeCount;
    }
  }

  summary(): ScanSummary {
    return {
      ...this.#totals,
      byImpact: { ...this.#totals.byImpact },
      violatedRules: this.#violatedRuleIds.size,
    };
  }
}

/**
 * A scan's pages as a reader gets them: each alias (`aliasOf`) folded into its page's `aliases`, in
 * the order met. An alias whose page is not among them (a resumed scan's earlier attempt had it)
 * stays as it is.
 */
export function foldAliases(pages: readonly PageReport[]): PageReport[] {
  const owners = new Map<string, PageReport>();
  for (const page of pages) if (page.aliasOf === undefined) owners.set(page.url, { ...page });
  const orphans = new Set<PageReport>();
  for (const page of pages) {
    if (page.aliasOf === undefined) continue;
    const owner = owners.get(page.aliasOf);
    if (owner) owner.aliases = [...(owner.aliases ?? []), page.url];
    else orphans.add(page);
  }
  return pages
    .filter((page) => page.aliasOf === undefined || orphans.has(page))
    .map((page) => (page.aliasOf === undefined ? (owners.get(page.url) ?? page) : page));
}
