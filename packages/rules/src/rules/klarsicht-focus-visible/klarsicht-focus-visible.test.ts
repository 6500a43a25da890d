import { describe, expect, it } from 'vitest';
import type { FocusChange, FocusFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

function change(id: string, styled: boolean, scripted: boolean): FocusChange {
  return { selector: `#${id}`, html: `<a id="${id}" href="/${id}">`, styled, scripted };
}

function outcomes(facts: FocusFacts): string[] {
  return evaluate(facts).map((verdict) => `${verdict.outcome}:${verdict.check}:${verdict.selector}`);
}

describe('klarsicht-focus-visible', () => {
  it('fails an element whose look does not change and no script changes the page', () => {
    expect(outcomes({ elements: [change('ohne', false, false)], skipped: 0, limit: 200 })).toEqual([
      'failed:focus-visible:#ohne',
    ]);
  });

  it('passes an element that looks different with focus, whether or not a script also acted', () => {
    const facts: FocusFacts = {
      elements: [change('rahmen', true, false), change('farbe', true, true)],
      skipped: 0,
      limit: 200,
    };
    expect(outcomes(facts)).toEqual(['passed:focus-visible:#rahmen', 'passed:focus-visible:#farbe']);
  });

  it('leaves an element to a person when only a script changed the page as it got focus', () => {
    expect(outcomes({ elements: [change('fern', false, true)], skipped: 0, limit: 200 })).toEqual([
      'review:focus-visible-scripted:#fern',
    ]);
  });

  it('judges every element it is given, in order', () => {
    const facts: FocusFacts = {
      elements: [change('ohne', false, false), change('fern', false, true), change('rahmen', true, false)],
      skipped: 0,
      limit: 200,
    };
    expect(outcomes(facts)).toEqual([
      'failed:focus-visible:#ohne',
      'review:focus-visible-scripted:#fern',
      'passed:focus-visible:#rahmen',
    ]);
  });

  it('leaves the elements beyond the limit to a person, with how many there are', () => {
    const verdicts = evaluate({ elements: [change('rahmen', true, false)], skipped: 37, limit: 200 });
    expect(verdicts.at(-1)).toEqual({
      selector: 'html',
      html: '<html>',
      outcome: 'review',
      check: 'focus-visible-limit',
      data: { limit: 200, skipped: 37 },
    });
    expect(verdicts).toHaveLength(2);
  });

  it('says nothing on a page without elements in the focus order', () => {
    expect(evaluate({ elements: [], skipped: 0, limit: 200 })).toEqual([]);
  });
});
