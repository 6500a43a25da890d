import type { Language } from '@klarsicht/report';
import { CHECK_STEP_NAME } from '@klarsicht/scanner/recording';
import { EXTENSION_TEXTS } from '@klarsicht/texts/extension';
import { describe, expect, it } from 'vitest';
import { stepText } from './step-text.js';
import { type RecordedStep, withNavigation, withStep } from './use-recording.js';

/** The panel's bookkeeping of a recording: which steps it keeps, where it notes a navigation, how it lists them. */

const SHOP = 'https://bergladen.example';

const viewport: RecordedStep = {
  type: 'setViewport',
  width: 1280,
  height: 720,
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  isLandscape: true,
};
const navigate: RecordedStep = {
  type: 'navigate',
  url: `${SHOP}/`,
  assertedEvents: [{ type: 'navigation', url: `${SHOP}/`, title: 'Bergladen' }],
};
const change = (value: string, selectors: string[][] = [['#q'], ['aria/Suche im Shop']]): RecordedStep => ({
  type: 'change',
  target: 'main',
  selectors,
  value,
});
const click = (id: string, name = 'Zur Kasse'): RecordedStep => ({
  type: 'click',
  target: 'main',
  selectors: [[`#${id}`], [`aria/${name}`], [`text/${name}`]],
  offsetX: 12,
  offsetY: 7,
});
const keyDown = (key = 'Enter'): RecordedStep => ({ type: 'keyDown', target: 'main', key });
const keyUp = (key = 'Enter'): RecordedStep => ({ type: 'keyUp', target: 'main', key });
const check = (label?: string): RecordedStep => ({
  type: 'customStep',
  name: CHECK_STEP_NAME,
  parameters: label === undefined ? {} : { label },
});

const record = (...steps: RecordedStep[]) =>
  steps.reduce<RecordedStep[]>((kept, step) => withStep(kept, step), [viewport, navigate]);

describe('withStep', () => {
  it('keeps a field’s value once when the field reports it again after Enter', () => {
    expect(record(change('Zelt'), keyDown(), keyUp(), change('Zelt'))).toEqual([
      viewport,
      navigate,
      change('Zelt'),
      keyDown(),
      keyUp(),
    ]);
  });

  it('keeps a field’s value once when it comes twice in a row', () => {
    expect(record(change('Zelt'), change('Zelt'))).toEqual([viewport, navigate, change('Zelt')]);
  });

  it('keeps a different value typed into the field after Enter', () => {
    expect(record(change('Zelt'), keyDown(), keyUp(), change('Zelt 2 Personen')).slice(2)).toEqual([
      change('Zelt'),
      keyDown(),
      keyUp(),
      change('Zelt 2 Personen'),
    ]);
  });

  it('keeps the same value again after a click: the page may have cleared the field in between', () => {
    expect(record(change('Zelt'), click('reset', 'Zurücksetzen'), change('Zelt')).slice(2)).toEqual([
      change('Zelt'),
      click('reset', 'Zurücksetzen'),
      change('Zelt'),
    ]);
  });

  it('keeps the same value typed into another field', () => {
    const email = change('eva@example.org', [['#email'], ['aria/E-Mail-Adresse']]);
    const repeat = change('eva@example.org', [['#email-repeat'], ['aria/E-Mail wiederholen']]);
    expect(record(email, repeat).slice(2)).toEqual([email, repeat]);
  });

  it('keeps every click, also the same button twice', () => {
    expect(record(click('plus', 'Mehr'), click('plus', 'Mehr')).slice(2)).toEqual([
      click('plus', 'Mehr'),
      click('plus', 'Mehr'),
    ]);
  });

  it('gives a new list and leaves the one it was given as it was', () => {
    const steps = [viewport, navigate];
    const kept = withStep(steps, click('checkout'));
    expect(kept).not.toBe(steps);
    expect(steps).toEqual([viewport, navigate]);
    const same = withStep(kept, change('Zelt'));
    expect(withStep(same, change('Zelt'))).not.toBe(same);
  });
});

describe('withNavigation', () => {
  const to = `${SHOP}/kasse`;
  const noted = [{ type: 'navigation', url: to, title: 'Kasse' }];

  it('notes the navigation on the click that caused it', () => {
    const steps = record(change('Zelt'), click('checkout'));
    expect(withNavigation(steps, to, 'Kasse')).toEqual([
      ...steps.slice(0, -1),
      { ...click('checkout'), assertedEvents: noted },
    ]);
  });

  it('notes the navigation of a key press on its keyDown, where the page moves on', () => {
    const steps = record(change('Zelt'), keyDown(), keyUp());
    expect(withNavigation(steps, to, 'Kasse')).toEqual([
      ...steps.slice(0, -2),
      { ...keyDown(), assertedEvents: noted },
      keyUp(),
    ]);
  });

  it('notes the navigation on a change that caused it (a select that opens its choice)', () => {
    const steps = record(change('express', [['#shipping'], ['aria/Versandart']]));
    expect(withNavigation(steps, to, 'Kasse').at(-1)).toMatchObject({
      type: 'change',
      assertedEvents: noted,
    });
  });

  it('notes nothing after steps that cause no navigation of their own', () => {
    for (const steps of [[viewport], [viewport, navigate], record(click('checkout'), check('Warenkorb'))]) {
      expect(withNavigation(steps, to, 'Kasse')).toEqual(steps);
    }
    expect(withNavigation([], to, 'Kasse')).toEqual([]);
  });

  it('notes the same address once, however often the tab reports it loaded', () => {
    const once = withNavigation(record(click('checkout')), to, 'Kasse');
    expect(withNavigation(once, to, 'Kasse')).toEqual(once);
    const keys = withNavigation(record(keyDown(), keyUp()), to, 'Kasse');
    expect(withNavigation(keys, to, 'Kasse')).toEqual(keys);
  });

  it('leaves the steps it was given as they were', () => {
    const steps = record(click('checkout'));
    const before = structuredClone(steps);
    withNavigation(steps, to, 'Kasse');
    expect(steps).toEqual(before);
  });
});

describe('stepText', () => {
  const text = (step: RecordedStep, language: Language) =>
    stepText(step, EXTENSION_TEXTS[language], language);

  it('describes each kind of step in German', () => {
    expect(text(viewport, 'de')).toBe('Fenstergröße 1280 × 720');
    expect(text(navigate, 'de')).toBe(`Seite öffnen: ${SHOP}/`);
    expect(text(click('checkout'), 'de')).toBe('Klick auf „Zur Kasse“');
    expect(
      text({ ...click('checkout'), assertedEvents: [{ type: 'navigation', url: `${SHOP}/kasse` }] }, 'de'),
    ).toBe(`Klick auf „Zur Kasse“ (neue Seite: ${SHOP}/kasse)`);
    expect(text(change('Zelt'), 'de')).toBe('Eingabe in „Suche im Shop“');
    expect(text(keyDown(), 'de')).toBe('Taste Enter');
    expect(text(keyUp('Escape'), 'de')).toBe('Taste Escape');
    expect(text(check('Warenkorb'), 'de')).toBe('Prüfpunkt „Warenkorb“');
    expect(text(check(), 'de')).toBe('Prüfpunkt');
  });

  it('describes each kind of step in English', () => {
    expect(text(viewport, 'en')).toBe('Window size 1280 × 720');
    expect(text(navigate, 'en')).toBe(`Open page: ${SHOP}/`);
    expect(text(click('checkout'), 'en')).toBe('Click on "Zur Kasse"');
    expect(text({ ...keyDown(), assertedEvents: [{ type: 'navigation', url: `${SHOP}/suche` }] }, 'en')).toBe(
      `Key Enter (new page: ${SHOP}/suche)`,
    );
    expect(text(change('Zelt'), 'en')).toBe('Type into "Suche im Shop"');
    expect(text(keyUp(), 'en')).toBe('Key Enter');
    expect(text(check('Warenkorb'), 'en')).toBe('Check point "Warenkorb"');
    expect(text(check(), 'en')).toBe('Check point');
  });

  it('names an element without an accessible name by its first selector', () => {
    const unnamed: RecordedStep = { ...click('x'), selectors: [['voucher-field', 'button']] };
    expect(text(unnamed, 'de')).toBe('Klick auf „voucher-field“');
    expect(text(change('Zelt', [['#q']]), 'en')).toBe('Type into "#q"');
  });

  it('names other tools’ custom steps and unknown steps as they are', () => {
    expect(text({ type: 'customStep', name: 'acme.screenshot' }, 'de')).toBe('acme.screenshot');
    expect(text({ type: 'hover', selectors: [['#menu']] }, 'en')).toBe('hover');
  });

  it('never shows what was typed', () => {
    const typed = 'Geheim-Wort-7391';
    const changes = [
      change(typed),
      change(typed, [['#password']]),
      change(typed, [['input[name="pin"]']]),
      { ...change(typed), assertedEvents: [{ type: 'navigation', url: `${SHOP}/konto` }] },
    ];
    for (const language of ['de', 'en'] as const) {
      for (const step of changes) expect(text(step, language)).not.toContain(typed);
    }
  });
});
