import { describe, expect, it } from 'vitest';
import { guidanceOf } from '../conformance/guidance.js';
import { TEST_METHODS } from '../conformance/test-methods.js';
import { PAGE_FEATURES } from '../page-features.js';
import { LANGUAGES } from '../report-types.js';
import { WCAG_CRITERIA } from '../wcag-criteria.js';
import { clauseApplies, clauseOf, EN301549_CHAPTER_TITLES, EN301549_EDITIONS } from './editions.js';
import { CLAUSE_GUIDANCE, clauseGuidance } from './guidance.js';
import { APPLICABILITY_QUESTION_TEXTS } from './questions.js';
import { APPLICABILITY_QUESTIONS, EN301549_VERSIONS, type En301549Edition } from './types.js';
import { EN301549_V3_2_1, OTHER_CLAUSES } from './v3-2-1.js';
import { EN301549_V4_1_1 } from './v4-1-1.js';

const EDITIONS = EN301549_VERSIONS.map((version) => EN301549_EDITIONS[version]);

function idsInChapter(edition: En301549Edition, chapter: number): string[] {
  return edition.clauses.filter((clause) => clause.chapter === chapter).map((clause) => clause.id);
}

/** The clause numbers' parts compared as numbers, the way the standard orders them. */
function isBefore(a: string, b: string): boolean {
  const partsA = a.split('.').map(Number);
  const partsB = b.split('.').map(Number);
  for (let index = 0; index < Math.max(partsA.length, partsB.length); index++) {
    const difference = (partsA[index] ?? -1) - (partsB[index] ?? -1);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

const WCAG_22_ONLY = ['2.4.11', '2.5.7', '2.5.8', '3.2.6', '3.3.7', '3.3.8'];

describe('EN 301 549 V3.2.1', () => {
  it('has one chapter 9 clause per WCAG 2.1 A/AA criterion, including 9.4.1.1 Parsing', () => {
    const chapter9 = idsInChapter(EN301549_V3_2_1, 9);
    expect(chapter9).toHaveLength(50);
    expect(chapter9).toContain('9.4.1.1');
    for (const id of WCAG_22_ONLY) expect(chapter9).not.toContain(`9.${id}`);
    // The WCAG table's own clause references agree.
    expect(chapter9).toEqual(WCAG_CRITERIA.flatMap((criterion) => criterion.en301549 ?? []));
  });

  it('leaves out the chapter 10 clauses it marks void for documents, and adds 10.5 and 10.6', () => {
    const chapter10 = idsInChapter(EN301549_V3_2_1, 10);
    for (const id of ['10.2.4.1', '10.2.4.5', '10.3.2.3', '10.3.2.4']) expect(chapter10).not.toContain(id);
    expect(chapter10).toHaveLength(48);
    expect(chapter10.slice(-2)).toEqual(['10.5', '10.6']);
    expect(clauseOf('3.2.1', '10.4.1.1')?.wcag).toBe('4.1.1');
  });

  it('is harmonised and dated', () => {
    expect(EN301549_V3_2_1).toMatchObject({ published: '2021-03', status: 'harmonised', wcagVersion: '2.1' });
  });
});

describe('EN 301 549 V4.1.1 (draft)', () => {
  it('takes WCAG 2.2 A/AA into chapters 9 and 10, without 4.1.1 Parsing', () => {
    const chapter9 = idsInChapter(EN301549_V4_1_1, 9);
    expect(chapter9).toContain('9.2.4.11');
    expect(chapter9).toContain('9.2.5.8');
    expect(chapter9).not.toContain('9.4.1.1');
    expect(chapter9).toHaveLength(55);
    for (const id of WCAG_22_ONLY) expect(idsInChapter(EN301549_V4_1_1, 10)).toContain(`10.${id}`);
    expect(clauseOf('4.1.1', '10.4.1.1')).toBeUndefined();
  });

  it('keeps every other clause of V3.2.1', () => {
    const others = (edition: En301549Edition) =>
      edition.clauses.filter((clause) => clause.wcag === undefined).map((clause) => clause.id);
    expect(others(EN301549_V4_1_1)).toEqual(others(EN301549_V3_2_1));
  });

  it('is an undated draft', () => {
    expect(EN301549_V4_1_1).toMatchObject({ published: null, status: 'draft', wcagVersion: '2.2' });
  });
});

describe.each(EDITIONS.map((edition) => [edition.version, edition] as const))('edition %s', (_, edition) => {
  it('lists each clause once, in document order', () => {
    const ids = edition.clauses.map((clause) => clause.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let index = 1; index < ids.length; index++)
      expect(isBefore(ids[index - 1]!, ids[index]!)).toBe(true);
  });

  it('numbers each clause in its chapter, with titles in both languages', () => {
    for (const clause of edition.clauses) {
      expect(clause.id.startsWith(`${clause.chapter}.`)).toBe(true);
      expect(EN301549_CHAPTER_TITLES[clause.chapter]).toBeDefined();
      for (const language of LANGUAGES) expect(clause.title[language].trim()).not.toBe('');
    }
  });

  it('mirrors a WCAG criterion exactly in chapters 9 and 10, with its titles', () => {
    for (const clause of edition.clauses) {
      const mirrored =
        clause.chapter === 9 || (clause.chapter === 10 && clause.id !== '10.5' && clause.id !== '10.6');
      expect(clause.wcag !== undefined).toBe(mirrored);
      if (clause.wcag !== undefined) {
        expect(clause.id).toBe(`${clause.chapter}.${clause.wcag}`);
        expect(clause.title.en).toBe(WCAG_CRITERIA.find((criterion) => criterion.id === clause.wcag)?.title);
      }
    }
  });

  it('has a guided check for every clause, complete in German and English', () => {
    for (const clause of edition.clauses) {
      const guidance = clauseGuidance(clause);
      expect(guidance, clause.id).toBeDefined();
      expect(guidance!.methods.length).toBeGreaterThan(0);
      for (const method of guidance!.methods) expect(TEST_METHODS).toContain(method);
      for (const feature of guidance!.features) expect(PAGE_FEATURES).toContain(feature);
      for (const language of LANGUAGES) {
        const text = guidance!.texts[language];
        expect(text.look.trim(), clause.id).not.toBe('');
        expect(text.fails.trim(), clause.id).not.toBe('');
        expect(text.steps.length, clause.id).toBeGreaterThanOrEqual(2);
        expect(text.steps.length, clause.id).toBeLessThanOrEqual(5);
        for (const step of text.steps) expect(step.trim(), clause.id).not.toBe('');
      }
      expect(guidance!.texts.de.steps.length, clause.id).toBe(guidance!.texts.en.steps.length);
      expect(guidance!.texts.de.notApplicable === undefined).toBe(
        guidance!.texts.en.notApplicable === undefined,
      );
    }
  });
});

describe('guided checks of the clauses', () => {
  it('exist for exactly the clauses that mirror no WCAG criterion', () => {
    expect(Object.keys(CLAUSE_GUIDANCE).sort()).toEqual(OTHER_CLAUSES.map((clause) => clause.id).sort());
  });

  it('take a chapter 9 clause’s check from its WCAG criterion unchanged', () => {
    expect(clauseGuidance(clauseOf('3.2.1', '9.1.4.3')!)).toBe(guidanceOf('1.4.3'));
  });

  it('turn a WCAG check to the documents for chapter 10, which only the documents question takes out', () => {
    const guidance = clauseGuidance(clauseOf('3.2.1', '10.1.1.1')!)!;
    const web = guidanceOf('1.1.1')!;
    expect(guidance.features).toEqual([]);
    expect(guidance.methods).toEqual(web.methods);
    for (const language of LANGUAGES) {
      expect(guidance.texts[language].look.endsWith(web.texts[language].look)).toBe(true);
      expect(guidance.texts[language].look).not.toBe(web.texts[language].look);
      expect(guidance.texts[language].steps).toEqual(web.texts[language].steps);
      expect(guidance.texts[language].fails).toBe(web.texts[language].fails);
      expect(guidance.texts[language].notApplicable).toBe(
        APPLICABILITY_QUESTION_TEXTS.documents[language].notApplicable,
      );
    }
  });
});

describe('clauseApplies', () => {
  const captioning = clauseOf('3.2.1', '7.1.1')!;
  const nonTextContent = clauseOf('3.2.1', '9.1.1.1')!;

  it('takes out a clause whose question is answered no, naming the question', () => {
    expect(clauseApplies(captioning, { video: false })).toEqual({ applies: false, question: 'video' });
    expect(clauseApplies(nonTextContent, { video: false })).toEqual({ applies: true, question: null });
  });

  it('keeps a clause whose question is unanswered or answered yes', () => {
    expect(clauseApplies(captioning, {})).toEqual({ applies: true, question: null });
    expect(clauseApplies(captioning, { video: true, documents: false })).toEqual({
      applies: true,
      question: null,
    });
  });

  it('never takes out a clause without a question', () => {
    const noToAll = Object.fromEntries(APPLICABILITY_QUESTIONS.map((question) => [question, false]));
    for (const id of ['5.2', '9.1.1.1', '11.7']) {
      expect(clauseApplies(clauseOf('3.2.1', id)!, noToAll).applies).toBe(true);
    }
  });
});

describe('applicability questions', () => {
  it('are worded in German and English, and each decides some clause', () => {
    for (const question of APPLICABILITY_QUESTIONS) {
      for (const language of LANGUAGES) {
        const text = APPLICABILITY_QUESTION_TEXTS[question][language];
        expect(text.question.trim().endsWith('?')).toBe(true);
        expect(text.hint.trim()).not.toBe('');
        expect(text.notApplicable.trim()).not.toBe('');
      }
      expect(EN301549_V3_2_1.clauses.some((clause) => clause.appliesWhen === question)).toBe(true);
    }
  });
});
