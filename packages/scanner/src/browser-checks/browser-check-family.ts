import type { ArtifactName, Artifacts, Rule, Verdict } from '@klarsicht/rules';
import { rulesReading } from '@klarsicht/rules/evaluate';
import type { CDPSession, Page } from 'playwright-core';
import type { NotCheckedCheck } from '../report/types.js';

/**
 * The gatherer of one artifact: it reads the page once for every rule that judges the artifact
 * (the rules that name it in their meta, in @klarsicht/rules).
 */
export interface BrowserCheckFamily<A extends ArtifactName> {
  /** Names the family in timings and, when it is cut short, in the page's `notChecked` ("media", "keyboard", …). */
  name: NotCheckedCheck;
  /** What it reads, and so which rules it serves. */
  artifact: A;
  /** Longest the family may take on a page (a page that stops answering must not stall the scan). */
  timeoutMs: number;
  /**
   * Reads the page; runs after axe, with the page helpers installed. Stops pressing keys or
   * changing the page once `signal` aborts (its time is up, and the tab may load the next page).
   * `cdp` gives the page's DevTools session, opened once for all families that need one.
   */
  gather(page: Page, signal: AbortSignal, cdp: () => Promise<CDPSession>): Promise<Artifacts[A]>;
}

/** A family with its artifact type hidden, so that families of different kinds share one list. */
export interface ErasedFamily {
  name: NotCheckedCheck;
  timeoutMs: number;
  rules: readonly Rule[];
  run(
    page: Page,
    selected: ReadonlySet<string>,
    signal: AbortSignal,
    cdp: () => Promise<CDPSession>,
  ): Promise<Array<{ rule: Rule; verdicts: Verdict[] }>>;
}

export function eraseFamily<A extends ArtifactName>(family: BrowserCheckFamily<A>): ErasedFamily {
  const familyRules = rulesReading(family.artifact);
  return {
    name: family.name,
    timeoutMs: family.timeoutMs,
    rules: familyRules as readonly Rule[],
    async run(page, selected, signal, cdp) {
      const rules = familyRules.filter((rule) => selected.has(rule.id));
      if (rules.length === 0) return [];
      const artifact = await family.gather(page, signal, cdp);
      return rules.map((rule) => ({ rule: rule as Rule, verdicts: rule.evaluate(artifact) }));
    },
  };
}
