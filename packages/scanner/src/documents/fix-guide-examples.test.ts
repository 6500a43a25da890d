import { FIX_GUIDES } from '@klarsicht/rules';
import { rulesReading } from '@klarsicht/rules/evaluate';
import { describe, expect, it } from 'vitest';
import { exampleDocument } from '../../test-support/pdf-documents.js';
import { readPdfFacts } from './pdf-facts.js';

const PDF_RULES = rulesReading('pdf');

/**
 * A PDF fix guide's example must be true, as an HTML one must (texts/fix-guides.test.ts): each
 * "before" and "after" is put into an otherwise plain PDF (exampleDocument), and the rule fails or
 * needs review before the fix and passes after it.
 */
describe('the PDF fix guides’ examples', () => {
  it('exist for every PDF rule, in both languages', () => {
    for (const rule of PDF_RULES) expect(FIX_GUIDES[rule.id], rule.id).toBeDefined();
  });

  const cases = PDF_RULES.flatMap((rule) =>
    (['de', 'en'] as const).map((language) => ({ rule, language, guide: FIX_GUIDES[rule.id]![language] })),
  );
  it.each(cases)(
    '$rule.id ($language): not passed before the fix, passed after it',
    async ({ rule, guide }) => {
      const outcomesOf = async (example: string) =>
        rule.evaluate(await readPdfFacts(exampleDocument(example))).map((verdict) => verdict.outcome);
      const before = await outcomesOf(guide.before);
      expect(before.length).toBeGreaterThan(0);
      expect(before.every((outcome) => outcome !== 'passed')).toBe(true);
      expect(await outcomesOf(guide.after)).toEqual(before.map(() => 'passed'));
    },
  );
});
