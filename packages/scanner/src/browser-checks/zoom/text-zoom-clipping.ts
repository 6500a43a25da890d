import type { BrowserCheckRule, ElementVerdict } from '../browser-check-rule.js';
import type { TextZoomFacts } from './gather-text-zoom.js';

/**
 * WCAG 1.4.4 Resize Text: zoomed to 200 %, a page must lose no content. A box that hides its
 * overflow cuts off text that no longer fits. Text cut short with an ellipsis says that it goes on,
 * and is often shown in full elsewhere: that needs a person's look, not a failure.
 */
export const textZoomClippingRule: BrowserCheckRule<TextZoomFacts> = {
  id: 'klarsicht-text-zoom-clipping',
  impact: 'serious',
  tags: ['cat.sensory-and-visual-cues', 'wcag2aa', 'wcag144', 'EN-301-549', 'EN-9.1.4.4'],
  actRules: ['59br37'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/resize-text.html',
  evaluate(facts) {
    const verdicts: ElementVerdict[] = facts.clipped.map(({ selector, html, axis, ellipsis }) =>
      axis === 'x' && ellipsis
        ? { selector, html, outcome: 'review', check: 'zoom-ellipsis' }
        : {
            selector,
            html,
            outcome: 'failed',
            check: axis === 'y' ? 'zoom-clipped-height' : 'zoom-clipped-width',
          },
    );
    if (verdicts.length === 0 && facts.candidates > 0) {
      verdicts.push({ selector: 'html', html: '<html>', outcome: 'passed', check: 'zoom-clipped-height' });
    }
    return verdicts;
  },
};
