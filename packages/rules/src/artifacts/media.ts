import type { ElementRef } from '../model/element-ref.js';

/** An <audio> or <video> element as it is shortly after the page loaded. */
export interface MediaElementFacts extends ElementRef {
  kind: 'audio' | 'video';
  /** Has the autoplay attribute. */
  autoplay: boolean;
  /** Was playing when read (autoplay started it, or a script did), or autoplayed to its end. */
  playing: boolean;
  /** Muted or at volume 0: plays no sound whatever its tracks hold. */
  silent: boolean;
  /** Whether the media has sound: true/false once decoding has told, null when it could not tell. */
  hasAudio: boolean | null;
  /**
   * Seconds of playback before it stops by itself: the media fragment's range (`#t=10,20`) or the
   * duration; null when unknown, and also null (no end) for looping or streamed media.
   */
  playSeconds: number | null;
  /** The browser's own controls are shown (the controls attribute on a rendered element). */
  nativeControls: boolean;
}

export interface MediaFacts {
  media: MediaElementFacts[];
  /**
   * The page has other controls (buttons, form controls, elements with a click handler attribute),
   * shown, exposed to assistive technology and named, that might pause or mute the media: only a
   * person can tell whether one does.
   */
  otherControls: boolean;
}
