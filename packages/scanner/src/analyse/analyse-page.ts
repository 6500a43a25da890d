import type { PageFacts } from '@klarsicht/rules';
import { axeRunOptions, PROFILES } from '@klarsicht/rules';
import type { Frame, Page } from 'playwright-core';
import { runBrowserChecks } from '../browser-checks/browser-checks.js';
import { runOwnChecks } from '../checks/own-checks.js';
import { collectPageFacts } from '../checks/page-facts.js';
import { isNavigationRace } from '../page/navigation-errors.js';
import { FEATURE_SELECTORS, gatherPageFeatures } from '../page/page-features.js';
import { TimeoutError, withTimeout } from '../page/time-limit.js';
import type { Finding, NotCheckedEntry, PageFeature, ProfileId } from '../report/types.js';
import { mapAxeResults, sortFindings } from '../standards/map-axe-results.js';
import { type ScreenshotStepOptions, withElementScreenshots } from './element-screenshots.js';
import { mergeAcrossEngines } from './merge-engines.js';
import { runAxe } from './run-axe.js';

export interface PageAnalysis {
  violations: Finding[];
  passes: Finding[];
  incomplete: Finding[];
  inapplicable: Finding[];
  bestPractices: Finding[];
  /** What the page contains, for choosing pages for the guided manual checks. */
  features: PageFeature[];
  /** Read from the page only when own checks or link discovery need them. */
  facts?: PageFacts;
  /** The page stopped answering during the analysis (it is not asked anything more). */
  stalled?: true;
  /** The checks that did not run or did not finish (`PageReport.notChecked`); absent: all finished. */
  notChecked?: NotCheckedEntry[];
}

export interface AnalysePageOptions {
  profile: ProfileId;
  /** QualWeb's rules run too (ScanOptions.secondEngine). */
  secondEngine: boolean;
  maxNodesPerFinding: number;
  /** The caller wants the page's links (site scans discover pages from them). */
  collectLinks: boolean;
  /** Screenshots of violating elements; none when absent. */
  screenshots?: ScreenshotStepOptions | undefined;
}

/** A page may navigate by itself (meta refresh, script redirects); we follow it a few times, then give up. */
const MAX_ANALYSIS_ATTEMPTS = 3;
/** How long a navigation that destroyed the analysis may take to commit its new document. */
const NAVIGATION_COMMIT_TIMEOUT_MS = 5_000;

/** Runs axe, our browser checks and our own checks on the page as it is now. */
export async function analysePage(page: Page, options: AnalysePageOptions): Promise<PageAnalysis> {
  // A result counts only if the document it came from is still the one shown when the analysis ends.
  let navigated = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) navigated = true;
  };
  page.on('framenavigated', onNavigated);
  try {
    for (let attempt = 1; ; attempt++) {
      navigated = false;
      try {
        const analysis = await analyseOnce(page, options);
        if (!navigated || attempt >= MAX_ANALYSIS_ATTEMPTS) return analysis;
      } catch (error) {
        if (!isNavigationRace(error) || attempt >= MAX_ANALYSIS_ATTEMPTS) throw error;
        // The old document's script context can die before the new one commits: until it has
        // committed, the old document still reports "loaded", and a retry would hit the race again.
        if (!navigated) {
          await page
            .waitForEvent('framenavigated', {
              predicate: (frame) => frame === page.mainFrame(),
              timeout: NAVIGATION_COMMIT_TIMEOUT_MS,
            })
            .catch(() => undefined);
        }
      }
      await page.waitForLoadState('load', { timeout: 10_000 }).catch(() => undefined);
    }
  } finally {
    page.off('framenavigated', onNavigated);
  }
}

/** What a page contains is read in one quick pass; more means the page stopped answering. */
const FEATURES_TIMEOUT_MS = 3_000;

async function analyseOnce(page: Page, options: AnalysePageOptions): Promise<PageAnalysis> {
  const axeResults = await runAxe(page, axeRunOptions(options.profile));
  const findings = mapAxeResults(axeResults, { maxNodesPerFinding: options.maxNodesPerFinding });
  const needsFacts = PROFILES[options.profile].ownChecks || options.collectLinks;
  // Facts first: scrolling and drawing for the screenshots must not change what the page says about itself.
  const facts = needsFacts ? await page.evaluate(collectPageFacts) : undefined;
  const notChecked: NotCheckedEntry[] = [];
  if (options.screenshots) {
    const targets = new Map(
      axeResults.violations.map((result) => [result.id, result.nodes.map((node) => node.target)]),
    );
    findings.violations = await withElementScreenshots(page, findings.violations, targets, {
      ...options.screenshots,
      onCutShort: (reason) => notChecked.push({ check: 'screenshots', reason }),
    });
  }
  // Last: some browser checks press keys or restyle the page, which nothing after them may see.
  const browser = await runBrowserChecks(page, options.profile, {
    secondEngine: options.secondEngine,
    maxNodesPerFinding: options.maxNodesPerFinding,
  });
  // After the checks: what the page contains only chooses pages for people to test on, and reading
  // it earlier would delay the checks that watch the page as it loads (autoplaying media).
  // Time-boxed like the checks: a page that stopped answering has told all it will.
  notChecked.push(...browser.notChecked);
  const features = browser.stalled
    ? []
    : await withTimeout(
        page.evaluate(gatherPageFeatures, FEATURE_SELECTORS) as Promise<PageFeature[]>,
        FEATURES_TIMEOUT_MS,
      ).catch((error: unknown): PageFeature[] => {
        // A page that moved on is analysed again (analysePage); nothing was cut short.
        if (isNavigationRace(error)) return [];
        notChecked.push({
          check: 'page-features',
          reason: error instanceof TimeoutError ? 'timeout' : 'error',
          detail: error instanceof Error ? error.message.split('\n')[0]! : String(error),
        });
        return [];
      });
  if (browser.stalled) notChecked.push({ check: 'page-features', reason: 'page-stalled' });
  const own = facts
    ? runOwnChecks(facts, options.profile, { maxNodesPerFinding: options.maxNodesPerFinding })
    : { violations: [], incomplete: [], passes: [] };
  const analysis: PageAnalysis = {
    violations: sortFindings(
      mergeAcrossEngines([...findings.violations, ...browser.violations, ...own.violations]),
    ),
    passes: sortFindings([...findings.passes, ...browser.passes, ...own.passes]),
    incomplete: sortFindings([...findings.incomplete, ...browser.incomplete, ...own.incomplete]),
    inapplicable: findings.inapplicable,
    bestPractices: sortFindings([...findings.bestPractices, ...browser.bestPractices]),
    features,
  };
  if (facts) analysis.facts = facts;
  if (browser.stalled) analysis.stalled = true;
  if (notChecked.length > 0) analysis.notChecked = notChecked;
  return analysis;
}
