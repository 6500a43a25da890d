import type { BrowserCheckRule, ElementVerdict } from '../browser-check-rule.js';
import type { MediaElementFacts, MediaFacts } from './gather-media.js';

/** WCAG 1.4.2 allows sound that plays by itself for at most this long without a way to stop it. */
const MAX_UNCONTROLLED_SECONDS = 3;

/**
 * WCAG 1.4.2 Audio Control: sound that starts by itself and lasts more than 3 seconds needs a way
 * to pause or stop it, or to set its volume apart from the system volume. The browser's own
 * controls are such a way; a control elsewhere on the page may be one, which only a person can
 * tell, so it leads to review, never to a pass.
 */
export const autoplayAudioRule: BrowserCheckRule<MediaFacts> = {
  id: 'klarsicht-autoplay-audio',
  impact: 'serious',
  tags: ['cat.time-and-media', 'wcag2a', 'wcag142', 'EN-301-549', 'EN-9.1.4.2'],
  actRules: ['80f0bf', '4c31df'],
  helpUrl: 'https://www.w3.org/WAI/WCAG22/Understanding/audio-control.html',
  evaluate(facts) {
    return facts.media.filter(playsSound).map((media) => verdictFor(media, facts.otherControls));
  },
};

function playsSound(media: MediaElementFacts): boolean {
  return media.playing && !media.silent && media.hasAudio !== false;
}

function verdictFor(media: MediaElementFacts, otherControls: boolean): ElementVerdict {
  const { selector, html } = media;
  const seconds = media.playSeconds === null ? null : Math.round(media.playSeconds * 10) / 10;
  if (seconds !== null && seconds <= MAX_UNCONTROLLED_SECONDS) {
    return { selector, html, outcome: 'passed', check: 'autoplay-short', data: { seconds } };
  }
  if (media.nativeControls) return { selector, html, outcome: 'passed', check: 'autoplay-native-controls' };
  if (media.hasAudio === null) return { selector, html, outcome: 'review', check: 'autoplay-sound-unknown' };
  if (otherControls) return { selector, html, outcome: 'review', check: 'autoplay-control-elsewhere' };
  return {
    selector,
    html,
    outcome: 'failed',
    check: 'autoplay-no-control',
    data: { seconds: seconds ?? '∞' },
  };
}
