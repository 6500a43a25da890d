/** @klarsicht/scanner/browser — the engine's Chromium, for a process that prints PDFs and scans nothing. */
export { launchChromium, resolveChromiumPath } from './browser/chromium.js';
