import type { PdfFacts } from '../src/artifacts/pdf.js';
import type { Rule } from '../src/model/rule.js';

/** An accessible one-page document; each test changes what it is about. */
export function pdfFacts(changes: Partial<PdfFacts> = {}): PdfFacts {
  return {
    pageCount: 1,
    pagesRead: 1,
    marked: true,
    hasStructTree: true,
    title: 'Jahresbericht 2024',
    displayDocTitle: true,
    language: 'de-DE',
    bookmarks: 0,
    pagesWithText: 1,
    imageOnlyPages: [],
    textlessPagesProbed: 0,
    formFields: [],
    ...changes,
  };
}

/** What an evaluation said, as "outcome:check" per verdict. */
export function outcomesOf(evaluate: Rule<'pdf'>['evaluate'], changes: Partial<PdfFacts> = {}): string[] {
  return evaluate(pdfFacts(changes)).map((verdict) => `${verdict.outcome}:${verdict.check}`);
}
