import type { PageFeature } from '../page-features.js';
import type { Language } from '../report-types.js';
import type { TestMethod } from './test-methods.js';

/** A guided manual check in one language. */
export interface GuidanceText {
  /** What to look at on the page: one or two sentences. */
  look: string;
  /** How to test it, step by step: two to five imperative steps. */
  steps: readonly string[];
  /** When the criterion is failed: one or two sentences, concrete. */
  fails: string;
  /** When the criterion does not apply (e.g. "the site has no prerecorded video"); absent when it always applies. */
  notApplicable?: string;
}

/** The guided check of one WCAG success criterion. */
export interface CriterionGuidance {
  /**
   * Which pages to test on: the scanned pages having any of these features. Empty: the check is
   * about the site as a whole or any page, so the start page and a sample of others are offered.
   */
  features: readonly PageFeature[];
  /** How a person tests it, most important first. */
  methods: readonly TestMethod[];
  texts: Readonly<Record<Language, GuidanceText>>;
}
