import { describe, expect, it } from 'vitest';
import type { ClippingFacts, LayoutFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

const box = { selector: 'p', html: '<p style="height: 24px; overflow: hidden">' };
const untouched: ClippingFacts = { clipped: [], candidates: 0 };

/** The page with `zoom` under 200 % zoom; its text spacing and reflow say nothing. */
function outcomes(zoom: ClippingFacts): string[] {
  const facts: LayoutFacts = { zoom, spacing: untouched, reflow: { overflows: false, culprits: [] } };
  return evaluate(facts).map((verdict) => `${verdict.outcome}:${verdict.check}:${verdict.selector}`);
}

type Clip = ClippingFacts['clipped'][number];
const clip = (changes: Partial<Clip>): Clip => ({
  ...box,
  axis: 'y',
  ellipsis: false,
  linked: false,
  ...changes,
});

describe('klarsicht-text-zoom-clipping', () => {
  it('fails a box that cuts off text at the bottom or the side when zoomed', () => {
    expect(outcomes({ clipped: [clip({ axis: 'y' })], candidates: 3 })).toEqual([
      'failed:zoom-clipped-height:p',
    ]);
    expect(outcomes({ clipped: [clip({ axis: 'x' })], candidates: 3 })).toEqual([
      'failed:zoom-clipped-width:p',
    ]);
  });

  it('leaves text cut short sideways with an ellipsis to a person, but not text cut off at the bottom', () => {
    expect(outcomes({ clipped: [clip({ axis: 'x', ellipsis: true })], candidates: 1 })).toEqual([
      'review:zoom-ellipsis:p',
    ]);
    expect(outcomes({ clipped: [clip({ axis: 'y', ellipsis: true })], candidates: 1 })).toEqual([
      'failed:zoom-clipped-height:p',
    ]);
  });

  it('leaves a box with a link in or beside it to a person, whichever way it cuts', () => {
    expect(outcomes({ clipped: [clip({ axis: 'y', linked: true })], candidates: 1 })).toEqual([
      'review:zoom-linked:p',
    ]);
    expect(outcomes({ clipped: [clip({ axis: 'x', ellipsis: true, linked: true })], candidates: 1 })).toEqual(
      ['review:zoom-linked:p'],
    );
  });

  it('passes a page whose boxes that hide overflow all keep their text, once for the page', () => {
    expect(outcomes({ clipped: [], candidates: 4 })).toEqual(['passed:zoom-clipped-height:html']);
  });

  it('says nothing on a page without boxes that hide overflow', () => {
    expect(outcomes({ clipped: [], candidates: 0 })).toEqual([]);
  });

  it('reads only the zoomed layout, not the one with more text spacing', () => {
    const facts: LayoutFacts = {
      zoom: untouched,
      spacing: { clipped: [clip({})], candidates: 1 },
      reflow: { overflows: true, culprits: [{ ...box, exempt: false }] },
    };
    expect(evaluate(facts)).toEqual([]);
  });
});
