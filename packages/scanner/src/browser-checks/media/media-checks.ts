import type { BrowserCheckFamily } from '../browser-check-family.js';
import { gatherMedia } from './gather-media.js';

/** How long autoplaying media may take to show their length and whether they have sound. */
const MEDIA_SETTLE_MS = 2_000;

export const MEDIA_CHECKS: BrowserCheckFamily<'media'> = {
  name: 'media',
  gather: (page) => page.evaluate(gatherMedia, MEDIA_SETTLE_MS),
  timeoutMs: 5_000,
  artifact: 'media',
};
