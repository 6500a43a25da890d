import { francAll } from 'franc-min';
import { data } from 'franc-min/data.js';
import { expressions } from 'franc-min/expressions.js';
import { iso6393To1 } from 'iso-639-3';

/** A language the text is written in, and how sure the detection is. */
export interface DetectedLanguage {
  /** ISO 639-3 code as franc gives it ("deu", "cmn"). */
  code: string;
  /** High: long text and a clear lead over the next language. Low: a lead, but short text or close. */
  confidence: 'high' | 'low';
  /**
   * Unmistakable: so much text and so far ahead of the next language that even a text in a language
   * the detector does not know would not be read as this one.
   */
  unmistakable: boolean;
  /** Letters in the text. */
  letters: number;
  /** franc's score of every language it knows (the best 1), by ISO 639-3 code. */
  scores: ReadonlyMap<string, number>;
}

/** Fewer letters than this are not judged at all: short texts are too often misread. */
export const MIN_LETTERS = 40;
/** From this many letters, with a clear lead, a detection is sure enough to call a mismatch a failure. */
export const SURE_LETTERS = 80;
/**
 * franc scores the best language 1; the runner-up at most this is a clear lead… (Measured: clear
 * English prose has its runner-up near 0.87; prose in a language franc-min lacks, 0.94 to 1.)
 */
const CLEAR_LEAD = 0.92;
/** …and at most this some lead. */
const SOME_LEAD = 0.97;
/**
 * A language franc scores at most this is far behind the best: a text of SURE_LETTERS or more is
 * surely not written in it, whichever language it is in (measured: ordinary English prose of 850
 * letters scores French 0.954, Dutch 0.951, German 0.945; its runner-up is too close for CLEAR_LEAD).
 */
const FAR_BEHIND = 0.95;
/** Unmistakable: at least this many letters, and the runner-up at most `FAR_LEAD`. */
const UNMISTAKABLE_LETTERS = 200;
const FAR_LEAD = 0.9;

/**
 * Individual languages franc names where a `lang` attribute usually names the macrolanguage, and
 * ISO 639-3 codes with no two-letter code though BCP 47 users write one.
 */
const MACROLANGUAGE: Readonly<Record<string, string>> = {
  cmn: 'zh',
  arb: 'ar',
  pes: 'fa',
  zlm: 'ms',
  uzn: 'uz',
  azj: 'az',
  swh: 'sw',
  npi: 'ne',
  plt: 'mg',
  qug: 'qu',
  koi: 'kv',
  pbu: 'ps',
  fuv: 'ff',
  hms: 'hmn',
  hnj: 'hmn',
  zyb: 'za',
};

/**
 * Languages too close to tell apart by letter statistics: a text franc reads as one may be the
 * other, so a `lang` of any of them is never called wrong for a text read as another.
 */
const CLOSE_LANGUAGES: readonly (readonly string[])[] = [
  ['bs', 'hr', 'sr', 'sh', 'cnr'],
  ['ms', 'id', 'zsm', 'zlm'],
  ['hi', 'ur', 'mai', 'bho', 'mag', 'mr', 'ne'],
  ['fa', 'prs', 'tg'],
  ['cs', 'sk'],
  ['no', 'nb', 'nn', 'da', 'sv'],
  ['gl', 'pt'],
  ['ca', 'oc'],
  ['de', 'lb', 'gsw', 'nds'],
  ['nl', 'af', 'li', 'fy'],
];

/** The codes a `lang` attribute may use for a franc language: its 639-1 code, or 639-3 code. */
function namesOf(code: string): string[] {
  const names = [code];
  const twoLetter = iso6393To1[code] ?? MACROLANGUAGE[code];
  if (twoLetter) names.push(twoLetter);
  return names;
}

/** Every language franc-min can detect, by every name a `lang` attribute may give it. */
const DETECTABLE = new Set(
  [
    ...Object.values(data).flatMap((byLanguage) => Object.keys(byLanguage)),
    ...Object.keys(expressions).filter((key) => /^[a-z]{3}$/.test(key)),
  ].flatMap(namesOf),
);

/** The language of a text, when it has enough letters to judge; undefined otherwise. */
export function detectLanguage(text: string): DetectedLanguage | undefined {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  if (letters < MIN_LETTERS) return undefined;
  const ranked = francAll(text, { minLength: MIN_LETTERS });
  const [best, runnerUp] = ranked;
  if (!best || best[0] === 'und') return undefined;
  const lead = runnerUp?.[1] ?? 0;
  if (lead > SOME_LEAD) return undefined;
  return {
    code: best[0],
    confidence: letters >= SURE_LETTERS && lead <= CLEAR_LEAD ? 'high' : 'low',
    unmistakable: letters >= UNMISTAKABLE_LETTERS && lead <= FAR_LEAD,
    letters,
    scores: new Map(ranked),
  };
}

/**
 * Whether the text is surely not in the language `lang` names, whichever language it is in: enough
 * letters, and franc scores the named language far behind the best. Says nothing of languages
 * franc does not know.
 */
export function surelyNotIn(lang: string, detected: DetectedLanguage): boolean {
  if (detected.letters < SURE_LETTERS) return false;
  const declared = primarySubtag(lang);
  const scores = [...detected.scores]
    .filter(([code]) => namesOf(code).includes(declared))
    .map(([, score]) => score);
  return scores.length > 0 && Math.max(...scores) <= FAR_BEHIND;
}

/**
 * Whether a `lang` value (BCP 47, "de-AT") can be compared with detected languages at all: its
 * primary subtag is a language the detector knows. Texts in other languages would be read as the
 * nearest known one, so for those no mismatch is ever claimed.
 */
export function isDetectable(lang: string): boolean {
  return DETECTABLE.has(primarySubtag(lang));
}

/** Whether the text, detected as `detected`, may well be in the language `lang` names. */
export function languageMatches(lang: string, detected: DetectedLanguage): boolean {
  const declared = primarySubtag(lang);
  const names = namesOf(detected.code);
  if (names.includes(declared)) return true;
  return CLOSE_LANGUAGES.some(
    (group) => group.includes(declared) && names.some((name) => group.includes(name)),
  );
}

export function primarySubtag(lang: string): string {
  return lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** A language's name in German or English ("Polnisch", "Polish"); the code itself when it has none. */
export function languageName(code: string, language: 'de' | 'en'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
