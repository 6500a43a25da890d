import type { BrowserContext, Page } from 'playwright-core';
import { withTimeout } from '../page/time-limit.js';
import type { PageConsent } from '../report/types.js';
import { type FindingsWithNodes, nodeSelectors, withoutNodes } from './banner-findings.js';
import { ACCEPT_BUTTON_NAMES, CONSENT_MANAGERS, CONSENT_WORDS } from './consent-managers.js';
import {
  type BannerSearch,
  CONSENT_MARK,
  type FoundBanner,
  findConsentBanner,
} from './find-consent-banner.js';

/** How long the scan's first page may take to show a banner its scripts render after the load. */
const SETTLE_MAX_MS = 2_000;
/** How long clicking the accept button and the banner's going away may take together. */
const ACCEPT_MAX_MS = 3_000;
const POLL_MS = 150;
/** One look for the banner; a page that does not answer in this time has stopped answering. */
const LOOK_MAX_MS = 2_000;
/** Time before the page's deadline the consent step leaves to the rest of the page. */
const DEADLINE_MARGIN_MS = 1_000;

export interface ConsentStepOptions {
  /** The site owner's selector of the accept button (`ConsentOptions.acceptSelector`). */
  acceptSelector?: string;
  /** The banner counts as reported already: a resumed scan's earlier attempt analysed the first page. */
  reported?: boolean;
}

/** What the consent step leaves of a page's findings, and what it says about the banner. */
export interface ConsentOutcome<T> {
  findings: T;
  consent?: PageConsent;
}

/**
 * A scan's way with consent banners, shared by its tabs. The first page that shows a banner keeps the
 * banner's findings; right after its analysis the banner is accepted, and the consent the context
 * then holds keeps later pages free of it. A banner shown again later (a new context after a browser
 * crash, a site that forgets) is accepted again, and its elements are left out of that page's
 * findings: a site's banner is reported once, not on every page.
 */
export class ConsentStep {
  #reported: boolean;
  #settled = false;
  /**
   * The first page, as a first-time visitor saw it, showed no banner: later pages of the scan are not
   * searched (a banner is a first visit's), which saves every page the search's cost.
   */
  #absent = false;
  #firstLooked = false;
  /** Contexts where clicking accept left the banner shown: later pages there do not wait on it again. */
  readonly #refused = new WeakSet<BrowserContext>();
  readonly #search: Omit<BannerSearch, 'nodes' | 'mark'>;

  constructor(options: ConsentStepOptions = {}) {
    this.#reported = options.reported ?? false;
    this.#search = {
      managers: CONSENT_MANAGERS,
      acceptNames: ACCEPT_BUTTON_NAMES,
      consentWords: CONSENT_WORDS,
      ...(options.acceptSelector ? { acceptSelector: options.acceptSelector } : {}),
    };
  }

  /**
   * Before the scan's first page is analysed. Consent managers render their banner after the page's
   * load, once their settings have arrived: analysed too early, the page would show none. Waits
   * until a banner is shown or the network has gone quiet, at most `SETTLE_MAX_MS`.
   */
  async beforeAnalysis(page: Page, deadline: number): Promise<void> {
    if (this.#settled || this.#reported) return;
    this.#settled = true;
    const until = Math.min(Date.now() + SETTLE_MAX_MS, deadline - DEADLINE_MARGIN_MS);
    if (until <= Date.now()) return;
    let quiet = false;
    const heardQuiet = () => {
      quiet = true;
    };
    page.waitForLoadState('networkidle', { timeout: until - Date.now() }).then(heardQuiet, heardQuiet);
    for (;;) {
      const lastLook = quiet || Date.now() >= until;
      if ((await this.#find(page, [], false)) || lastLook) return;
      await page.waitForTimeout(POLL_MS).catch(() => undefined);
    }
  }

  /**
   * After a page's analysis: finds the banner it shows, drops the banner's elements from the findings
   * if another page reported them, and accepts it. Never fails the page: a banner that cannot be
   * accepted is reported as such and the scan goes on.
   */
  async afterAnalysis<T extends FindingsWithNodes>(
    page: Page,
    findings: T,
    deadline: number,
  ): Promise<ConsentOutcome<T>> {
    try {
      if (this.#absent) return { findings };
      const firstLook = !this.#firstLooked && !this.#reported;
      this.#firstLooked = true;
      const reportedBefore = this.#reported;
      let found = await this.#find(page, reportedBefore ? nodeSelectors(findings) : [], true);
      if (!found) {
        if (firstLook) this.#absent = true;
        return { findings };
      }
      // Claimed after looking, in one step: another tab may have reported the banner meanwhile.
      const repeated = this.#reported;
      this.#reported = true;
      if (repeated && !reportedBefore) {
        found = (await this.#find(page, nodeSelectors(findings), true)) ?? found;
      }
      const accepted = found.accept && (await this.#accept(page, deadline));
      return {
        findings: repeated ? withoutNodes(findings, new Set(found.inside)) : findings,
        consent: { banner: found.banner, accepted, ...(repeated ? { repeated: true as const } : {}) },
      };
    } catch {
      return { findings };
    }
  }

  /** A real click (some managers ignore clicks a script makes), then the banner must go within the time. */
  async #accept(page: Page, deadline: number): Promise<boolean> {
    const context = page.context();
    if (this.#refused.has(context)) return false;
    const until = Math.min(Date.now() + ACCEPT_MAX_MS, deadline - DEADLINE_MARGIN_MS);
    if (until <= Date.now()) return false;
    try {
      await page
        .locator(`[${CONSENT_MARK}="accept"]`)
        .first()
        .click({ timeout: until - Date.now() });
    } catch {
      this.#refused.add(context);
      return false;
    }
    for (;;) {
      const lastLook = Date.now() >= until;
      // A banner that reloads the page on consent cannot be asked while the next document loads.
      const shown = await withTimeout(
        page.evaluate(findConsentBanner, { ...this.#search, nodes: [], mark: false }),
        LOOK_MAX_MS,
      ).then(
        (banner) => banner !== null,
        () => undefined,
      );
      if (shown === false) return true;
      if (lastLook) break;
      await page.waitForTimeout(POLL_MS).catch(() => undefined);
    }
    this.#refused.add(context);
    return false;
  }

  async #find(page: Page, nodes: string[], mark: boolean): Promise<FoundBanner | null> {
    return withTimeout(page.evaluate(findConsentBanner, { ...this.#search, nodes, mark }), LOOK_MAX_MS).catch(
      () => null,
    );
  }
}
