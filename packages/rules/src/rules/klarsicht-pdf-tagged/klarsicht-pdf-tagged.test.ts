import { describe, expect, it } from 'vitest';
import { outcomesOf } from '../../../test-support/pdf-facts.js';
import { evaluate } from './evaluate.js';

describe('klarsicht-pdf-tagged', () => {
  it('tagged: needs a structure tree and /MarkInfo /Marked true', () => {
    expect(outcomesOf(evaluate, {})).toEqual(['passed:pdf-tagged']);
    expect(outcomesOf(evaluate, { hasStructTree: false, marked: false })).toEqual(['failed:pdf-no-tags']);
    expect(outcomesOf(evaluate, { hasStructTree: false, marked: true })).toEqual(['failed:pdf-no-tags']);
    expect(outcomesOf(evaluate, { marked: false })).toEqual(['failed:pdf-not-marked']);
  });
});
