import type { MediaElementFacts, MediaFacts } from '@klarsicht/rules';
import type { DomMediaElement } from '../../page/in-page-dom.js';
import type { HelperWindow } from '../page-helpers.js';

/**
 * Runs INSIDE the page (self-contained, see checks/page-facts.ts). Autoplaying media get up to
 * `waitMs` to load their metadata and decode some sound, so that duration and sound are known, and
 * up to 0.6 s more to be listened to; pages without autoplaying media return at once. Listening
 * routes the media through Web Audio, which changes nothing a visitor of this page would hear
 * (the browser is muted), and only the last checks run after it.
 */
export async function gatherMedia(waitMs: number): Promise<MediaFacts> {
  const HAVE_ENOUGH_DATA = 4;
  const win = globalThis as unknown as HelperWindow;
  const helpers = win.__klarsichtChecks!;
  const elements = Array.from(win.document.querySelectorAll('audio, video')) as DomMediaElement[];
  const started = Date.now();
  while (elements.some((media) => media.autoplay || !media.paused) && Date.now() - started < waitMs) {
    // Settled: failed, ended, or metadata known and (paused, or sound or its absence known). An
    // autoplaying element still paused without enough data has not had its chance to start yet.
    const settled = elements.every(
      (media) =>
        media.error ||
        media.ended ||
        (media.readyState >= 1 &&
          ((media.paused && !(media.autoplay && media.readyState < HAVE_ENOUGH_DATA)) ||
            media.localName === 'audio' ||
            (media.webkitAudioDecodedByteCount ?? 0) > 0 ||
            media.currentTime > 0.5)),
    );
    if (settled) break;
    await new Promise((resolve) => win.setTimeout(() => resolve(undefined), 50));
  }

  // Decoded sound may be silence (background videos often carry a silent track): listen to it.
  const heard = new Map<DomMediaElement, boolean>();
  const listened = elements.filter(
    (element) =>
      !element.paused &&
      !element.muted &&
      element.volume > 0 &&
      (element.localName === 'audio' || (element.webkitAudioDecodedByteCount ?? 0) > 0) &&
      // Cross-origin media without CORS reach Web Audio as zeros, which would read as silence.
      (element.crossOrigin !== null ||
        new URL(element.currentSrc || win.document.URL).origin === new URL(win.document.URL).origin),
  );
  if (listened.length > 0 && win.AudioContext) {
    try {
      const context = new win.AudioContext();
      const analysers = listened.map((element) => {
        const analyser = context.createAnalyser();
        const source = context.createMediaElementSource(element);
        source.connect(analyser);
        analyser.connect(context.destination);
        return analyser;
      });
      const samples = new Float32Array(2048);
      for (let round = 0; round < 12; round++) {
        await new Promise((resolve) => win.setTimeout(() => resolve(undefined), 50));
        analysers.forEach((analyser, index) => {
          analyser.getFloatTimeDomainData(samples);
          const loud = samples.some((sample) => Math.abs(sample) > 0.001);
          if (loud) heard.set(listened[index]!, true);
        });
        if (heard.size === listened.length) break;
      }
    } catch {
      heard.clear();
    }
  }

  const media = elements.map((element): MediaElementFacts => {
    const decoded = element.webkitAudioDecodedByteCount;
    let hasAudio: boolean | null = null;
    if (heard.get(element)) hasAudio = true;
    else if (listened.includes(element)) hasAudio = null;
    else if (element.localName === 'audio') hasAudio = true;
    else if (decoded !== undefined && decoded > 0) hasAudio = true;
    else if (decoded !== undefined && element.currentTime > 0.5) hasAudio = false;

    let playSeconds: number | null = Number.isFinite(element.duration) ? element.duration : null;
    const fragment = /#t=(?:npt:)?([\d.]*)(?:,([\d.]+))?/.exec(element.currentSrc || '');
    if (fragment && playSeconds !== null) {
      const start = Number(fragment[1] || 0);
      const end = fragment[2] === undefined ? playSeconds : Math.min(Number(fragment[2]), playSeconds);
      playSeconds = Math.max(0, end - start);
    }
    if (element.loop) playSeconds = null;

    return {
      ...helpers.describe(element),
      kind: element.localName === 'audio' ? 'audio' : 'video',
      autoplay: element.autoplay,
      // Sound that started by itself and already ended (a short clip, a slow page) still played.
      playing: !element.paused || (element.autoplay && element.ended),
      silent: element.muted || element.volume === 0,
      hasAudio,
      playSeconds,
      nativeControls: element.controls && helpers.isRendered(element),
    };
  });

  const controls = win.document.querySelectorAll(
    'button, input:not([type="hidden"]), select, [role="button"], [role="switch"], [role="slider"], [onclick]',
  );
  let otherControls = false;
  for (let index = 0; index < controls.length && !otherControls; index++) {
    const control = controls[index]!;
    // A control that assistive technology cannot find or name is no way to stop the sound for all.
    otherControls =
      helpers.isRendered(control) && helpers.isExposed(control) && helpers.accessibleName(control) !== '';
  }
  return { media, otherControls };
}
