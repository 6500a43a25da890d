import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherLayouts, type LayoutFacts } from './gather-text-zoom.js';
import { reflowRule } from './reflow.js';
import { textSpacingClippingRule, textZoomClippingRule } from './text-zoom-clipping.js';

/** The page in changed layouts: more text spacing, 200 % zoom, 320 CSS px wide. */
export const ZOOM_CHECKS: BrowserCheckFamily<LayoutFacts> = {
  name: 'zoom',
  timeoutMs: 6_000,
  gather: gatherLayouts,
  rules: [textZoomClippingRule, textSpacingClippingRule, reflowRule],
};
