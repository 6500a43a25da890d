import { describe, expect, it } from 'vitest';
import type { QualwebFacts, QualwebVerdict } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function judged(
  selector: string,
  outcome: QualwebVerdict['outcome'],
  resultCode: string,
  hasLetters = true,
): QualwebVerdict {
  return { selector, html: `<div aria-hidden="true">…</div>`, outcome, resultCode, hasLetters };
}

describe('qw-act-r13', () => {
  it('fails a hidden element with focusable content (F1) and one focusable itself (F2)', () => {
    const facts: QualwebFacts = {
      'QW-ACT-R13': [judged('main', 'failed', 'F1'), judged('#close', 'failed', 'F2')],
    };
    expect(
      evaluate(facts).map((verdict) => [verdict.outcome, verdict.check, verdict.selector, verdict.data]),
    ).toEqual([
      ['failed', 'qw-act-r13', 'main', { messageKey: 'F1' }],
      ['failed', 'qw-act-r13', '#close', { messageKey: 'F2' }],
    ]);
  });

  it('passes hidden elements nothing in them can focus, letters or not', () => {
    const facts: QualwebFacts = {
      'QW-ACT-R13': [judged('.icon', 'passed', 'P2', false), judged('#teaser', 'passed', 'P1')],
    };
    expect(evaluate(facts)).toEqual([
      { selector: '.icon', html: '<div aria-hidden="true">…</div>', outcome: 'passed', check: 'qw-act-r13' },
      {
        selector: '#teaser',
        html: '<div aria-hidden="true">…</div>',
        outcome: 'passed',
        check: 'qw-act-r13',
      },
    ]);
  });

  it('gives no verdict on a page without aria-hidden="true"', () => {
    expect(evaluate({ 'QW-ACT-R13': [] })).toEqual([]);
    expect(evaluate({})).toEqual([]);
  });

  it('says the rule could not be checked when QualWeb failed to run it on the page', () => {
    expect(
      evaluate({ 'QW-ACT-R13': { error: 'TypeError: x is undefined' } }).map((verdict) => [
        verdict.outcome,
        verdict.check,
        verdict.data,
        verdict.cutShort,
      ]),
    ).toEqual([
      ['review', 'klarsicht-not-checked', { reason: 'QualWeb: TypeError: x is undefined' }, 'error'],
    ]);
  });
});
