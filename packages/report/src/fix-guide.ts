import type { Language } from './report-types.js';

/**
 * How to fix what a rule finds, for site owners and their developers: who is affected and why it
 * matters, what to change, and a small example before and after. Our own words, per language.
 */
export interface FixGuide {
  /** Who is affected and how (one or two sentences). */
  why: string;
  /** What to change (two to four sentences, no markdown). */
  how: string;
  /** A minimal HTML example with the problem. */
  before: string;
  /** The same example fixed. */
  after: string;
}

export type FixGuides = Readonly<Record<string, Readonly<Record<Language, FixGuide>>>>;
