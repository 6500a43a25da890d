import type { TabDocument } from '@klarsicht/scanner/in-tab';
import { AXE_FILE } from './axe-file.js';

/**
 * A tab's top document as the engine needs it, through `chrome.scripting`: the functions run in the
 * extension's isolated world, which shares the page's DOM but not its scripts' globals, so neither
 * the page's `axe` (if it has one) nor its overrides of built-ins touch the check.
 */
export function tabDocument(tabId: number): TabDocument {
  return {
    evaluate: (fn, arg) => runInTab(tabId, fn, arg),
    async injectAxe() {
      const [installed] = await chrome.scripting.executeScript({
        target: { tabId },
        func: () => typeof (globalThis as { axe?: unknown }).axe === 'object',
      });
      if (installed?.result !== true)
        await chrome.scripting.executeScript({ target: { tabId }, files: [AXE_FILE] });
    },
    async url() {
      const tab = await chrome.tabs.get(tabId);
      return tab.url ?? '';
    },
  };
}

/**
 * Runs a self-contained function in the tab's top document and gives back its result (a promise's
 * value once it settles). Chrome sends the function's source and the argument as JSON, as
 * Playwright's `evaluate` does, so the same functions serve a scan and the extension.
 */
export async function runInTab<A, R>(tabId: number, fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
  const [frame] = await chrome.scripting.executeScript({
    target: { tabId },
    func: fn as (arg: unknown) => unknown,
    // JSON has no undefined; a function that takes no argument ignores the null.
    args: [arg === undefined ? null : arg],
  });
  if (!frame) throw new Error('the tab gave no result');
  return frame.result as R;
}
