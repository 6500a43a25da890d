import type { FlowRunView, NamedPageStateView, PageStateView, PageView } from '@klarsicht/contracts';
import { failureReason } from '@klarsicht/texts/failures';
import { flowFailureText, pageStateText } from '@klarsicht/texts/flows';
import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages';

/**
 * The state a flow brought a page into, as the result page names it: the flow by its name where the
 * scan knows it, then the step ("Warenkorb-Ablauf – Schritt 4: „Warenkorb geöffnet“"); the step
 * alone for a flow the scan does not list.
 */
export function pageStateLabel(
  t: TFunction<'scans'>,
  state: PageStateView,
  flows: readonly FlowRunView[] | undefined,
  language: Language,
): string {
  return stateLabel(t, state, flows?.find((run) => run.flow === state.flow)?.name, language);
}

function stateLabel(
  t: TFunction<'scans'>,
  state: PageStateView,
  flow: string | undefined,
  language: Language,
): string {
  const step = pageStateText(state, language);
  return flow ? t('pages.stateLabel', { flow, state: step }) : step;
}

/**
 * The state of one of an issue's pages, worded as the result page words states: the answer carries
 * the flow's name; the words are the app's, in the reader's language of the moment (the answer's
 * own `text` is for clients without our texts).
 */
export function namedStateLabel(
  t: TFunction<'scans'>,
  state: NamedPageStateView,
  language: Language,
): string {
  return stateLabel(t, state, state.flowName, language);
}

/**
 * Where an issue is, as its pages name it: the address, with the flow and state where a flow brought
 * the page there (the address alone is the page as loaded, which may not show the issue at all).
 */
export function issuePageName(
  t: TFunction<'scans'>,
  url: string,
  state: NamedPageStateView | undefined,
  language: Language,
): string {
  return state ? t('pages.stateName', { url, state: namedStateLabel(t, state, language) }) : url;
}

/** A page as the result page's lists name it: its address, with its state where a flow brought it there. */
export function pageName(
  t: TFunction<'scans'>,
  page: Pick<PageView, 'url' | 'state'>,
  flows: readonly FlowRunView[] | undefined,
  language: Language,
): string {
  return page.state
    ? t('pages.stateName', { url: page.url, state: pageStateLabel(t, page.state, flows, language) })
    : page.url;
}

/** A page's key in a list: a flow may check a page at an address the crawl checked as loaded. */
export function pageKey(page: Pick<PageView, 'url' | 'state'>): string {
  return page.state ? `${page.url} ${page.state.flow} ${page.state.step}` : page.url;
}

export type FlowOutcome = 'done' | 'stopped' | 'notRun';

/** Ran to its end, stopped at a step (`failedAt`), or never ran (`failure`: no time left, sign-in failed). */
export function flowOutcome(run: Pick<FlowRunView, 'failure' | 'failedAt'>): FlowOutcome {
  return run.failure ? 'notRun' : run.failedAt ? 'stopped' : 'done';
}

/** What became of a flow, in a sentence: the failure reasons are the ones the app shows for a scan's. */
export function flowOutcomeText(
  t: TFunction<'scans'>,
  run: Pick<FlowRunView, 'failure' | 'failedAt'>,
  language: Language,
): string {
  if (run.failure) return t('flows.notRun', { reason: failureReason({ code: run.failure.code }, language) });
  if (run.failedAt) return t('flows.stopped', { reason: flowFailureText(run.failedAt, language) });
  return t('flows.done');
}

/** Where the picture of the page a scan's flow stopped on is read (the scan's owners only). */
export function flowPicturePath(scanId: string, flow: string): string {
  return `/api/scans/${encodeURIComponent(scanId)}/flows/${encodeURIComponent(flow)}/screenshot`;
}
