import type { BrowserCheckRule, ElementVerdict } from '../browser-check-rule.js';
import type { LayoutFacts } from './gather-text-zoom.js';

/**
 * WCAG 1.4.10 Reflow: 320 CSS px wide (a 1280 px window at 400 %), a page must not need scrolling
 * sideways to be read, nor hide what no longer fits. The elements that reach past the edge fail;
 * those that need two dimensions to make sense (tables, images, maps, code, toolbars), which the
 * criterion allows, are left to a person.
 */
export const reflowRule: BrowserCheckRule<LayoutFacts> = {
  id: 'klarsicht-reflow',
  impact: 'serious',
  tags: ['cat.sensory-and-visual-cues', 'wcag21aa', 'wcag1410', 'EN-301-549', 'EN-9.1.4.10'],
  actRules: [],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/reflow.html',
  evaluate({ reflow }) {
    if (!reflow.overflows) return [{ selector: 'html', html: '<html>', outcome: 'passed', check: 'reflow' }];
    return reflow.culprits.map(
      ({ selector, html, exempt }): ElementVerdict =>
        exempt
          ? { selector, html, outcome: 'review', check: 'reflow-two-dimensional' }
          : { selector, html, outcome: 'failed', check: 'reflow' },
    );
  },
};
