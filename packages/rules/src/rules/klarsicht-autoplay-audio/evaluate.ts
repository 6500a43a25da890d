import type { MediaElementFacts, MediaFacts } from '../../artifacts/index.js';
import type { Verdict } from '../../model/rule.js';

/** WCAG 1.4.2 allows sound that plays by itself for at most this long without a way to stop it. */
const MAX_UNCONTROLLED_SECONDS = 3;

function playsSound(media: MediaElementFacts): boolean {
  return media.playing && !media.silent && media.hasAudio !== false;
}

function verdictFor(media: MediaElementFacts, otherControls: boolean): Verdict {
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

export function evaluate(facts: MediaFacts): Verdict[] {
  return facts.media.filter(playsSound).map((media) => verdictFor(media, facts.otherControls));
}
