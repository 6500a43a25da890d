import { notCheckedVerdict, ownRuleRuns, type Rule, type Verdict } from '@klarsicht/rules';
import type { CDPSession, Page } from 'playwright-core';
import { isNavigationRace } from '../page/navigation-errors.js';
import { TimeoutError, withTimeout } from '../page/time-limit.js';
import type { Finding, NotCheckedEntry, ProfileId } from '../report/types.js';
import { addRuleFindings, sortFindingLists } from '../standards/rule-findings.js';
import { ARIA_CHECKS } from './aria/aria-checks.js';
import { type ErasedFamily, eraseFamily } from './browser-check-family.js';
import { CONTENT_CHECKS } from './content/content-checks.js';
import { FOCUS_CHECKS } from './focus/focus-checks.js';
import { CLICK_HANDLER_CHECKS } from './keyboard/click-handlers.js';
import { KEYBOARD_CHECKS } from './keyboard/keyboard-checks.js';
import { LANGUAGE_CHECKS } from './language/language-checks.js';
import { MEDIA_CHECKS } from './media/media-checks.js';
import { installPageHelpers, removePageHelpers, resolveStandIns } from './page-helpers.js';
import { QUALWEB_CHECKS } from './qualweb/qualweb-checks.js';
import { ZOOM_CHECKS } from './zoom/zoom-checks.js';

/**
 * Our checks that need a real browser, family by family in the order they run: those that only
 * read the page first, those that press keys or change the page's styles last.
 */
const FAMILIES: readonly ErasedFamily[] = [
  eraseFamily(ARIA_CHECKS),
  eraseFamily(CONTENT_CHECKS),
  eraseFamily(CLICK_HANDLER_CHECKS),
  eraseFamily(QUALWEB_CHECKS),
  eraseFamily(LANGUAGE_CHECKS),
  eraseFamily(MEDIA_CHECKS),
  eraseFamily(KEYBOARD_CHECKS),
  eraseFamily(FOCUS_CHECKS),
  eraseFamily(ZOOM_CHECKS),
];

/** Every browser check, for the rule catalogue. */
export const BROWSER_CHECK_RULES: readonly Rule[] = FAMILIES.flatMap((family) => family.rules);

/**
 * The tab's own DevTools session, kept for the tab's life. Attaching one per page cost the renderer
 * more than the checks that use it, and detaching drops the viewport the session set, so that the
 * tab falls back to its window's size and has to be given its viewport again: together some 20 ms
 * of CPU per page (measured beside the reference loop, issue 29). It ends with the tab.
 */
const tabSessions = new WeakMap<Page, Promise<CDPSession>>();

function tabSession(page: Page): Promise<CDPSession> {
  let session = tabSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    tabSessions.set(page, session);
    session.catch(() => tabSessions.delete(page));
  }
  return session;
}

/** How long installing the page helpers may take before the page counts as not answering. */
const HELPERS_TIMEOUT_MS = 3_000;

export interface BrowserCheckResults {
  violations: Finding[];
  incomplete: Finding[];
  passes: Finding[];
  bestPractices: Finding[];
  /** Milliseconds each family took on the page, by family name. */
  timings: Record<string, number>;
  /** The page stopped answering: what would still ask it something can save itself the wait. */
  stalled: boolean;
  /** The families that did not finish, in the order they ran (`PageReport.notChecked`). */
  notChecked: NotCheckedEntry[];
}

/**
 * Runs the browser checks a profile selects (by tag, as axe selects its rules) on the page as it is
 * after axe's run. A family that fails on the page is reported as not checked (needs review, with
 * the reason), never dropped in silence; a navigation away from the page is left to the caller.
 */
export async function runBrowserChecks(
  page: Page,
  profile: ProfileId,
  options: { maxNodesPerFinding: number; secondEngine: boolean },
): Promise<BrowserCheckResults> {
  const results: BrowserCheckResults = {
    violations: [],
    incomplete: [],
    passes: [],
    bestPractices: [],
    timings: {},
    stalled: false,
    notChecked: [],
  };
  const selected = new Set(
    BROWSER_CHECK_RULES.filter((rule) => ownRuleRuns(rule, profile, options.secondEngine)).map(
      (rule) => rule.id,
    ),
  );
  if (selected.size === 0) return results;
  let stalled = false;
  const cdp = () => tabSession(page);
  await withTimeout(page.evaluate(installPageHelpers), HELPERS_TIMEOUT_MS).catch((error: unknown) => {
    if (isNavigationRace(error)) throw error;
    stalled = true;
  });
  try {
    for (const family of FAMILIES) {
      const started = performance.now();
      let outcomes: Awaited<ReturnType<ErasedFamily['run']>>;
      const stalledBefore = stalled;
      try {
        if (stalled) throw new Error('the page stopped answering');
        const controller = new AbortController();
        outcomes = await withTimeout(
          family.run(page, selected, controller.signal, cdp),
          family.timeoutMs,
          controller,
        );
      } catch (error) {
        if (isNavigationRace(error)) throw error;
        // A page that does not answer in time will not answer the next family either.
        if (error instanceof TimeoutError) stalled = true;
        const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        const cause = stalledBefore ? 'page-stalled' : error instanceof TimeoutError ? 'timeout' : 'error';
        outcomes = family.rules
          .filter((rule) => selected.has(rule.id))
          .map((rule) => ({ rule, verdicts: [notCheckedVerdict(reason, cause)] }));
      }
      results.timings[family.name] = Math.round(performance.now() - started);
      const cutShort = cutShortIn(family, outcomes);
      if (cutShort) results.notChecked.push(cutShort);
      for (const { rule, verdicts } of outcomes)
        addRuleFindings(results, rule, verdicts, options.maxNodesPerFinding);
    }
  } finally {
    const findings = [
      ...results.violations,
      ...results.incomplete,
      ...results.passes,
      ...results.bestPractices,
    ];
    if (stalled) {
      // Not awaited on a stalled page: the call would wait as long as the page does.
      page.evaluate(removePageHelpers, []).catch(() => undefined);
      await resolveStandIns(findings, async () => []);
    } else {
      // The selectors of the elements the findings name, asked for as the helpers are removed.
      const resolved = resolveStandIns(findings, (numbers) => page.evaluate(removePageHelpers, numbers));
      await resolved;
    }
  }
  results.stalled = stalled;
  sortFindingLists(results);
  return results;
}

/**
 * The family's note that it did not finish, from its rules' verdicts: a family that failed as a whole
 * says so for each rule, one that stopped part-way (a rule of QualWeb's, the keyboard walk's time
 * budget) for the rules concerned. One entry per family, with the first reason met.
 */
function cutShortIn(
  family: ErasedFamily,
  outcomes: ReadonlyArray<{ verdicts: readonly Verdict[] }>,
): NotCheckedEntry | undefined {
  for (const { verdicts } of outcomes) {
    for (const verdict of verdicts) {
      if (verdict.cutShort === undefined) continue;
      const { reason: detail } = verdict.data ?? {};
      return {
        check: family.name,
        reason: verdict.cutShort,
        ...(typeof detail === 'string' ? { detail } : {}),
      };
    }
  }
  return undefined;
}
