import type { BrowserCheckRule, ElementVerdict } from '../browser-check-rule.js';
import type { ClippingFacts, LayoutFacts } from './gather-text-zoom.js';

/**
 * WCAG 1.4.4 Resize Text: zoomed to 200 %, a page must lose no content. A box that hides its
 * overflow cuts off text that no longer fits. Text cut short with an ellipsis says that it goes on,
 * and is often shown in full elsewhere: that needs a person's look, not a failure.
 */
export const textZoomClippingRule: BrowserCheckRule<LayoutFacts> = {
  id: 'klarsicht-text-zoom-clipping',
  impact: 'serious',
  tags: ['cat.sensory-and-visual-cues', 'wcag2aa', 'wcag144', 'EN-301-549', 'EN-9.1.4.4'],
  actRules: ['59br37'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html',
  evaluate: (facts) => clippingVerdicts(facts.zoom, 'zoom'),
};

/**
 * WCAG 1.4.12 Text Spacing: with more space between lines, paragraphs, letters and words (the
 * amounts the criterion names), a page must lose no content. Boxes that hide their overflow and now
 * cut off text fail, as under zoom.
 */
export const textSpacingClippingRule: BrowserCheckRule<LayoutFacts> = {
  id: 'klarsicht-text-spacing-clipping',
  impact: 'serious',
  tags: ['cat.sensory-and-visual-cues', 'wcag21aa', 'wcag1412', 'EN-301-549', 'EN-9.1.4.12'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/text-spacing.html',
  evaluate: (facts) => clippingVerdicts(facts.spacing, 'spacing'),
};

/**
 * Clipped boxes fail (checks "<prefix>-clipped-height|width"). Text cut short with an ellipsis, or
 * with a link in or beside its box (which may lead to the full text), needs review.
 */
function clippingVerdicts(facts: ClippingFacts, prefix: 'zoom' | 'spacing'): ElementVerdict[] {
  const verdicts: ElementVerdict[] = facts.clipped.map(({ selector, html, axis, ellipsis, linked }) =>
    (axis === 'x' && ellipsis) || linked
      ? { selector, html, outcome: 'review', check: linked ? `${prefix}-linked` : `${prefix}-ellipsis` }
      : {
          selector,
          html,
          outcome: 'failed',
          check: axis === 'y' ? `${prefix}-clipped-height` : `${prefix}-clipped-width`,
        },
  );
  if (verdicts.length === 0 && facts.candidates > 0) {
    verdicts.push({ selector: 'html', html: '<html>', outcome: 'passed', check: `${prefix}-clipped-height` });
  }
  return verdicts;
}
