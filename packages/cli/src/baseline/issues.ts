import { createHash } from 'node:crypto';
import { IMPACTS, issueIdentity } from '@klarsicht/report';
import type { Impact, PageReport, PageState } from '@klarsicht/scanner';
import { effectiveImpact } from '../exit-code.js';

/**
 * The issues of a scan as the CI gate sees them: one per issue key, i.e. per rule and element, over
 * all pages (decision 029), so a baseline's keys are the keys the Klarsicht service gives its issues.
 */

/**
 * The key of an issue: the SHA-256 of its identity (`issueIdentity` of @klarsicht/report), in hex;
 * a finding about the whole page (no element) is keyed by its rule alone. The service makes its
 * keys the same way (`issueKeyOf` in apps/server/src/scans/records/issue-key.ts); this is the one
 * place the CLI makes them.
 */
export function issueKeyOf(ruleId: string, node: { selector: string; html: string }): string {
  return createHash('sha256').update(issueIdentity(ruleId, node)).digest('hex');
}

/** An issue as a baseline file keeps it. */
export interface BaselineIssue {
  key: string;
  ruleId: string;
  /** The finding's impact; null for findings without one (--fail-on counts them as minor). */
  impact: Impact | null;
  /** Where the element is; empty for a finding about the whole page. */
  selector: string;
  /** The first page that shows it: in the order the URLs were given, else alphabetical. */
  page: string;
}

/**
 * An issue of this scan: what a baseline keeps, the rule's title in the report's language, and for a
 * recorded flow the state its page was checked in (the reports say it; a baseline does not keep it).
 */
export interface ReportIssue extends BaselineIssue {
  title: string;
  state?: PageState;
}

/** The state an issue's page was checked in, for an issue of this scan from a recorded flow. */
export function stateOf(issue: BaselineIssue | ReportIssue): PageState | undefined {
  return 'state' in issue ? issue.state : undefined;
}

/** "/shop/?a=1" of a page address: what a baseline's page is matched by, whatever the host it ran on. */
export function pagePlace(url: string): string {
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
    return `${path}${parsed.search}`;
  } catch {
    return url;
  }
}

const rankOfImpact = (impact: Impact | null) => IMPACTS.indexOf(effectiveImpact(impact));

/** The more severe of two impacts; a rated one over null at the same rank. */
function moreSevere(a: Impact | null, b: Impact | null): Impact | null {
  const difference = rankOfImpact(a) - rankOfImpact(b);
  if (difference !== 0) return difference < 0 ? a : b;
  return a ?? b;
}

/** Most severe first, then by rule, page and element: the order people read issues in. */
export function bySeverity(a: BaselineIssue, b: BaselineIssue): number {
  return (
    rankOfImpact(a.impact) - rankOfImpact(b.impact) ||
    a.ruleId.localeCompare(b.ruleId) ||
    a.page.localeCompare(b.page) ||
    a.selector.localeCompare(b.selector) ||
    a.key.localeCompare(b.key)
  );
}

/**
 * Gathers the violations' issues page by page, as pages finish (NDJSON keeps no page) or from a
 * whole report, and the pages that were checked. Keeps a few strings per issue, nothing of a page.
 */
export class IssueCollector {
  private readonly issuesByKey = new Map<string, ReportIssue>();
  private readonly checked = new Set<string>();
  /** Where a page stands among the URLs given (lower first); every page of a crawl ranks alike. */
  private readonly position: (url: string) => number;

  constructor(givenUrls: readonly string[] = []) {
    const positions = new Map(givenUrls.map((url, index) => [url, index]));
    this.position = (url) => positions.get(url) ?? givenUrls.length;
  }

  add(page: PageReport): void {
    // A page that could not be checked says nothing about its issues; an alias has none of its own.
    if (page.error || page.aliasOf !== undefined) return;
    for (const url of [page.url, page.finalUrl, ...(page.aliases ?? [])]) {
      if (url !== undefined) this.checked.add(pagePlace(url));
    }
    for (const finding of page.violations) {
      const nodes = finding.nodes.length > 0 ? finding.nodes : [{ selector: '', html: '' }];
      for (const node of nodes) {
        const key = issueKeyOf(finding.id, node);
        const known = this.issuesByKey.get(key);
        if (!known) {
          this.issuesByKey.set(key, {
            key,
            ruleId: finding.id,
            impact: finding.impact,
            selector: node.selector,
            page: page.url,
            title: finding.help,
            ...(page.state ? { state: page.state } : {}),
          });
          continue;
        }
        known.impact = moreSevere(known.impact, finding.impact);
        if (this.comesFirst(page.url, known.page)) {
          known.page = page.url;
          known.selector = node.selector;
          if (page.state) known.state = page.state;
          else delete known.state;
        }
      }
    }
  }

  addAll(pages: Iterable<PageReport>): this {
    for (const page of pages) this.add(page);
    return this;
  }

  /** Every issue, by key. */
  issues(): ReportIssue[] {
    return [...this.issuesByKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** Whether a page at this address (path and query, any host) was checked. */
  checkedPage(url: string): boolean {
    return this.checked.has(pagePlace(url));
  }

  private comesFirst(url: string, than: string): boolean {
    const difference = this.position(url) - this.position(than);
    return difference < 0 || (difference === 0 && url < than);
  }
}
