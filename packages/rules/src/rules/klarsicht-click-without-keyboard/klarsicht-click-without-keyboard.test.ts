import { describe, expect, it } from 'vitest';
import type { ClickFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

const order = { selector: '.kaufen', html: '<div class="kaufen" onclick="bestellen()">' };
const note = { selector: '#merken', html: '<span id="merken">' };
const button = { selector: 'button', html: '<button type="button" onclick="bestellen()">' };

describe('klarsicht-click-without-keyboard', () => {
  it('fails each element only a pointer can use, naming the events it handles', () => {
    const facts: ClickFacts = {
      barriers: [
        { ...order, events: ['click'] },
        { ...note, events: ['mousedown', 'pointerup'] },
      ],
      operable: 0,
    };
    expect(evaluate(facts)).toEqual([
      { ...order, outcome: 'failed', check: 'click-without-keyboard', data: { events: 'click' } },
      {
        ...note,
        outcome: 'failed',
        check: 'click-without-keyboard',
        data: { events: 'mousedown, pointerup' },
      },
    ]);
  });

  it('shows no pass beside a failure, however many controls the keyboard reaches', () => {
    const facts: ClickFacts = { barriers: [{ ...order, events: ['click'] }], operable: 3, example: button };
    expect(evaluate(facts).map((verdict) => `${verdict.outcome}:${verdict.selector}`)).toEqual([
      'failed:.kaufen',
    ]);
  });

  it('passes a page whose clickable elements the keyboard reaches, by one example with the count', () => {
    expect(evaluate({ barriers: [], operable: 4, example: button })).toEqual([
      { ...button, outcome: 'passed', check: 'click-without-keyboard', data: { count: 4 } },
    ]);
  });

  it('says nothing on a page without elements that handle clicks', () => {
    expect(evaluate({ barriers: [], operable: 0 })).toEqual([]);
  });
});
