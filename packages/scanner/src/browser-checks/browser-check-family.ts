import type { CDPSession, Page } from 'playwright-core';
import type { NotCheckedCheck } from '../report/types.js';
import type { BrowserCheckRule, ElementVerdict } from './browser-check-rule.js';

/** Rules that judge the same facts, read from the page once by their gatherer. */
export interface BrowserCheckFamily<Artifact> {
  /** Names the family in timings and, when it is cut short, in the page's `notChecked` ("media", "keyboard", …). */
  name: NotCheckedCheck;
  /** Longest the family may take on a page (a page that stops answering must not stall the scan). */
  timeoutMs: number;
  /**
   * Reads the page; runs after axe, with the page helpers installed. Stops pressing keys or
   * changing the page once `signal` aborts (its time is up, and the tab may load the next page).
   * `cdp` gives the page's DevTools session, opened once for all families that need one.
   */
  gather(page: Page, signal: AbortSignal, cdp: () => Promise<CDPSession>): Promise<Artifact>;
  rules: readonly BrowserCheckRule<Artifact>[];
}

export type AnyBrowserCheckRule = Omit<BrowserCheckRule<never>, 'evaluate'>;

/** A family with its artifact type hidden, so that families of different kinds share one list. */
export interface ErasedFamily {
  name: NotCheckedCheck;
  timeoutMs: number;
  rules: readonly AnyBrowserCheckRule[];
  run(
    page: Page,
    selected: ReadonlySet<string>,
    signal: AbortSignal,
    cdp: () => Promise<CDPSession>,
  ): Promise<Array<{ rule: AnyBrowserCheckRule; verdicts: ElementVerdict[] }>>;
}

export function eraseFamily<Artifact>(family: BrowserCheckFamily<Artifact>): ErasedFamily {
  return {
    name: family.name,
    timeoutMs: family.timeoutMs,
    rules: family.rules,
    async run(page, selected, signal, cdp) {
      const rules = family.rules.filter((rule) => selected.has(rule.id));
      if (rules.length === 0) return [];
      const artifact = await family.gather(page, signal, cdp);
      return rules.map((rule) => ({ rule, verdicts: rule.evaluate(artifact) }));
    },
  };
}
