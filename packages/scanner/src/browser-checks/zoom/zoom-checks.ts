import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherLayouts } from './gather-text-zoom.js';

/** The page in changed layouts: more text spacing, 200 % zoom, 320 CSS px wide. */
export const ZOOM_CHECKS: BrowserCheckFamily<'layout'> = {
  name: 'zoom',
  timeoutMs: 6_000,
  gather: gatherLayouts,
  artifact: 'layout',
};
