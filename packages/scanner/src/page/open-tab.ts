import type { BrowserContext, Page } from 'playwright-core';

/**
 * How long the first attempt to open a tab may take; each further attempt may take twice as long
 * as the one before. A tab normally opens in tens of milliseconds, a second on a busy machine; one
 * that takes longer is most likely waiting on a renderer that is already dead, and a slow machine
 * still gets its tab on a later attempt.
 */
const FIRST_ATTEMPT_MS = 2_000;
const ATTEMPTS = 3;

/** No tab could be opened in the context (its browser keeps losing renderers, or is gone). */
export class TabOpenError extends Error {}

/**
 * Opens a tab, and opens another one when the first does not come. Chromium keeps a spare renderer
 * process for the next tab; when renderers are killed (out of memory, a crash taking its
 * neighbours), the browser may hand that dead spare to the next tab before it has noticed the death,
 * and `newPage` then never resolves (or, much later, fails with "Target crashed"). The next attempt
 * gets a live renderer. Gives up at `deadline` or after a few attempts; a tab that turns up after
 * its attempt was abandoned is closed.
 */
export async function openTab(
  context: BrowserContext,
  options: { deadline?: number; signal?: AbortSignal } = {},
): Promise<Page> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const left = (options.deadline ?? Number.POSITIVE_INFINITY) - Date.now();
    const allowed = Math.min(left, FIRST_ATTEMPT_MS * 2 ** attempt);
    if (left <= 0 || options.signal?.aborted) break;
    const opening = context.newPage();
    let timer: NodeJS.Timeout | undefined;
    let abandon = () => {};
    const abandoned = new Promise<undefined>((resolve) => {
      abandon = () => resolve(undefined);
      timer = setTimeout(abandon, allowed);
      options.signal?.addEventListener('abort', abandon, { once: true });
    });
    try {
      const page = await Promise.race([opening, abandoned]);
      if (page) return page;
      lastError = new Error(`no tab opened within ${Math.round(allowed)} ms`);
      opening.then((late) => late.close()).catch(() => undefined);
    } catch (error) {
      // "Target crashed" is the dead spare renderer noticed; a closed browser gives no tab on any attempt.
      if (!context.browser()?.isConnected()) throw error;
      lastError = error;
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abandon);
    }
  }
  throw new TabOpenError(`Could not open a browser tab (${messageOf(lastError)}).`, { cause: lastError });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]! : String(error ?? 'the scan stopped');
}
