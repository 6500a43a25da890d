import type { Language, NotCheckedCheck, NotCheckedEntry, NotCheckedReason } from './report-types.js';

// The names and reasons of `PageReport.notChecked` in words, German and English: every report's texts.
const CHECK_NAMES: Readonly<Record<NotCheckedCheck, Readonly<Record<Language, string>>>> = {
  'render-wait': { de: 'Seite vollständig aufgebaut', en: 'Page fully rendered' },
  aria: { de: 'Namen von ARIA-Rollen', en: 'Names of ARIA roles' },
  content: {
    de: 'Inhalte (Linktexte, Alternativtexte, Seitentitel, Schrift)',
    en: 'Content (link texts, alternative texts, page title, text)',
  },
  'click-handlers': {
    de: 'Anklickbares per Tastatur erreichbar',
    en: 'Clickable elements reachable by keyboard',
  },
  qualweb: { de: 'QualWeb (ACT-Regeln)', en: 'QualWeb (ACT rules)' },
  language: { de: 'Sprache der Seite und ihrer Teile', en: 'Language of the page and its parts' },
  media: { de: 'Ton, der von selbst abspielt', en: 'Audio that plays by itself' },
  keyboard: { de: 'Tastaturbedienung', en: 'Keyboard operation' },
  focus: { de: 'Fokus sichtbar', en: 'Focus visible' },
  zoom: {
    de: 'Vergrößern auf 200 %, Textabstände und Umbruch bei 320 px',
    en: 'Zoom to 200 %, text spacing and reflow at 320 px',
  },
  screenshots: { de: 'Bildschirmfotos der Fundstellen', en: 'Screenshots of the failing elements' },
  'page-features': {
    de: 'Erfassen der Seiteninhalte für die manuellen Prüfungen',
    en: 'Reading the page’s contents for the manual checks',
  },
};

const REASON_TEXTS: Readonly<Record<NotCheckedReason, Readonly<Record<Language, string>>>> = {
  timeout: { de: 'Zeitlimit', en: 'time limit' },
  error: { de: 'Fehler', en: 'error' },
  'page-stalled': { de: 'Seite reagierte nicht mehr', en: 'page stopped responding' },
  'not-available': {
    de: 'in der Browser-Erweiterung nicht verfügbar, nur im Scan',
    en: 'not available in the browser extension, only in a scan',
  },
};

const NOT_CHECKED_WORDS: Readonly<Record<Language, string>> = { de: 'nicht geprüft', en: 'not checked' };

/** The check's name as people know it ("Tastaturbedienung", "Keyboard operation"). */
export function notCheckedCheckName(check: NotCheckedCheck, language: Language): string {
  return CHECK_NAMES[check][language];
}

/** Why, in a word or two ("Zeitlimit", "time limit"). */
export function notCheckedReasonText(reason: NotCheckedReason, language: Language): string {
  return REASON_TEXTS[reason][language];
}

/** "Tastaturbedienung – nicht geprüft: Zeitlimit": the line every report shows for the entry. */
export function notCheckedText(entry: Pick<NotCheckedEntry, 'check' | 'reason'>, language: Language): string {
  return `${notCheckedCheckName(entry.check, language)} – ${NOT_CHECKED_WORDS[language]}: ${notCheckedReasonText(entry.reason, language)}`;
}

/** "Tastaturbedienung (Zeitlimit)": the short form for lists of checks. */
export function notCheckedShortText(
  entry: Pick<NotCheckedEntry, 'check' | 'reason'>,
  language: Language,
): string {
  return `${notCheckedCheckName(entry.check, language)} (${notCheckedReasonText(entry.reason, language)})`;
}

/**
 * Over a scan's pages: how many had a check that did not finish, and which checks with which
 * reasons, each once, in the order first met — the summary line every report shows above the pages.
 */
export function notCheckedAcrossPages(
  pages: ReadonlyArray<{ notChecked?: readonly Pick<NotCheckedEntry, 'check' | 'reason'>[] | undefined }>,
): { pages: number; checks: Array<Pick<NotCheckedEntry, 'check' | 'reason'>> } {
  const checks = new Map<string, Pick<NotCheckedEntry, 'check' | 'reason'>>();
  let count = 0;
  for (const page of pages) {
    if (!page.notChecked?.length) continue;
    count++;
    for (const { check, reason } of page.notChecked) {
      const key = `${check} ${reason}`;
      if (!checks.has(key)) checks.set(key, { check, reason });
    }
  }
  return { pages: count, checks: [...checks.values()] };
}
