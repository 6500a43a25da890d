import type { BrowserContext, Page } from 'playwright-core';
import { analysePage } from '../analyse/analyse-page.js';
import { parseStartUrl } from '../discovery/normalize-url.js';
import { isCheckStep, type Recording } from '../flows/recording.js';
import { type FlowState, FlowStepError, replayFlow } from '../flows/replay.js';
import { assertPublicHost } from '../net/address-policy.js';
import { toScanFailure } from '../report/scan-error.js';
import { secretsOf } from '../report/sign-in-types.js';
import { SummaryTally } from '../report/summarise.js';
import type { FlowRun, PageReport, ScanFailure, ScanOptions, ScanReport } from '../report/types.js';
import { redactSecrets } from '../sign-in/redact-secrets.js';
import { signInContext, signInContextOptions } from '../sign-in/signed-in-context.js';
import { analysedPageReport } from './page-report.js';
import type { ScanEnvironment } from './run-scan.js';
import { resolveScanOptions } from './scan-options.js';
import { newScanContext, openGuard, scanContextOptions } from './warm-tab.js';

/** The screenshot of the page where a flow stopped: small enough to keep with the report. */
const FAILURE_SCREENSHOT = { type: 'jpeg', quality: 60, timeout: 5_000 } as const;

/**
 * Replays a recorded flow in a scan's browser context (the egress guard, the site's sign-in) and
 * checks the page in every state the replay stops at (`replayFlow`), each a page of the report with
 * its `state`. A flow that cannot go on ends with `flow.failedAt` (the step, the reason and a
 * screenshot) and keeps the states checked until then; the scan fails with `flow_failed` only when
 * no state could be checked. The flow has the scan's budget: its time (`totalTimeoutMs`) and its
 * pages (`maxPages` states; a recording with more "check here" steps is refused before it starts).
 */
export async function runFlow(
  env: ScanEnvironment,
  recording: Recording,
  scanOptions: ScanOptions,
): Promise<ScanReport> {
  const options = resolveScanOptions(scanOptions);
  const startedAt = new Date();
  const start = recording.steps.find((step) => step.type === 'navigate');
  const siteUrl = start?.type === 'navigate' ? start.url : '';
  const flow: FlowRun = { title: recording.title, steps: recording.steps.length };
  const tally = new SummaryTally();
  const pages: PageReport[] = [];
  const finish = (failure?: ScanFailure): ScanReport => ({
    url: siteUrl,
    profile: options.profile,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    pages: options.keepPages ? pages : [],
    summary: tally.summary(),
    flow,
    ...(failure ? { failure } : {}),
    engine: env.engine,
  });

  const checks = recording.steps.filter(isCheckStep).length;
  if (checks > options.maxPages) {
    return finish({
      code: 'flow_failed',
      message: `The flow asks for ${checks} checks; the scan's budget is ${options.maxPages} pages.`,
    });
  }
  const firstAction = recording.steps.findIndex((step) => !['setViewport', 'navigate'].includes(step.type));
  const startIndex = recording.steps.indexOf(start!);
  if (!start || (firstAction !== -1 && firstAction < startIndex)) {
    return finish({
      code: 'flow_failed',
      message: 'The flow does not open a page before its first action: it needs a "navigate" step first.',
    });
  }
  try {
    const url = parseStartUrl(siteUrl);
    if (!options.allowPrivateAddresses)
      await assertPublicHost(url.hostname, { allowPrivateAddresses: false });
  } catch (error) {
    return finish(toScanFailure(error));
  }

  const { signIn } = options;
  const secrets = secretsOf(signIn);
  const guard = await openGuard(options.allowPrivateAddresses, env.egressProxy);
  const deadline = startedAt.getTime() + options.totalTimeoutMs;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  try {
    context = await newScanContext(await env.browser(), {
      ...scanContextOptions(env.userAgent, guard),
      ...signInContextOptions(signIn, siteUrl),
    });
    try {
      await signInContext(context, signIn, {
        siteUrl,
        timeoutMs: options.pageTimeoutMs,
        guardRefusals: () => guard?.blocked().length ?? 0,
      });
    } catch (error) {
      return finish(toScanFailure(error));
    }
    page = await context.newPage();
    const open = page;
    let checked = 0;
    let checkedByName = 0;
    const onState = async (state: FlowState) => {
      // Changes beyond the budget are replayed, not checked: the "check here" steps still to come keep their room.
      if (state.trigger !== 'check' && checked + (checks - checkedByName) >= options.maxPages) {
        flow.uncheckedStates = (flow.uncheckedStates ?? 0) + 1;
        return;
      }
      checked++;
      if (state.trigger === 'check') checkedByName++;
      const report = await checkState(open, state, options, deadline);
      const redacted = redactSecrets(report, secrets);
      pages.push(redacted);
      tally.add(redacted);
      await options.onPage?.(redacted, { links: [] });
      options.onProgress?.({
        pagesDone: checked,
        pagesTotal: Math.max(checked, checks),
        lastPage: { url: redacted.url },
      });
    };
    await replayFlow(open, recording, {
      siteUrl,
      deadline,
      ...(options.signal ? { signal: options.signal } : {}),
      onState,
    });
  } catch (error) {
    if (!(error instanceof FlowStepError)) return finish(toScanFailure(error));
    const screenshot = await page
      ?.screenshot(FAILURE_SCREENSHOT)
      .then((image) => `data:image/jpeg;base64,${image.toString('base64')}`)
      .catch(() => undefined);
    flow.failedAt = {
      step: error.step,
      reason: error.reason,
      message: redactSecrets(error.message, secrets),
      ...(page && !page.isClosed() ? { url: page.url() } : {}),
      ...(screenshot ? { screenshot } : {}),
    };
    if (pages.length === 0) {
      return finish({
        code: 'flow_failed',
        message: `The flow stopped at step ${error.step}: ${flow.failedAt.message}`,
      });
    }
  } finally {
    await context?.close().catch(() => undefined);
    guard?.close();
  }
  return finish();
}

async function checkState(
  page: Page,
  state: FlowState,
  options: ReturnType<typeof resolveScanOptions>,
  deadline: number,
): Promise<PageReport> {
  const startedAt = Date.now();
  const analysis = await analysePage(page, {
    profile: options.profile,
    secondEngine: options.secondEngine,
    maxNodesPerFinding: options.maxNodesPerFinding,
    collectLinks: false,
    ...(options.screenshots
      ? {
          screenshots: {
            ...options.screenshots,
            until: Math.min(deadline, startedAt + options.pageTimeoutMs),
            ...(options.signIn ? { maskPasswords: true } : {}),
          },
        }
      : {}),
  });
  const url = page.url();
  return {
    ...analysedPageReport(analysis, {
      url,
      finalUrl: url,
      title: await page.title().catch(() => undefined),
      durationMs: Date.now() - startedAt,
    }),
    state,
  };
}
