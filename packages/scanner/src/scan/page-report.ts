import type { PageAnalysis } from '../analyse/analyse-page.js';
import { countPage } from '../report/summarise.js';
import type { NotCheckedEntry, PageConsent, PageReport } from '../report/types.js';

/** What is known of an analysed page besides its findings. */
export interface AnalysedPageInfo {
  /** The URL as requested (normalised). */
  url: string;
  /** Where the findings came from. */
  finalUrl: string;
  status?: number | undefined;
  /** The page's title as it was loaded: used where the analysis read none. */
  title?: string | undefined;
  consent?: PageConsent | undefined;
  /** What was cut short before the analysis (the render wait): listed before the analysis's own. */
  notCheckedBefore?: readonly NotCheckedEntry[];
  durationMs: number;
}

/**
 * The report of an analysed page: its findings by category, the checks that did not finish, and
 * its counts. One builder for every way a page gets analysed (a scan's tab, a page a caller opened).
 */
export function analysedPageReport(analysis: PageAnalysis, page: AnalysedPageInfo): PageReport {
  const { facts, stalled: _stalled, notChecked: checksCut, ...findings } = analysis;
  const notChecked = [...(page.notCheckedBefore ?? []), ...(checksCut ?? [])];
  return {
    url: page.url,
    finalUrl: page.finalUrl,
    ...(page.status === undefined ? {} : { status: page.status }),
    title: facts?.title || page.title,
    ...(page.consent ? { consent: page.consent } : {}),
    ...findings,
    ...(notChecked.length > 0 ? { notChecked } : {}),
    ...countPage(findings),
    durationMs: page.durationMs,
  };
}
