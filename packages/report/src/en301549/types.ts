import type { Language } from '../report-types.js';

/*
 * EN 301 549 as versioned data (decision 031). A website is "ICT" in the standard's sense: besides
 * chapter 9 (web content, WCAG A/AA), every requirement whose pre-condition the service meets applies
 * (the standard is self-scoping: "Where ICT …"). An edition lists the requirements that can apply to
 * a website or the documents it offers; hardware (chapter 8, 5.5, 5.6), closed functionality (5.1),
 * software as such (11.1–11.6) and relay services (chapter 13) cannot and are left out.
 */

export const EN301549_VERSIONS = ['3.2.1', '4.1.1'] as const;
export type En301549Version = (typeof EN301549_VERSIONS)[number];

/**
 * What the site's owner is asked once per site; a "no" makes the requirements that presuppose it
 * not applicable, with the answer as the reason. Unanswered counts as "yes": a requirement stays
 * open until someone says it does not apply.
 */
export const APPLICABILITY_QUESTIONS = [
  /** Documents to download (PDF, office files): chapter 10. */
  'documents',
  /** Pre-recorded or live video with sound, played on the site: chapter 7. */
  'video',
  /** Two-way voice communication (calls in the browser, voice chat): 6.1–6.4. */
  'two-way-voice',
  /** Video communication (video calls, video chat): 6.5. */
  'video-communication',
  /** An authoring function: content others publish through the site (editor, shop builder, CMS): 11.8. */
  'authoring',
  /** Documentation of the service (help pages, manuals): 12.1. */
  'documentation',
  /** Support services (help desk, hotline, chat, contact): 12.2. */
  'support',
] as const;
export type ApplicabilityQuestion = (typeof APPLICABILITY_QUESTIONS)[number];

/** A site's answers; a question left out is unanswered. */
export type ApplicabilityAnswers = Partial<Record<ApplicabilityQuestion, boolean>>;

export type En301549Chapter = 5 | 6 | 7 | 9 | 10 | 11 | 12;

/** One requirement of EN 301 549 that can apply to a website or its documents. */
export interface En301549Clause {
  /** The clause number as the standard writes it ("7.1.1", "9.1.4.3", "10.1.1.1"). */
  id: string;
  chapter: En301549Chapter;
  /** The clause's title, English as the standard; German ours, in the terms of the German edition. */
  title: Readonly<Record<Language, string>>;
  /** The question whose "no" makes it not apply; absent: it applies to every website (chapters 5, 9, 11.7). */
  appliesWhen?: ApplicabilityQuestion;
  /** Chapters 9 and 10: the WCAG success criterion the clause applies to web pages or documents. */
  wcag?: string;
}

/** An edition of the standard: its clauses in document order. */
export interface En301549Edition {
  version: En301549Version;
  /** Month of publication as ETSI dates it ("2021-03"); null for a draft. */
  published: string | null;
  /** Harmonised (cited in the Official Journal of the EU) or a draft the product is ready for. */
  status: 'harmonised' | 'draft';
  /** The WCAG version whose level A and AA criteria chapters 9 and 10 apply. */
  wcagVersion: '2.1' | '2.2';
  clauses: readonly En301549Clause[];
}
