import { describe, expect, it } from 'vitest';
import type { KeyboardFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

const field = { selector: '#plz', html: '<input id="plz">' };
const other = { selector: '#ort', html: '<input id="ort">' };

function outcomes(facts: KeyboardFacts): string[] {
  return evaluate(facts).map((verdict) => `${verdict.outcome}:${verdict.check}:${verdict.selector}`);
}

describe('klarsicht-keyboard-trap', () => {
  it('fails every element of a group focus cannot leave by Tab, Shift+Tab, Escape or an advised key', () => {
    expect(outcomes({ reachable: 3, traps: [{ elements: [field, other], leftBy: null }] })).toEqual([
      'failed:keyboard-trap:#plz',
      'failed:keyboard-trap:#ort',
    ]);
  });

  it('fails elements that scripts keep handing focus between with no key pressed as restless', () => {
    const facts: KeyboardFacts = {
      reachable: 4,
      traps: [{ elements: [field, other], leftBy: null, restless: true }],
    };
    expect(outcomes(facts)).toEqual(['failed:keyboard-restless:#plz', 'failed:keyboard-restless:#ort']);
  });

  it('passes a group that holds focus until Shift+Tab, Escape or a key the page names lets it out', () => {
    for (const leftBy of ['shift-tab', 'escape', 'advised-key'] as const) {
      expect(outcomes({ reachable: 3, traps: [{ elements: [field], leftBy }] }), leftBy).toEqual([
        'passed:keyboard-trap:#plz',
      ]);
    }
  });

  it('passes a page focus ran through, or that has nothing that could hold focus, with the count', () => {
    expect(evaluate({ reachable: 5, traps: [] })).toEqual([
      { selector: 'html', html: '<html>', outcome: 'passed', check: 'keyboard-walk', data: { count: 5 } },
    ]);
    expect(evaluate({ reachable: 2, traps: [], unscripted: true })).toEqual([
      {
        selector: 'html',
        html: '<html>',
        outcome: 'passed',
        check: 'keyboard-unscripted',
        data: { count: 2 },
      },
    ]);
  });

  it('says nothing on a page with nothing to reach by Tab', () => {
    expect(evaluate({ reachable: 0, traps: [] })).toEqual([]);
    expect(evaluate({ reachable: 0, traps: [], unscripted: true })).toEqual([]);
  });

  it('leaves a page with too many elements to a person, without calling it cut short', () => {
    const facts: KeyboardFacts = {
      reachable: 512,
      traps: [],
      notChecked: { reason: 'too-many-elements', limit: 400 },
    };
    expect(evaluate(facts)).toEqual([
      {
        selector: 'html',
        html: '<html>',
        outcome: 'review',
        check: 'keyboard-too-many',
        data: { count: 512, limit: 400 },
      },
    ]);
  });

  it('leaves a walk that ran out of time to a person and notes it as cut short, whatever it found', () => {
    const facts: KeyboardFacts = {
      reachable: 40,
      traps: [{ elements: [field], leftBy: null }],
      notChecked: { reason: 'time-budget', limit: 8 },
    };
    expect(evaluate(facts)).toEqual([
      {
        selector: 'html',
        html: '<html>',
        outcome: 'review',
        check: 'keyboard-too-slow',
        data: { count: 40, limit: 8 },
        cutShort: 'timeout',
      },
    ]);
  });
});
