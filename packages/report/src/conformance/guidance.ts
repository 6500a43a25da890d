import type { PageFeature } from '../page-features.js';
import type { Language } from '../report-types.js';
import { GUIDANCE_OPERABLE } from './guidance-operable.js';
import { GUIDANCE_PERCEIVABLE } from './guidance-perceivable.js';
import type { CriterionGuidance, GuidanceText } from './guidance-types.js';
import { GUIDANCE_UNDERSTANDABLE_ROBUST } from './guidance-understandable-robust.js';

/** The guided manual check of every WCAG 2.2 success criterion (and 4.1.1), by criterion id. */
export const CRITERION_GUIDANCE: Readonly<Record<string, CriterionGuidance>> = {
  ...GUIDANCE_PERCEIVABLE,
  ...GUIDANCE_OPERABLE,
  ...GUIDANCE_UNDERSTANDABLE_ROBUST,
};

export function guidanceOf(criterionId: string): CriterionGuidance | undefined {
  return CRITERION_GUIDANCE[criterionId];
}

export function guidanceText(criterionId: string, language: Language): GuidanceText | undefined {
  return CRITERION_GUIDANCE[criterionId]?.texts[language];
}

/** A scanned page as the guided checks choose among them. */
export interface FeaturedPage {
  url: string;
  features: readonly PageFeature[];
}

/**
 * The pages to test a criterion on, in scan order: those having any of its features, or, for a
 * check about any page, the start page and the next ones. Empty when the criterion looks for a
 * feature no scanned page has, which suggests it may not apply.
 */
export function pagesToTest(
  features: readonly PageFeature[],
  pages: readonly FeaturedPage[],
  limit = 5,
): FeaturedPage[] {
  const matching =
    features.length === 0
      ? pages
      : pages.filter((page) => page.features.some((feature) => features.includes(feature)));
  return matching.slice(0, limit);
}
