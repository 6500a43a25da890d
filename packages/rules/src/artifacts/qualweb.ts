import type { ElementRef } from '../model/element-ref.js';

/** One element QualWeb judged for one of its rules. */
export interface QualwebVerdict extends ElementRef {
  outcome: 'passed' | 'failed';
  /** QualWeb's result code ("F1", "F2", "P1" …): which of the rule's reasons applies. */
  resultCode: string;
  /** The element's text has letters (text that is no human language is outside the contrast rules). */
  hasLetters: boolean;
}

/** QualWeb's verdicts by its rule code ("QW-ACT-R39"), or why the rule failed to run on the page. */
export type QualwebFacts = Record<string, QualwebVerdict[] | { error: string }>;
