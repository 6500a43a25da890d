/**
 * @klarsicht/scanner/results — what a finished scan's report says, read without the engine: the
 * counts and summary of its pages, pages that are one page under several addresses folded, failure
 * reasons in words, and the engine's version. The CLI's remote mode and the API read these.
 */
export { axeVersion } from './analyse/axe-version.js';
export { failureReason } from './report/failure-reasons.js';
export { countPage, foldAliases, summarise } from './report/summarise.js';
export { ENGINE_VERSION } from './version.js';
