/**
 * @klarsicht/scanner/results — what a finished scan's report says, read without the engine: the
 * counts and summary of its pages, pages that are one page under several addresses folded, and the
 * engine's version (failure reasons in words: @klarsicht/texts/failures). The CLI's remote mode and the API read these.
 */
export { axeVersion } from './analyse/axe-version.js';
export { countPage, foldAliases, summarise } from './report/summarise.js';
export { ENGINE_VERSION } from './version.js';
