import type { Language } from '../report-types.js';

/** How a person tests a criterion by hand; the guided check names the methods it needs. */
export const TEST_METHODS = [
  'keyboard',
  'screen-reader',
  'zoom',
  'visual',
  'contrast-tool',
  'media-player',
  'mobile',
  'code-inspection',
  'content-review',
] as const;

export type TestMethod = (typeof TEST_METHODS)[number];

export const TEST_METHOD_LABELS: Readonly<Record<TestMethod, Record<Language, string>>> = {
  keyboard: { de: 'Nur Tastatur', en: 'Keyboard only' },
  'screen-reader': { de: 'Screenreader', en: 'Screen reader' },
  zoom: { de: 'Vergrößerung und Textabstände', en: 'Zoom and text spacing' },
  visual: { de: 'Sichtprüfung', en: 'Visual inspection' },
  'contrast-tool': { de: 'Kontrastmessung', en: 'Contrast measurement' },
  'media-player': { de: 'Medien abspielen', en: 'Playing the media' },
  mobile: { de: 'Mobilgerät', en: 'Mobile device' },
  'code-inspection': { de: 'Quelltext und Entwicklerwerkzeuge', en: 'Source code and developer tools' },
  'content-review': { de: 'Inhalte lesen und beurteilen', en: 'Reading and judging the content' },
};
