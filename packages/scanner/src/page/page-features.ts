import type { PageFeature } from '@klarsicht/report';
import type { DomDocument, DomElement } from './in-page-dom.js';

const FORM_FIELDS =
  'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]),' +
  'select, textarea, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"],' +
  '[role="checkbox"], [role="radio"], [role="switch"], [role="spinbutton"], [role="searchbox"]';
const PLAYERS =
  'video, audio, object, embed, iframe[src*="youtube"], iframe[src*="youtu.be"], iframe[src*="vimeo"],' +
  'iframe[src*="dailymotion"], iframe[src*="player"]';
const WIDGETS =
  '[role="menu"], [role="menubar"], [role="tablist"], [role="dialog"], [role="alertdialog"], dialog,' +
  '[role="slider"], [role="tree"], [role="listbox"], [aria-expanded], details, [aria-roledescription="carousel"]';

/** Selectors by feature; `motion` is also judged from the page's keyframes, `timing` from a refresh tag anywhere. */
export const FEATURE_SELECTORS: Readonly<Record<PageFeature, string>> = {
  forms: FORM_FIELDS,
  'sign-in': 'input[type="password"]',
  media: PLAYERS,
  tables: 'table, [role="table"], [role="grid"], [role="treegrid"]',
  images: 'img, picture, svg, [role="img"], input[type="image"], canvas',
  motion: 'marquee, blink, video[autoplay], img[src$=".gif" i]',
  frames: 'iframe, frame',
  widgets: WIDGETS,
  dragging: '[draggable="true"]',
  timing: 'meta[http-equiv="refresh" i]',
};

interface FeatureWindow {
  document: DomDocument & { styleSheets: ArrayLike<{ cssRules: ArrayLike<{ type: number }> }> };
  getComputedStyle(element: DomElement): { visibility: string; display: string };
}

/**
 * Runs INSIDE the page (self-contained; no named inner functions, see checks/page-facts.ts): which
 * features the page has, given `FEATURE_SELECTORS`. Only elements a person can meet count, so a
 * hidden template does not make a page a form page; the refresh tag counts wherever it is.
 */
export function gatherPageFeatures(selectors: Readonly<Record<string, string>>): string[] {
  const win = globalThis as unknown as FeatureWindow;
  const doc = win.document;
  const KEYFRAMES_RULE = 7;
  const found: string[] = [];
  for (const [feature, selector] of Object.entries(selectors)) {
    const elements = doc.querySelectorAll(selector);
    let present = false;
    for (let index = 0; index < elements.length && !present; index++) {
      const element = elements[index]!;
      if (feature === 'timing') {
        present = true;
        break;
      }
      const box = element.getBoundingClientRect();
      const style = win.getComputedStyle(element);
      present =
        (box.width > 0 || box.height > 0) && style.visibility !== 'hidden' && style.display !== 'none';
    }
    // CSS animations: a stylesheet that defines keyframes. Not document.getAnimations(), which
    // reaches into the media elements' own controls and disturbs playing media the checks measure.
    for (let sheet = 0; !present && feature === 'motion' && sheet < doc.styleSheets.length; sheet++) {
      try {
        const rules = doc.styleSheets[sheet]!.cssRules;
        for (let rule = 0; rule < rules.length && !present; rule++)
          present = rules[rule]!.type === KEYFRAMES_RULE;
      } catch {
        // A stylesheet from another origin keeps its rules to itself.
      }
    }
    if (present) found.push(feature);
  }
  return found;
}
