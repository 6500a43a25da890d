import { describe, expect, it } from 'vitest';
import type { QualwebFacts, QualwebVerdict } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function judged(text: string, outcome: QualwebVerdict['outcome'], resultCode: string): QualwebVerdict {
  return {
    selector: `th:nth-child(${text.length})`,
    html: `<th>${text}</th>`,
    outcome,
    resultCode,
    hasLetters: true,
  };
}

describe('qw-act-r39', () => {
  it('fails each header cell no data cell belongs to, and passes the others', () => {
    const facts: QualwebFacts = {
      'QW-ACT-R39': [judged('Ort', 'failed', 'F1'), judged('Kurs', 'passed', 'P1')],
    };
    expect(
      evaluate(facts).map((verdict) => [verdict.outcome, verdict.check, verdict.html, verdict.data]),
    ).toEqual([
      ['failed', 'qw-act-r39', '<th>Ort</th>', { messageKey: 'F1' }],
      ['passed', 'qw-act-r39', '<th>Kurs</th>', undefined],
    ]);
  });

  it('judges header cells of symbols or digits too: only the contrast rule leaves those out', () => {
    const facts: QualwebFacts = {
      'QW-ACT-R39': [{ ...judged('€', 'failed', 'F1'), hasLetters: false }],
    };
    expect(evaluate(facts).map((verdict) => `${verdict.outcome}:${verdict.html}`)).toEqual([
      'failed:<th>€</th>',
    ]);
  });

  it('gives no verdict on a page without tables', () => {
    expect(evaluate({ 'QW-ACT-R39': [], 'QW-ACT-R76': [judged('Kurs', 'failed', 'F1')] })).toEqual([]);
  });

  it('says the rule could not be checked when QualWeb failed to run it, whatever it said elsewhere', () => {
    const facts: QualwebFacts = {
      'QW-ACT-R39': { error: 'Error: page model missing' },
      'QW-ACT-R76': [judged('Kurs', 'passed', 'P1')],
    };
    expect(evaluate(facts).map((verdict) => [verdict.outcome, verdict.check, verdict.data])).toEqual([
      ['review', 'klarsicht-not-checked', { reason: 'QualWeb: Error: page model missing' }],
    ]);
  });
});
