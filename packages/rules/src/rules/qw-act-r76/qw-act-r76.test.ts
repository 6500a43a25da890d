import { describe, expect, it } from 'vitest';
import type { QualwebFacts, QualwebVerdict } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function judged(
  selector: string,
  outcome: QualwebVerdict['outcome'],
  resultCode: string,
  hasLetters = true,
): QualwebVerdict {
  return { selector, html: `<p id="${selector.slice(1)}">…</p>`, outcome, resultCode, hasLetters };
}

describe('qw-act-r76', () => {
  it('fails text QualWeb failed, with its result code as the message, and passes what it passed', () => {
    const facts: QualwebFacts = {
      'QW-ACT-R76': [
        judged('#gradient', 'failed', 'F2'),
        judged('#plain', 'failed', 'F1'),
        judged('#heading', 'passed', 'P1'),
      ],
    };
    expect(evaluate(facts)).toEqual([
      {
        selector: '#gradient',
        html: '<p id="gradient">…</p>',
        outcome: 'failed',
        check: 'qw-act-r76',
        data: { messageKey: 'F2' },
      },
      {
        selector: '#plain',
        html: '<p id="plain">…</p>',
        outcome: 'failed',
        check: 'qw-act-r76',
        data: { messageKey: 'F1' },
      },
      { selector: '#heading', html: '<p id="heading">…</p>', outcome: 'passed', check: 'qw-act-r76' },
    ]);
  });

  it('leaves out text without letters (symbols, digits), which is no human language', () => {
    const facts: QualwebFacts = {
      'QW-ACT-R76': [judged('#symbols', 'failed', 'F2', false), judged('#price', 'passed', 'P1', false)],
    };
    expect(evaluate(facts)).toEqual([]);
  });

  it('gives no verdict where QualWeb judged nothing, or judged only for its other rules', () => {
    expect(evaluate({ 'QW-ACT-R76': [] })).toEqual([]);
    expect(evaluate({ 'QW-ACT-R39': [judged('#th', 'failed', 'F1')] })).toEqual([]);
  });

  it('says the rule could not be checked when QualWeb failed to run it on the page', () => {
    expect(evaluate({ 'QW-ACT-R76': { error: 'Invalid color: color-mix(…)' } })).toEqual([
      {
        selector: 'html',
        html: '<html>',
        outcome: 'review',
        check: 'klarsicht-not-checked',
        data: { reason: 'QualWeb: Invalid color: color-mix(…)' },
        cutShort: 'error',
      },
    ]);
  });
});
