/**
 * @klarsicht/scanner/in-tab — the engine for a tab reached only through its page's scripts (the
 * browser extension): axe and our page-facts checks, the findings as a scan reports them. No
 * Playwright, no Node: it bundles for a browser.
 */
export type { Finding, Language, NotCheckedEntry, PageReport, ProfileId } from '../report/types.js';
export { DEFAULT_PROFILE } from '../scan/defaults.js';
export { browserChecksNotRun, checkTab, type TabCheckOptions, type TabDocument } from './check-tab.js';
