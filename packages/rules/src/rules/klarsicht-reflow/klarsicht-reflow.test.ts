import { describe, expect, it } from 'vitest';
import type { LayoutFacts, ReflowFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

const wide = { selector: '.spalte', html: '<div class="spalte" style="width: 900px">' };
const table = { selector: 'table', html: '<table>' };

/** The page with `reflow` 320 CSS px wide; its zoom and text spacing cut nothing off. */
function outcomes(reflow: ReflowFacts): string[] {
  const facts: LayoutFacts = {
    zoom: { clipped: [], candidates: 0 },
    spacing: { clipped: [], candidates: 0 },
    reflow,
  };
  return evaluate(facts).map((verdict) => `${verdict.outcome}:${verdict.check}:${verdict.selector}`);
}

describe('klarsicht-reflow', () => {
  it('fails each element that reaches past the right edge', () => {
    expect(outcomes({ overflows: true, culprits: [{ ...wide, exempt: false }] })).toEqual([
      'failed:reflow:.spalte',
    ]);
  });

  it('leaves content that needs two dimensions to a person, beside the failures', () => {
    const reflow: ReflowFacts = {
      overflows: true,
      culprits: [
        { ...wide, exempt: false },
        { ...table, exempt: true },
      ],
    };
    expect(outcomes(reflow)).toEqual(['failed:reflow:.spalte', 'review:reflow-two-dimensional:table']);
    expect(outcomes({ overflows: true, culprits: [{ ...table, exempt: true }] })).toEqual([
      'review:reflow-two-dimensional:table',
    ]);
  });

  it('passes a page that needs no scrolling sideways, once for the page', () => {
    expect(outcomes({ overflows: false, culprits: [] })).toEqual(['passed:reflow:html']);
  });

  it('gives no pass to a page that overflows though no culprit was named', () => {
    expect(outcomes({ overflows: true, culprits: [] })).toEqual([]);
  });
});
