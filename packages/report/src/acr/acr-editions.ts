import type { WcagLevel } from '../report-types.js';

/*
 * The editions of VPAT® 2.5 a report can follow, and the standards and tables each has, in the
 * order of ITI's templates: the WCAG report (tables 1 to 3), the Revised Section 508 report
 * (chapters 3 to 6), the EN 301 549 report (chapters 4 to 13).
 */

export const ACR_EDITIONS = ['wcag', 'eu', 'int'] as const;
export type AcrEdition = (typeof ACR_EDITIONS)[number];

export const ACR_STANDARDS = ['wcag', 'section508', 'en301549'] as const;
export type AcrStandard = (typeof ACR_STANDARDS)[number];

export const ACR_EDITION_STANDARDS: Readonly<Record<AcrEdition, readonly AcrStandard[]>> = {
  wcag: ['wcag'],
  eu: ['en301549'],
  int: ['wcag', 'section508', 'en301549'],
};

export const WCAG_TABLE_LEVELS: readonly WcagLevel[] = ['A', 'AA', 'AAA'];
export const SECTION_508_CHAPTERS = [3, 4, 5, 6] as const;
export type Section508Chapter = (typeof SECTION_508_CHAPTERS)[number];
export const EN301549_ACR_CHAPTERS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type En301549AcrChapter = (typeof EN301549_ACR_CHAPTERS)[number];

/** The chapter ids of GSA's OpenACR catalogs (catalog/2.5-edition-wcag-2.2-508-eu-en.yaml). */
export const OPENACR_WCAG_CHAPTERS: Readonly<Record<WcagLevel, string>> = {
  A: 'success_criteria_level_a',
  AA: 'success_criteria_level_aa',
  AAA: 'success_criteria_level_aaa',
};

export const OPENACR_508_CHAPTERS: Readonly<Record<Section508Chapter, string>> = {
  3: 'functional_performance_criteria',
  4: 'hardware',
  5: 'software',
  6: 'support_documentation_and_services',
};

export const OPENACR_EN301549_CHAPTERS: Readonly<Record<En301549AcrChapter, string>> = {
  4: 'en_301_549_functional_performance',
  5: 'en_301_549_generic_requirements',
  6: 'en_301_549_ict_with_two-way_voice',
  7: 'en_301_549_ict_with_video',
  8: 'en_301_549_hardware',
  9: 'en_301_549_web',
  10: 'en_301_549_non-web-documents',
  11: 'en_301_549_software',
  12: 'en_301_549_documentation_and_support_services',
  13: 'en_301_549_ict_providing_relay_or_emergency_service_access',
};

/**
 * The OpenACR catalog a report of the edition is written against, named as GSA names its
 * catalogs ("2.5-edition-wcag-2.2-508-eu-en"). The catalogs are English; a German report keeps
 * their names, only its notes are German. GSA publishes some of these combinations only (see
 * apps/server/test-support/openacr/README.md).
 */
export function openAcrCatalog(edition: AcrEdition, wcagVersion: '2.1' | '2.2'): string {
  const standards = { wcag: '', eu: '-eu', int: '-508-eu' }[edition];
  return `2.5-edition-wcag-${wcagVersion}${standards}-en`;
}
