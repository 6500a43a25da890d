import { escapeHtml } from '@klarsicht/report';
import type { PageFacts, PageLink } from '../artifacts/page-facts.js';
import type { ElementRef, Verdict } from '../model/rule.js';
import { languageName } from './detect-language.js';
import { hasWordsFor, normaliseForMatching, pageLanguage } from './eu-words.js';

/*
 * What the rules over a page's facts (its links, title, headings) share: which links lead to a page,
 * how a text is matched against word lists, and how the page, a link or a heading is named in a
 * verdict. PageFacts keep no outer HTML, so the snippets are rebuilt from what they hold.
 */

/** Link kinds that lead to a page; mailto:, tel: and javascript: links do not. */
const PAGE_PROTOCOLS = new Set(['http:', 'https:']);

/** The link's target resolved against the page URL, or undefined when it is not a web page. */
export function resolvePageLink(link: PageLink, pageUrl: string): URL | undefined {
  try {
    const url = new URL(link.href, pageUrl);
    return PAGE_PROTOCOLS.has(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The path of a URL, decoded and normalised for matching ("" when it cannot be decoded). */
export function normalisedPath(url: URL): string {
  try {
    return normaliseForMatching(decodeURIComponent(url.pathname));
  } catch {
    return normaliseForMatching(url.pathname);
  }
}

/** Tells whether a text, normalised with normaliseForMatching, says what a check looks for. */
export type TextMatcher = (normalised: string) => boolean;

/** True when the link's text, label or (for page links) path matches. */
export function linkMatches(link: PageLink, pageUrl: string, matches: TextMatcher): boolean {
  const target = resolvePageLink(link, pageUrl);
  const haystacks = [link.text, link.label].map(normaliseForMatching);
  if (target) haystacks.push(normalisedPath(target));
  return haystacks.some(matches);
}

export function anyMatches(texts: readonly string[], matches: TextMatcher): boolean {
  return texts.some((text) => matches(normaliseForMatching(text)));
}

/** A link as a verdict names it: the selector finds it by its href as written. */
export function linkRef(link: PageLink): ElementRef {
  const text = link.text || link.label;
  return {
    selector: `:is(a, area)[href="${escapeCssString(link.href)}"]`,
    html: `<a href="${escapeHtml(link.href)}">${escapeHtml(text)}</a>`,
  };
}

/** The page itself (axe uses "html" for its page-level rules, too). */
export function pageRef(facts: PageFacts): ElementRef {
  const lang = facts.lang ? ` lang="${escapeHtml(facts.lang)}"` : '';
  return { selector: 'html', html: `<html${lang}>` };
}

/** The page's title or a top-level heading, when those show what the page is. */
export function headingRef(kind: 'title' | 'h1', text: string): ElementRef {
  return { selector: kind, html: `<${kind}>${escapeHtml(text)}</${kind}>` };
}

/**
 * A page in a language our word lists do not cover (or whose language cannot be told) may name its
 * statement or contact page in words we do not know: not finding ours proves nothing there, so the
 * result is left to a person (check `checkId`, naming the language). Undefined when the lists cover it.
 */
export function reviewWithoutWords(facts: PageFacts, checkId: string): Verdict | undefined {
  const language = pageLanguage(facts.lang, facts.text);
  if (hasWordsFor(language)) return undefined;
  const data =
    language === undefined
      ? { messageKey: 'unknown' }
      : {
          lang: language,
          languageDe: languageName(language, 'de'),
          languageEn: languageName(language, 'en'),
        };
  return { ...pageRef(facts), outcome: 'review', check: checkId, data };
}

function escapeCssString(value: string): string {
  return value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');
}
