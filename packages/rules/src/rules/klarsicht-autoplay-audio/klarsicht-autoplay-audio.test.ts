import { describe, expect, it } from 'vitest';
import type { MediaElementFacts } from '../../artifacts/index.js';
import { evaluate } from './evaluate.js';

/** An <audio autoplay> playing five seconds of sound, without controls; each test changes it. */
function audio(changes: Partial<MediaElementFacts> = {}): MediaElementFacts {
  return {
    selector: 'audio',
    html: '<audio src="/tone.wav" autoplay="">',
    kind: 'audio',
    autoplay: true,
    playing: true,
    silent: false,
    hasAudio: true,
    playSeconds: 5,
    nativeControls: false,
    ...changes,
  };
}

function outcomes(changes: Partial<MediaElementFacts>, otherControls = false): string[] {
  return evaluate({ media: [audio(changes)], otherControls }).map(
    (verdict) => `${verdict.outcome}:${verdict.check}`,
  );
}

describe('klarsicht-autoplay-audio', () => {
  it('fails sound longer than 3 seconds that nothing on the page can stop, with its length', () => {
    expect(evaluate({ media: [audio()], otherControls: false })).toEqual([
      {
        selector: 'audio',
        html: audio().html,
        outcome: 'failed',
        check: 'autoplay-no-control',
        data: { seconds: 5 },
      },
    ]);
  });

  it('gives looping or streamed sound, whose end is unknown, the length ∞', () => {
    expect(evaluate({ media: [audio({ playSeconds: null })], otherControls: false })[0]?.data).toEqual({
      seconds: '∞',
    });
  });

  it('passes sound of 3 seconds at most (rounded to a tenth), with its length', () => {
    expect(evaluate({ media: [audio({ playSeconds: 3.04 })], otherControls: false })[0]).toMatchObject({
      outcome: 'passed',
      check: 'autoplay-short',
      data: { seconds: 3 },
    });
    expect(outcomes({ playSeconds: 3.05 })).toEqual(['failed:autoplay-no-control']);
  });

  it('passes sound with the browser’s own controls', () => {
    expect(outcomes({ nativeControls: true })).toEqual(['passed:autoplay-native-controls']);
    expect(outcomes({ nativeControls: true, playSeconds: null }, true)).toEqual([
      'passed:autoplay-native-controls',
    ]);
  });

  it('leaves a control elsewhere on the page to a person, never passing it', () => {
    expect(outcomes({}, true)).toEqual(['review:autoplay-control-elsewhere']);
  });

  it('leaves media whose sound could not be told to a person', () => {
    expect(outcomes({ kind: 'video', hasAudio: null })).toEqual(['review:autoplay-sound-unknown']);
    expect(outcomes({ kind: 'video', hasAudio: null }, true)).toEqual(['review:autoplay-sound-unknown']);
  });

  it('says nothing of media that is paused, muted, at volume 0 or has no sound', () => {
    expect(outcomes({ playing: false })).toEqual([]);
    expect(outcomes({ silent: true })).toEqual([]);
    expect(outcomes({ kind: 'video', hasAudio: false })).toEqual([]);
    expect(evaluate({ media: [], otherControls: true })).toEqual([]);
  });

  it('judges each playing element of the page on its own', () => {
    const media = [
      audio({ selector: '#lang' }),
      audio({ selector: '#kurz', playSeconds: 1 }),
      audio({ selector: '#stumm', silent: true }),
    ];
    expect(
      evaluate({ media, otherControls: false }).map((verdict) => `${verdict.outcome}:${verdict.selector}`),
    ).toEqual(['failed:#lang', 'passed:#kurz']);
  });
});
