import { describe, expect, it } from 'vitest';
import type { ClippingFacts, LayoutFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

const box = { selector: '.teaser', html: '<p class="teaser">' };
const untouched: ClippingFacts = { clipped: [], candidates: 0 };

/** The page with `spacing` under WCAG's text spacing; its zoom and reflow say nothing. */
function outcomes(spacing: ClippingFacts): string[] {
  const facts: LayoutFacts = { zoom: untouched, spacing, reflow: { overflows: false, culprits: [] } };
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

describe('klarsicht-text-spacing-clipping', () => {
  it('fails a box that cuts off text at the bottom or the side with more spacing', () => {
    expect(outcomes({ clipped: [clip({ axis: 'y' })], candidates: 2 })).toEqual([
      'failed:spacing-clipped-height:.teaser',
    ]);
    expect(outcomes({ clipped: [clip({ axis: 'x' })], candidates: 2 })).toEqual([
      'failed:spacing-clipped-width:.teaser',
    ]);
  });

  it('leaves an ellipsis at the side, or a link beside the box, to a person', () => {
    expect(outcomes({ clipped: [clip({ axis: 'x', ellipsis: true })], candidates: 1 })).toEqual([
      'review:spacing-ellipsis:.teaser',
    ]);
    expect(outcomes({ clipped: [clip({ linked: true })], candidates: 1 })).toEqual([
      'review:spacing-linked:.teaser',
    ]);
    expect(outcomes({ clipped: [clip({ ellipsis: true })], candidates: 1 })).toEqual([
      'failed:spacing-clipped-height:.teaser',
    ]);
  });

  it('passes a page whose boxes that hide overflow keep their text, once for the page', () => {
    expect(outcomes({ clipped: [], candidates: 2 })).toEqual(['passed:spacing-clipped-height:html']);
  });

  it('says nothing on a page without boxes that hide overflow', () => {
    expect(outcomes(untouched)).toEqual([]);
  });

  it('reads only the layout with more text spacing, not the zoomed one', () => {
    const facts: LayoutFacts = {
      zoom: { clipped: [clip({})], candidates: 1 },
      spacing: untouched,
      reflow: { overflows: false, culprits: [] },
    };
    expect(evaluate(facts)).toEqual([]);
  });
});
