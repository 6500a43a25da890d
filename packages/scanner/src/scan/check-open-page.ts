import { translatePage } from '@klarsicht/rules';
import type { ElementHandle, Page } from 'playwright-core';
import { analysePage, type PageAnalysis } from '../analyse/analyse-page.js';
import { CATEGORIES, type Language, type PageReport, type ProfileId } from '../report/types.js';
import { analysedPageReport } from './page-report.js';
import { resolveScanOptions } from './scan-options.js';

export interface OpenPageCheckOptions {
  /** Default: the engine's (`DEFAULT_PROFILE`, 'bfsg'). */
  profile?: ProfileId;
  /** The language of the findings' texts (`translatePage`); default English, as the engine writes. */
  lang?: Language;
  /** Max nodes kept per finding (default 50); `nodeCount` keeps the true number. */
  maxNodesPerFinding?: number;
  /** QualWeb's rules run too; default: the profile's (`ScanOptions.secondEngine`). */
  secondEngine?: boolean;
  /** Rules whose findings are left out of every category and of the counts. */
  ignoreRules?: readonly string[];
}

/**
 * Checks a page someone else opened and brought into a state (a test signed in, opened a dialog,
 * went to step 3 of a checkout) as it is now: nothing is loaded, reloaded or dismissed, no consent
 * banner accepted. The report has the shape of a scan's pages; its `url` and `finalUrl` are the
 * page's address, `status` is absent (no response of ours).
 *
 * The analysis presses keys (the keyboard checks walk the page with Tab and, where focus seems
 * held, try Shift+Tab and Escape) and narrows the viewport for a while (the zoom checks), as in a
 * scan; focus is put back on the element that had it. Pages of a context the scanner did not make
 * lack its init scripts: click handlers added with addEventListener go unseen (`on…` attributes and
 * React's handlers are still found), and axe is injected rather than adopted.
 */
export async function checkOpenPage(page: Page, options: OpenPageCheckOptions = {}): Promise<PageReport> {
  const startedAt = Date.now();
  const { profile, secondEngine, maxNodesPerFinding } = resolveScanOptions({
    ...(options.profile ? { profile: options.profile } : {}),
    ...(options.secondEngine === undefined ? {} : { secondEngine: options.secondEngine }),
    ...(options.maxNodesPerFinding === undefined ? {} : { maxNodesPerFinding: options.maxNodesPerFinding }),
  });
  const focused = await page.evaluateHandle(() => {
    const doc = (globalThis as unknown as { document: { activeElement: unknown } }).document;
    return doc.activeElement;
  });
  let analysis: PageAnalysis;
  try {
    analysis = await analysePage(page, {
      profile,
      secondEngine,
      maxNodesPerFinding,
      collectLinks: false,
    });
  } finally {
    await giveFocusBack(focused);
  }
  const url = page.url();
  const report = analysedPageReport(withoutRules(analysis, options.ignoreRules ?? []), {
    url,
    finalUrl: url,
    title: await page.title().catch(() => undefined),
    durationMs: Date.now() - startedAt,
  });
  return options.lang ? translatePage(report, options.lang) : report;
}

/** Focus back where it was before the keyboard checks moved it (unless that element is gone). */
async function giveFocusBack(focused: { asElement(): ElementHandle | null; dispose(): Promise<void> }) {
  try {
    await focused.asElement()?.evaluate((element) => {
      const target = element as unknown as { isConnected: boolean; focus(options?: object): void };
      if (target.isConnected) target.focus({ preventScroll: true });
    });
  } catch {
    // The document was replaced or closed meanwhile: nothing to give focus back to.
  } finally {
    await focused.dispose().catch(() => undefined);
  }
}

function withoutRules(analysis: PageAnalysis, ruleIds: readonly string[]): PageAnalysis {
  if (ruleIds.length === 0) return analysis;
  const ignored = new Set(ruleIds);
  const kept: PageAnalysis = { ...analysis };
  for (const category of CATEGORIES)
    kept[category] = analysis[category].filter((finding) => !ignored.has(finding.id));
  return kept;
}
