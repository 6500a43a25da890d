/*
 * The DOM surface the in-page functions use (the browser checks' gatherers, and DomRect for the
 * element screenshots). Declared here instead of loading TypeScript's "dom" lib,
 * which would add browser globals to the whole package's type check, where Node code must not see
 * them (as in checks/page-facts.ts). Types vanish at compile time, so in-page functions stay
 * self-contained.
 */

export interface DomRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly width: number;
  readonly height: number;
}

export interface DomNode {
  readonly nodeType: number;
  readonly nodeValue: string | null;
  readonly parentElement: DomElement | null;
  readonly childNodes: ArrayLike<DomNode>;
}

export interface DomElement extends DomNode {
  readonly tagName: string;
  readonly localName: string;
  readonly id: string;
  readonly outerHTML: string;
  readonly textContent: string | null;
  readonly shadowRoot?: DomRoot | null;
  readonly children: ArrayLike<DomElement>;
  readonly contentDocument?: DomDocument | null;
  readonly tabIndex: number;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  closest(selectors: string): DomElement | null;
  matches(selectors: string): boolean;
  contains(other: DomNode | null): boolean;
  readonly previousElementSibling: DomElement | null;
  readonly nextElementSibling: DomElement | null;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
  compareDocumentPosition(other: DomNode): number;
  getBoundingClientRect(): DomRect;
  getClientRects(): ArrayLike<DomRect>;
  focus(options?: { preventScroll?: boolean }): void;
  blur(): void;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  insertBefore(node: DomNode, child: DomNode | null): void;
  remove(): void;
  readonly firstChild: DomNode | null;
}

/** An <input> or <button>, as the sign-in form's fields. */
export interface DomFormControl extends DomElement {
  readonly form: DomElement | null;
  readonly value: string;
  readonly disabled: boolean;
  readonly readOnly?: boolean;
}

export interface DomMediaElement extends DomElement {
  readonly autoplay: boolean;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly muted: boolean;
  readonly volume: number;
  readonly duration: number;
  readonly currentTime: number;
  readonly currentSrc: string;
  readonly loop: boolean;
  readonly controls: boolean;
  readonly readyState: number;
  readonly error: unknown;
  readonly webkitAudioDecodedByteCount?: number;
  readonly crossOrigin: string | null;
}

export interface DomAnalyser {
  connect(node: unknown): void;
  getFloatTimeDomainData(samples: Float32Array): void;
}

export interface DomAudioContext {
  readonly destination: unknown;
  createAnalyser(): DomAnalyser;
  createMediaElementSource(element: DomMediaElement): { connect(node: unknown): void };
}

export interface DomRoot {
  readonly activeElement: DomElement | null;
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}

export interface DomDocument extends DomRoot {
  readonly URL: string;
  readonly body: DomElement | null;
  readonly documentElement: DomElement;
  getElementById(id: string): DomElement | null;
}

export interface DomStyle {
  readonly display: string;
  readonly visibility: string;
  readonly overflowX: string;
  readonly overflowY: string;
  getPropertyValue(name: string): string;
}

export interface DomWindow {
  readonly document: DomDocument;
  readonly innerWidth: number;
  getComputedStyle(element: DomElement, pseudo?: string | null): DomStyle;
  setTimeout(callback: () => void, ms: number): number;
  AudioContext?: new () => DomAudioContext;
}
