import type { Page, Response } from 'playwright-core';
import { BLOCKED_HEADER, ERROR_HEADER } from '../net/egress-proxy.js';
import { ScanError } from '../report/scan-error.js';
import { type SettleOutcome, waitForAppToRender } from './app-settle.js';
import { detectBotChallenge } from './bot-protection.js';
import { classifyNavigationError, FileResponseError } from './navigation-errors.js';

export interface LoadedPage {
  finalUrl: string;
  status?: number;
  title: string;
  /**
   * How the wait for the page to settle ended (page/app-settle.ts): `settled` false when it ran into
   * its upper bound, or no time was left for it, and the page was analysed as it was then.
   */
  settle: SettleOutcome;
}

export interface LoadPageOptions {
  /** Time left for this page, in ms. */
  timeoutMs: number;
  /** How many connections the egress guard has refused so far (absent when no guard is in place). */
  guardRefusals?: () => number;
}

/** After DOMContentLoaded, the longest we wait for the `load` event before analysing anyway. */
const MAX_LOAD_EVENT_WAIT_MS = 10_000;
/** After `load`, the longest an app may take to render what it fetches (static pages take none of it). */
const MAX_APP_RENDER_WAIT_MS = 3_000;
const SUSPICIOUS_TITLE =
  /just a moment|attention required|captcha|are you a robot|pardon our interruption|access denied|security check/i;

/**
 * Navigates to a URL and decides whether the result is a page worth analysing.
 * Throws ScanError with the reason code when it is not.
 */
export async function loadPage(page: Page, url: string, options: LoadPageOptions): Promise<LoadedPage> {
  const startedAt = Date.now();
  let response: Response | null;
  const refusalsBefore = options.guardRefusals?.() ?? 0;
  try {
    response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: options.timeoutMs });
  } catch (error) {
    // A refused HTTPS tunnel (e.g. a redirect to an internal address) reaches us only as a tunnel error.
    const refusedNow = (options.guardRefusals?.() ?? 0) > refusalsBefore;
    if (refusedNow && /ERR_TUNNEL_CONNECTION_FAILED/.test(String(error))) {
      throw new ScanError('private_address', `${url} leads to an internal address; it is not scanned.`);
    }
    throw classifyNavigationError(error, url);
  }

  // Pages with slow third-party resources may never fire `load` in time; DOMContentLoaded is enough to analyse.
  const loadWait = Math.min(MAX_LOAD_EVENT_WAIT_MS, options.timeoutMs - (Date.now() - startedAt));
  if (loadWait > 0) await page.waitForLoadState('load', { timeout: loadWait }).catch(() => undefined);

  if (response?.headers()[BLOCKED_HEADER]) {
    throw new ScanError('private_address', `${url} redirects to an internal address; it is not scanned.`);
  }
  // Our egress proxy's 502 for a plain-HTTP site it could not reach: the site did not answer, it sent no error.
  const proxyError = response?.headers()[ERROR_HEADER];
  if (proxyError) {
    throw proxyError === 'dns'
      ? new ScanError('dns', `The host name of ${url} (or of a page it redirects to) could not be resolved.`)
      : new ScanError('unreachable', `${url} could not be reached.`);
  }
  const status = response?.status();
  if (status !== undefined && status >= 400) {
    const body = await response!.text().catch(() => '');
    const vendor = detectBotChallenge(status, body);
    if (vendor) {
      throw new ScanError(
        'blocked_bot_protection',
        `${url} answered with a bot-protection challenge (${vendor}).`,
        {
          status,
        },
      );
    }
    throw new ScanError('http_error', `${url} answered with HTTP ${status}.`, { status });
  }

  const contentType = response?.headers()['content-type'] ?? 'text/html';
  if (!/html|xml/i.test(contentType)) {
    throw new FileResponseError(
      'http_error',
      `${url} is not an HTML page (${contentType.split(';', 1)[0]}).`,
      {
        ...(status === undefined ? {} : { status }),
      },
    );
  }

  // A single-page app has its content, and often its title, only once it has rendered.
  const renderWait = Math.min(MAX_APP_RENDER_WAIT_MS, options.timeoutMs - (Date.now() - startedAt));
  const settle =
    renderWait > 0 ? await waitForAppToRender(page, renderWait) : { settled: false, waitedMs: 0 };

  const title = settle.title ?? (await page.title().catch(() => ''));
  if (SUSPICIOUS_TITLE.test(title)) {
    const vendor = detectBotChallenge(status ?? 200, await page.content().catch(() => ''));
    if (vendor) {
      throw new ScanError('blocked_bot_protection', `${url} shows a bot-protection challenge (${vendor}).`, {
        ...(status === undefined ? {} : { status }),
      });
    }
  }
  return { finalUrl: page.url(), title, settle, ...(status === undefined ? {} : { status }) };
}
