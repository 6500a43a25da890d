import type { ConformanceTarget } from '../conformance/conformance-targets.js';
import { fill } from '../fill.js';
import type { Language } from '../vocabulary.js';

/*
 * An evaluation of a site after W3C's Website Accessibility Conformance Evaluation Methodology
 * (WCAG-EM, https://www.w3.org/TR/WCAG-EM/): the scope (step 1) and the representative sample of
 * pages (step 3) a person audits (step 4). The audit's verdicts are the site's verdicts on its
 * criteria; the evaluation adds what they were judged on.
 */

/** Why a page is in the sample; the reasons of the structured sample follow WCAG-EM step 3.a. */
export const SAMPLE_REASONS = [
  'home',
  'contact',
  'statement',
  'sign-in',
  /** A page standing for "pages with the same address pattern" (never called a template to users). */
  'template',
  /** A step of a complete process (WCAG-EM 3.e), e.g. a checkout, added by the owner. */
  'process',
  'document',
  'other',
] as const;
export type SampleReason = (typeof SAMPLE_REASONS)[number];

/** WCAG-EM's two parts of the sample: chosen for what the pages are, and drawn at random (3.b). */
export const SAMPLE_KINDS = ['structured', 'random'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

export interface SamplePage {
  url: string;
  /** The page's own title (from the scan); null when unknown. */
  title: string | null;
  reason: SampleReason;
  /** The owner's words for the page, e.g. "Bestellung, Schritt 2". */
  label?: string;
  sample: SampleKind;
}

/** What the owner writes of WCAG-EM step 1; the conformance target (1.b) follows from the site's profile. */
export interface EvaluationScopeFields {
  /** The scope of the website (1.a): which pages and parts the evaluation covers. */
  description: string;
  /** The browsers and assistive technologies the evaluation relies on (1.c), as free text. */
  accessibilitySupportBaseline: string;
  /** Additional evaluation requirements (1.d), as free text. */
  additionalRequirements: string;
}

export interface EvaluationScope extends EvaluationScopeFields {
  conformanceTarget: ConformanceTarget;
}

export interface Evaluation {
  scope: EvaluationScope;
  /** The structured sample, then the random sample. */
  sample: SamplePage[];
  /**
   * The seed the random sample was drawn with (drawRandomSample): the same pages and the same seed
   * draw the same sample again. Null when the random sample was chosen by hand or imported.
   */
  randomSeed: string | null;
}

/** The longest label and scope text the owner may write. */
export const SAMPLE_LABEL_MAX_LENGTH = 200;
export const SCOPE_TEXT_MAX_LENGTH = 10_000;
/** WCAG-EM samples are a few dozen pages; more are a site crawl, which the scan already is. */
export const SAMPLE_MAX_PAGES = 100;

export const SAMPLE_REASON_LABELS: Readonly<Record<SampleReason, Record<Language, string>>> = {
  home: { de: 'Startseite', en: 'Start page' },
  contact: { de: 'Kontakt', en: 'Contact' },
  statement: { de: 'Erklärung zur Barrierefreiheit', en: 'Accessibility statement' },
  'sign-in': { de: 'Anmeldung', en: 'Sign-in' },
  template: { de: 'Seiten mit demselben Adressmuster', en: 'Pages with the same address pattern' },
  process: { de: 'Schritt eines Ablaufs', en: 'Step of a process' },
  document: { de: 'PDF-Dokument', en: 'PDF document' },
  other: { de: 'Weitere Seite', en: 'Other page' },
};

/** A label inside an English sentence: "start page", but "PDF document" keeps its capitals. */
function inSentence(label: string, language: Language): string {
  return language === 'en' && !/^[A-Z]{2}/.test(label)
    ? label.charAt(0).toLowerCase() + label.slice(1)
    : label;
}

const METHOD_TEXTS = {
  de: {
    lead: 'Bewertet nach der Methode WCAG-EM des W3C',
    structured: 'strukturierte Stichprobe von {count} {pages} ({reasons})',
    random: 'Zufallsstichprobe von {count} {pages}',
    and: ' und ',
    scanned: ', dazu die automatisierte Prüfung von {count} {pages}',
    noSample: '; die Stichprobe ist noch nicht festgelegt',
    page: 'Seite',
    pages: 'Seiten',
  },
  en: {
    lead: "Evaluated with W3C's WCAG-EM methodology",
    structured: 'a structured sample of {count} {pages} ({reasons})',
    random: 'a random sample of {count} {pages}',
    and: ' and ',
    scanned: ', plus the automated check of {count} {pages}',
    noSample: '; the sample is not yet chosen',
    page: 'page',
    pages: 'pages',
  },
} as const;

/**
 * The statement's sentence on how the site was evaluated, e.g. "Bewertet nach der Methode WCAG-EM
 * des W3C: strukturierte Stichprobe von 8 Seiten (Startseite, Kontakt, …) und Zufallsstichprobe
 * von 1 Seite, dazu die automatisierte Prüfung von 120 Seiten." `scannedPages`: the pages of the
 * last scan; left out when there was none.
 */
export function evaluationMethodText(
  evaluation: { sample: ReadonlyArray<Pick<SamplePage, 'reason' | 'sample'>> },
  language: Language,
  scannedPages?: number,
): string {
  const texts = METHOD_TEXTS[language];
  const pagesWord = (count: number) => (count === 1 ? texts.page : texts.pages);
  const structured = evaluation.sample.filter((page) => page.sample === 'structured');
  const random = evaluation.sample.filter((page) => page.sample === 'random');
  const reasons = [...new Set(structured.map((page) => page.reason))].map((reason) =>
    inSentence(SAMPLE_REASON_LABELS[reason][language], language),
  );
  const parts = [
    structured.length > 0
      ? fill(
          texts.structured,
          { count: structured.length, pages: pagesWord(structured.length), reasons },
          language,
        )
      : null,
    random.length > 0
      ? fill(texts.random, { count: random.length, pages: pagesWord(random.length) }, language)
      : null,
  ].filter((part): part is string => part !== null);
  const sample = parts.length > 0 ? `: ${parts.join(texts.and)}` : texts.noSample;
  const scanned =
    scannedPages !== undefined && scannedPages > 0
      ? fill(texts.scanned, { count: scannedPages, pages: pagesWord(scannedPages) }, language)
      : '';
  return `${texts.lead}${sample}${scanned}.`;
}
