import { describe, expect, it } from 'vitest';
import { outcomesOf, pdfFacts } from '../../../test-support/pdf-facts.js';
import { evaluate } from './evaluate.js';

describe('klarsicht-pdf-title', () => {
  it('title: fails without one, doubts file names and a title the viewer does not show', () => {
    expect(outcomesOf(evaluate, {})).toEqual(['passed:pdf-title']);
    expect(outcomesOf(evaluate, { title: undefined })).toEqual(['failed:pdf-title-missing']);
    for (const title of ['Microsoft Word - Bericht.docx', 'scan_0034.pdf', 'Unbenannt 1', 'about:blank']) {
      expect(outcomesOf(evaluate, { title }), title).toEqual(['review:pdf-title-placeholder']);
    }
    expect(outcomesOf(evaluate, { displayDocTitle: false })).toEqual(['review:pdf-title-not-shown']);
    expect(evaluate(pdfFacts({ title: 'Preise (netto)' }))[0]?.html).toBe('/Title (Preise \\(netto\\))');
  });
});
