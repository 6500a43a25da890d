import type { Language, SuccessCriterionRef, WcagLevel } from './report-types.js';
import { WCAG_TITLES_DE } from './wcag-titles-de.js';

/**
 * Every WCAG 2.2 success criterion, plus 4.1.1 Parsing: WCAG 2.2 made it obsolete, but WCAG 2.0/2.1
 * and EN 301 549 V3.2.1 (clause 9.4.1.1) still list it, and BFSG reports cite those.
 */
export interface WcagCriterion extends SuccessCriterionRef {
  principle: 1 | 2 | 3 | 4;
  /**
   * The EN 301 549 V3.2.1 web clause ("9." + criterion id). V3.2.1 copies WCAG 2.1 levels A and AA
   * into clause 9; criteria new in WCAG 2.2 and all AAA criteria have no clause there.
   */
  en301549?: string;
  /** True for 4.1.1 Parsing, which WCAG 2.2 removed. */
  obsoleteInWcag22?: true;
}

type Row = [id: string, level: WcagLevel, title: string, version: '2.0' | '2.1' | '2.2'];

// Titles and levels as in the W3C Recommendation "Web Content Accessibility Guidelines (WCAG) 2.2".
const ROWS: readonly Row[] = [
  // Principle 1: Perceivable
  ['1.1.1', 'A', 'Non-text Content', '2.0'],
  ['1.2.1', 'A', 'Audio-only and Video-only (Prerecorded)', '2.0'],
  ['1.2.2', 'A', 'Captions (Prerecorded)', '2.0'],
  ['1.2.3', 'A', 'Audio Description or Media Alternative (Prerecorded)', '2.0'],
  ['1.2.4', 'AA', 'Captions (Live)', '2.0'],
  ['1.2.5', 'AA', 'Audio Description (Prerecorded)', '2.0'],
  ['1.2.6', 'AAA', 'Sign Language (Prerecorded)', '2.0'],
  ['1.2.7', 'AAA', 'Extended Audio Description (Prerecorded)', '2.0'],
  ['1.2.8', 'AAA', 'Media Alternative (Prerecorded)', '2.0'],
  ['1.2.9', 'AAA', 'Audio-only (Live)', '2.0'],
  ['1.3.1', 'A', 'Info and Relationships', '2.0'],
  ['1.3.2', 'A', 'Meaningful Sequence', '2.0'],
  ['1.3.3', 'A', 'Sensory Characteristics', '2.0'],
  ['1.3.4', 'AA', 'Orientation', '2.1'],
  ['1.3.5', 'AA', 'Identify Input Purpose', '2.1'],
  ['1.3.6', 'AAA', 'Identify Purpose', '2.1'],
  ['1.4.1', 'A', 'Use of Color', '2.0'],
  ['1.4.2', 'A', 'Audio Control', '2.0'],
  ['1.4.3', 'AA', 'Contrast (Minimum)', '2.0'],
  ['1.4.4', 'AA', 'Resize Text', '2.0'],
  ['1.4.5', 'AA', 'Images of Text', '2.0'],
  ['1.4.6', 'AAA', 'Contrast (Enhanced)', '2.0'],
  ['1.4.7', 'AAA', 'Low or No Background Audio', '2.0'],
  ['1.4.8', 'AAA', 'Visual Presentation', '2.0'],
  ['1.4.9', 'AAA', 'Images of Text (No Exception)', '2.0'],
  ['1.4.10', 'AA', 'Reflow', '2.1'],
  ['1.4.11', 'AA', 'Non-text Contrast', '2.1'],
  ['1.4.12', 'AA', 'Text Spacing', '2.1'],
  ['1.4.13', 'AA', 'Content on Hover or Focus', '2.1'],
  // Principle 2: Operable
  ['2.1.1', 'A', 'Keyboard', '2.0'],
  ['2.1.2', 'A', 'No Keyboard Trap', '2.0'],
  ['2.1.3', 'AAA', 'Keyboard (No Exception)', '2.0'],
  ['2.1.4', 'A', 'Character Key Shortcuts', '2.1'],
  ['2.2.1', 'A', 'Timing Adjustable', '2.0'],
  ['2.2.2', 'A', 'Pause, Stop, Hide', '2.0'],
  ['2.2.3', 'AAA', 'No Timing', '2.0'],
  ['2.2.4', 'AAA', 'Interruptions', '2.0'],
  ['2.2.5', 'AAA', 'Re-authenticating', '2.0'],
  ['2.2.6', 'AAA', 'Timeouts', '2.1'],
  ['2.3.1', 'A', 'Three Flashes or Below Threshold', '2.0'],
  ['2.3.2', 'AAA', 'Three Flashes', '2.0'],
  ['2.3.3', 'AAA', 'Animation from Interactions', '2.1'],
  ['2.4.1', 'A', 'Bypass Blocks', '2.0'],
  ['2.4.2', 'A', 'Page Titled', '2.0'],
  ['2.4.3', 'A', 'Focus Order', '2.0'],
  ['2.4.4', 'A', 'Link Purpose (In Context)', '2.0'],
  ['2.4.5', 'AA', 'Multiple Ways', '2.0'],
  ['2.4.6', 'AA', 'Headings and Labels', '2.0'],
  ['2.4.7', 'AA', 'Focus Visible', '2.0'],
  ['2.4.8', 'AAA', 'Location', '2.0'],
  ['2.4.9', 'AAA', 'Link Purpose (Link Only)', '2.0'],
  ['2.4.10', 'AAA', 'Section Headings', '2.0'],
  ['2.4.11', 'AA', 'Focus Not Obscured (Minimum)', '2.2'],
  ['2.4.12', 'AAA', 'Focus Not Obscured (Enhanced)', '2.2'],
  ['2.4.13', 'AAA', 'Focus Appearance', '2.2'],
  ['2.5.1', 'A', 'Pointer Gestures', '2.1'],
  ['2.5.2', 'A', 'Pointer Cancellation', '2.1'],
  ['2.5.3', 'A', 'Label in Name', '2.1'],
  ['2.5.4', 'A', 'Motion Actuation', '2.1'],
  // WCAG 2.1 called 2.5.5 "Target Size"; 2.2 renamed it when it added 2.5.8.
  ['2.5.5', 'AAA', 'Target Size (Enhanced)', '2.1'],
  ['2.5.6', 'AAA', 'Concurrent Input Mechanisms', '2.1'],
  ['2.5.7', 'AA', 'Dragging Movements', '2.2'],
  ['2.5.8', 'AA', 'Target Size (Minimum)', '2.2'],
  // Principle 3: Understandable
  ['3.1.1', 'A', 'Language of Page', '2.0'],
  ['3.1.2', 'AA', 'Language of Parts', '2.0'],
  ['3.1.3', 'AAA', 'Unusual Words', '2.0'],
  ['3.1.4', 'AAA', 'Abbreviations', '2.0'],
  ['3.1.5', 'AAA', 'Reading Level', '2.0'],
  ['3.1.6', 'AAA', 'Pronunciation', '2.0'],
  ['3.2.1', 'A', 'On Focus', '2.0'],
  ['3.2.2', 'A', 'On Input', '2.0'],
  ['3.2.3', 'AA', 'Consistent Navigation', '2.0'],
  ['3.2.4', 'AA', 'Consistent Identification', '2.0'],
  ['3.2.5', 'AAA', 'Change on Request', '2.0'],
  ['3.2.6', 'A', 'Consistent Help', '2.2'],
  ['3.3.1', 'A', 'Error Identification', '2.0'],
  ['3.3.2', 'A', 'Labels or Instructions', '2.0'],
  ['3.3.3', 'AA', 'Error Suggestion', '2.0'],
  ['3.3.4', 'AA', 'Error Prevention (Legal, Financial, Data)', '2.0'],
  ['3.3.5', 'AAA', 'Help', '2.0'],
  ['3.3.6', 'AAA', 'Error Prevention (All)', '2.0'],
  ['3.3.7', 'A', 'Redundant Entry', '2.2'],
  ['3.3.8', 'AA', 'Accessible Authentication (Minimum)', '2.2'],
  ['3.3.9', 'AAA', 'Accessible Authentication (Enhanced)', '2.2'],
  // Principle 4: Robust
  ['4.1.1', 'A', 'Parsing', '2.0'],
  ['4.1.2', 'A', 'Name, Role, Value', '2.0'],
  ['4.1.3', 'AA', 'Status Messages', '2.1'],
];

const OBSOLETE_IN_WCAG22 = new Set(['4.1.1']);

function toCriterion([id, level, title, version]: Row): WcagCriterion {
  const criterion: WcagCriterion = {
    id,
    level,
    title,
    version,
    principle: Number(id[0]) as WcagCriterion['principle'],
  };
  if (version !== '2.2' && level !== 'AAA') criterion.en301549 = `9.${id}`;
  if (OBSOLETE_IN_WCAG22.has(id)) criterion.obsoleteInWcag22 = true;
  return criterion;
}

/** All criteria in document order: 86 of WCAG 2.2 plus the obsolete 4.1.1. */
export const WCAG_CRITERIA: readonly WcagCriterion[] = ROWS.map(toCriterion);

export const WCAG_CRITERIA_BY_ID: ReadonlyMap<string, WcagCriterion> = new Map(
  WCAG_CRITERIA.map((criterion) => [criterion.id, criterion]),
);

/** The criterion with this id ("1.4.3"), if WCAG 2.x has one. */
export function findCriterion(id: string): WcagCriterion | undefined {
  return WCAG_CRITERIA_BY_ID.get(id);
}

/** The report's reference shape: just what a finding shows, without table-only fields. */
export function toCriterionRef(criterion: WcagCriterion): SuccessCriterionRef {
  return { id: criterion.id, level: criterion.level, title: criterion.title, version: criterion.version };
}

/** A criterion's title in `language`: the W3C's English, or its authorised German translation. */
export function criterionTitle(
  criterion: Pick<SuccessCriterionRef, 'id' | 'title'>,
  language: Language,
): string {
  return language === 'de' ? (WCAG_TITLES_DE[criterion.id] ?? criterion.title) : criterion.title;
}

/** Orders criterion ids numerically ("1.4.3" before "1.4.10"). */
export function compareCriterionIds(a: string, b: string): number {
  const partsA = a.split('.').map(Number);
  const partsB = b.split('.').map(Number);
  for (let index = 0; index < Math.max(partsA.length, partsB.length); index++) {
    const difference = (partsA[index] ?? 0) - (partsB[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** WCAG's four principles by name, and `other` for a rule that maps to no success criterion. */
export const PRINCIPLES = ['perceivable', 'operable', 'understandable', 'robust', 'other'] as const;
export type Principle = (typeof PRINCIPLES)[number];

/** The principle of the lowest of a rule's success criteria (a criterion's first digit). */
export function principleOf(criterionIds: readonly string[]): Principle {
  const lowest = [...criterionIds].sort(compareCriterionIds)[0];
  const digit = lowest === undefined ? 0 : Number(lowest.charAt(0));
  return digit >= 1 && digit <= 4 ? PRINCIPLES[digit - 1]! : 'other';
}
