/**
 * The code lists every layer shares, apart from the report's own: the web app's first page needs
 * these and nothing else of report-types.ts, so they live in a module of their own (a bundler keeps
 * a module whole, and report-types.ts would otherwise come along with the first page).
 */

/** The languages a reader gets every text in: German first, English second. */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

export const PROFILE_IDS = ['wcag21aa', 'bfsg', 'wcag22aa', 'wcag22aaa'] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];
