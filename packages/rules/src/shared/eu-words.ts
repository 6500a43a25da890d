import { iso6393To1 } from 'iso-639-3';
import { detectLanguage, primarySubtag } from './detect-language.js';

/*
 * Why: the accessibility statement and the way to report barriers are legal duties in every EU
 * member state (Directive (EU) 2019/882 Art. 13 and Annex V; Directive (EU) 2016/2102 Art. 7), so a
 * site names them in its own language. The statement's names are those of the EU's model statement
 * (Commission Implementing Decision (EU) 2018/1523) in the 24 official languages; contact and
 * feedback are the words sites of each language commonly use for their contact page. A page in a
 * language not listed here cannot be judged by these words: the checks leave it to a person.
 *
 * A term is matched at the start of a word in link texts, labels, paths, titles and headings, after
 * normaliseForMatching on both sides (so "Erklärung", "erklaerung" and "ERKLÄRUNG" are one word).
 * Without "*" it must end where the word ends; "*" lets the word go on ("Kontakt*": "Kontaktformular").
 */

/**
 * Lower case, German umlauts and ß spelt out ("Erklärung" and "Erklaerung" alike), other accents
 * dropped ("accessibilité" → "accessibilite"), soft hyphens removed, separators as spaces so that
 * word boundaries work on URL paths too ("/erklaerung-zur-barrierefreiheit").
 */
export function normaliseForMatching(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u00ad\u200b-\u200d]/g, '')
    .replace(/[\s\-_/.,:;|()[\]]+/g, ' ')
    .trim();
}

export interface LanguageWords {
  /** The accessibility statement, and accessibility as the noun such links are named by. */
  statement: readonly string[];
  /** Contact, feedback and support pages. */
  feedback: readonly string[];
}

/** By ISO 639-1 code. */
export const EU_WORDS: Readonly<Record<string, LanguageWords>> = {
  bg: {
    statement: ['Декларация за достъпност', 'достъпност*'],
    feedback: ['контакт*', 'обратна връзка', 'свържете се*'],
  },
  cs: {
    statement: ['Prohlášení o přístupnosti', 'přístupnost*'],
    feedback: ['kontakt*', 'zpětná vazba', 'napište nám'],
  },
  da: {
    statement: ['Tilgængelighedserklæring', 'tilgængelighed*'],
    feedback: ['kontakt*', 'feedback', 'tilbagemelding*', 'kundeservice'],
  },
  de: {
    // "barrierefrei" only as a whole word: "barrierefreies Bad" is a product, not a statement.
    // "Barrierearmut": sites that avoid claiming full accessibility.
    statement: ['Erklärung zur Barrierefreiheit', 'Barrierefreiheit*', 'barrierefrei', 'barrierearm*'],
    feedback: [
      'Kontakt*',
      'Feedback',
      'Rückmeldung*',
      'Barriere melden',
      'Barrieren melden',
      'Problem melden',
      'Fehler melden',
      'Support',
      'Kundenservice',
      'Kundendienst',
    ],
  },
  el: {
    statement: ['Δήλωση προσβασιμότητας', 'προσβασιμότητα*'],
    feedback: ['επικοινωνία', 'επικοινωνήστε*', 'επικοινωνίας', 'ανατροφοδότηση'],
  },
  en: {
    statement: ['Accessibility statement', 'accessibility'],
    feedback: ['contact*', 'feedback', 'support', 'customer service', 'help desk', 'helpdesk'],
  },
  es: {
    statement: ['Declaración de accesibilidad', 'accesibilidad'],
    feedback: ['contacto*', 'contáctenos', 'contacta*', 'atención al cliente', 'sugerencias'],
  },
  et: {
    statement: ['Ligipääsetavuse teatis', 'ligipääsetavus*', 'juurdepääsetavus*'],
    feedback: ['kontakt*', 'tagasiside', 'võta ühendust'],
  },
  fi: {
    statement: ['Saavutettavuusseloste', 'saavutettavuus*'],
    feedback: ['yhteystiedot', 'ota yhteyttä', 'yhteydenotto*', 'palaute*', 'asiakaspalvelu'],
  },
  fr: {
    statement: ["Déclaration d'accessibilité", 'accessibilité'],
    feedback: ['contact*', 'nous écrire', 'service client*'],
  },
  ga: {
    statement: ['Ráiteas inrochtaineachta', 'inrochtaineacht*'],
    feedback: ['teagmháil*', 'aiseolas'],
  },
  hr: {
    statement: ['Izjava o pristupačnosti', 'pristupačnost*'],
    feedback: ['kontakt*', 'povratna informacija', 'povratne informacije'],
  },
  hu: {
    statement: ['Akadálymentességi nyilatkozat', 'akadálymentesség*', 'akadálymentesítés*'],
    feedback: ['kapcsolat*', 'visszajelzés*', 'ügyfélszolgálat*'],
  },
  it: {
    statement: ['Dichiarazione di accessibilità', 'accessibilità'],
    feedback: ['contatti', 'contattaci', 'contatto', 'feedback', 'assistenza'],
  },
  lt: {
    statement: ['Pareiškimas dėl prieinamumo', 'prieinamum*'],
    feedback: ['kontakt*', 'atsiliepim*', 'susisiekite'],
  },
  lv: {
    statement: ['Paziņojums par piekļūstamību', 'piekļūstamīb*'],
    feedback: ['kontakt*', 'atsauksm*', 'sazināties', 'sazinies'],
  },
  mt: {
    statement: ['Dikjarazzjoni dwar l-aċċessibbiltà', 'aċċessibbiltà'],
    feedback: ['kuntatt*', 'ikkuntattjana', 'feedback'],
  },
  nl: {
    statement: ['Toegankelijkheidsverklaring', 'toegankelijkheid*'],
    feedback: ['contact*', 'feedback', 'klantenservice'],
  },
  pl: {
    statement: ['Deklaracja dostępności', 'dostępność', 'dostępności'],
    feedback: ['kontakt*', 'opinie', 'napisz do nas', 'zgłoś*', 'obsługa klienta', 'biuro obsługi klienta'],
  },
  pt: {
    statement: ['Declaração de acessibilidade', 'acessibilidade'],
    feedback: ['contacto*', 'contato*', 'contacte-nos', 'fale conosco', 'apoio ao cliente'],
  },
  ro: {
    statement: ['Declarație de accesibilitate', 'accesibilitate*'],
    feedback: ['contact*', 'feedback', 'sugestii'],
  },
  sk: {
    statement: ['Vyhlásenie o prístupnosti', 'prístupnosť*', 'prístupnosti'],
    feedback: ['kontakt*', 'spätná väzba', 'napíšte nám'],
  },
  sl: {
    statement: ['Izjava o dostopnosti', 'dostopnost*'],
    feedback: ['kontakt*', 'povratne informacije', 'pišite nam'],
  },
  sv: {
    statement: ['Tillgänglighetsredogörelse', 'tillgänglighet*'],
    feedback: ['kontakt*', 'feedback', 'synpunkter', 'kundtjänst'],
  },
};

/**
 * Phrases that contain a contact word but name no contact ("Kontaktlinsen", "contact lenses"): they
 * are taken out of a text before it is matched.
 */
export const NOT_FEEDBACK: readonly string[] = [
  'Kontaktlinse*',
  'contact lens*',
  'contactlens*',
  'kontaktlins*',
  'lentilles de contact',
  'lenti a contatto',
  'lentes de contacto',
  'lentes de contato',
  'soczewki kontaktowe',
];

/** A term as a regular expression source over normalised text (see the comment at the top). */
function termSource(term: string): string {
  const open = term.endsWith('*');
  const words = normaliseForMatching(open ? term.slice(0, -1) : term);
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(?<![\\p{L}\\p{N}])${escaped}${open ? '' : '(?![\\p{L}\\p{N}])'}`;
}

function matcher(terms: readonly string[]): RegExp {
  return new RegExp(terms.map(termSource).join('|'), 'u');
}

export type WordKind = keyof LanguageWords;

/** Every language's terms of a kind in one expression: a site may name its pages in another language. */
const MATCHERS: Readonly<Record<WordKind, RegExp>> = {
  statement: matcher(Object.values(EU_WORDS).flatMap((words) => words.statement)),
  feedback: matcher(Object.values(EU_WORDS).flatMap((words) => words.feedback)),
};
const EXCLUDED: Readonly<Record<WordKind, RegExp | undefined>> = {
  statement: undefined,
  feedback: new RegExp(NOT_FEEDBACK.map(termSource).join('|'), 'gu'),
};

/** Whether a text (already normalised with normaliseForMatching) names a page of this kind in any listed language. */
export function namesPage(kind: WordKind, normalised: string): boolean {
  const excluded = EXCLUDED[kind];
  const text = excluded ? normalised.replace(excluded, ' ') : normalised;
  return MATCHERS[kind].test(text);
}

/**
 * The page's language as an ISO 639-1 code when one can be told: the root element's `lang`, else the
 * language its text is written in. Undefined when neither says.
 */
export function pageLanguage(lang: string, text: string): string | undefined {
  const declared = primarySubtag(lang);
  if (declared !== '') return iso6393To1[declared] ?? declared;
  const detected = detectLanguage(text);
  return detected ? (iso6393To1[detected.code] ?? detected.code) : undefined;
}

/** Whether these word lists cover the language: only then can their absence be called a failure. */
export function hasWordsFor(language: string | undefined): boolean {
  return language !== undefined && Object.hasOwn(EU_WORDS, language);
}
