import {
  type ArtifactName,
  axeRunOptions,
  OWN_RULES,
  ownRuleRuns,
  type PageFacts,
  PROFILES,
  translatePage,
} from '@klarsicht/rules';
import type { AxeResults, RunOptions } from 'axe-core';
import type { PageAnalysis } from '../analyse/analyse-page.js';
import { mergeAcrossEngines } from '../analyse/merge-engines.js';
import { runOwnChecks } from '../checks/own-checks.js';
import { collectPageFacts } from '../checks/page-facts.js';
import type { Language, NotCheckedCheck, NotCheckedEntry, PageReport, ProfileId } from '../report/types.js';
import { DEFAULT_MAX_NODES_PER_FINDING, DEFAULT_PROFILE } from '../scan/defaults.js';
import { analysedPageReport } from '../scan/page-report.js';
import { mapAxeResults, sortFindings } from '../standards/map-axe-results.js';

/**
 * A tab the engine reaches only through its document's scripts, as a browser extension does
 * (`chrome.scripting.executeScript`), without the DevTools protocol a scan's browser gives.
 */
export interface TabDocument {
  /**
   * Runs a self-contained function (its source is sent, not its closure) in the tab's top document,
   * with axe-core as `axe` once `injectAxe` has run, and gives back its JSON-able result.
   */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Makes axe-core (the engine's version) available as `axe` where `evaluate` runs. */
  injectAxe(): Promise<void>;
  /** The document's address now. */
  url(): Promise<string>;
}

export interface TabCheckOptions {
  profile?: ProfileId;
  /** The findings' texts; English, the engine's own, when absent. */
  lang?: Language;
  maxNodesPerFinding?: number;
}

/**
 * Our browser checks by what they read, as their families name themselves in `notChecked`
 * (browser-checks.ts; a test holds the two together). They press keys, zoom, watch media or ask the
 * DevTools protocol, which a page's own scripts cannot.
 */
export const BROWSER_CHECK_FAMILY_BY_ARTIFACT: Partial<Record<ArtifactName, NotCheckedCheck>> = {
  'aria-names': 'aria',
  content: 'content',
  'click-handlers': 'click-handlers',
  qualweb: 'qualweb',
  language: 'language',
  media: 'media',
  keyboard: 'keyboard',
  focus: 'focus',
  layout: 'zoom',
};

type AxeInTab = {
  axe: {
    configure(spec: object): void;
    run(context: object, options: RunOptions): Promise<AxeResults>;
  };
  document: object;
};

/**
 * Checks a tab's page as it is now, as a person sees it (signed in, a dialog open): axe with the
 * profile's rules and our checks of the page's facts, the same code a scan runs. The browser checks
 * that need more than the page's own scripts are listed in `notChecked` as `not-available`, so a
 * report never passes off a check that did not run.
 */
export async function checkTab(tab: TabDocument, options: TabCheckOptions = {}): Promise<PageReport> {
  const startedAt = Date.now();
  const profile = options.profile ?? DEFAULT_PROFILE;
  const maxNodesPerFinding = options.maxNodesPerFinding ?? DEFAULT_MAX_NODES_PER_FINDING;
  await tab.injectAxe();
  const axeResults = await tab.evaluate(async (runOptions) => {
    const { axe, document } = globalThis as unknown as AxeInTab;
    axe.configure({ branding: { application: 'klarsicht' } });
    return axe.run(document, runOptions);
  }, axeRunOptions(profile) as RunOptions);
  const findings = mapAxeResults(axeResults, { maxNodesPerFinding });
  const facts: PageFacts | undefined = PROFILES[profile].ownChecks
    ? await tab.evaluate(collectPageFacts, undefined)
    : undefined;
  const own = facts
    ? runOwnChecks(facts, profile, { maxNodesPerFinding })
    : { violations: [], incomplete: [], passes: [] };
  const analysis: PageAnalysis = {
    violations: sortFindings(mergeAcrossEngines([...findings.violations, ...own.violations])),
    passes: sortFindings([...findings.passes, ...own.passes]),
    incomplete: sortFindings([...findings.incomplete, ...own.incomplete]),
    inapplicable: findings.inapplicable,
    bestPractices: findings.bestPractices,
    features: [],
    notChecked: browserChecksNotRun(profile),
  };
  if (facts) analysis.facts = facts;
  const url = await tab.url();
  const report = analysedPageReport(analysis, { url, finalUrl: url, durationMs: Date.now() - startedAt });
  return options.lang ? translatePage(report, options.lang) : report;
}

/** The browser check families the profile would run in a scan, each once, in the scan's order. */
export function browserChecksNotRun(profile: ProfileId): NotCheckedEntry[] {
  const families = new Set<NotCheckedCheck>();
  for (const rule of OWN_RULES) {
    const family = BROWSER_CHECK_FAMILY_BY_ARTIFACT[rule.artifact];
    if (family && ownRuleRuns(rule, profile, PROFILES[profile].secondEngine)) families.add(family);
  }
  const order = Object.values(BROWSER_CHECK_FAMILY_BY_ARTIFACT);
  return [...families]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((check) => ({ check, reason: 'not-available' }));
}
