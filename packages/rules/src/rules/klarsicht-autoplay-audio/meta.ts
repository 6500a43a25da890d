import type { RuleMeta } from '../../model/rule.js';

/**
 * WCAG 1.4.2 Audio Control: sound that starts by itself and lasts more than 3 seconds needs a way
 * to pause or stop it, or to set its volume apart from the system volume. The browser's own
 * controls are such a way; a control elsewhere on the page may be one, which only a person can
 * tell, so it leads to review, never to a pass.
 */
export const meta: RuleMeta<'media'> = {
  id: 'klarsicht-autoplay-audio',
  artifact: 'media',
  impact: 'serious',
  tags: ['cat.time-and-media'],
  requirements: { wcag: ['1.4.2'], act: ['80f0bf', '4c31df'] },
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/audio-control.html',
};
