import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherTextZoom, type TextZoomFacts } from './gather-text-zoom.js';
import { textZoomClippingRule } from './text-zoom-clipping.js';

export const ZOOM_CHECKS: BrowserCheckFamily<TextZoomFacts> = {
  name: 'zoom',
  timeoutMs: 5_000,
  gather: gatherTextZoom,
  rules: [textZoomClippingRule],
};
