import type { BfsgReference } from '@klarsicht/report';
import { escapeHtml } from '@klarsicht/report';
import { languageName } from '../browser-checks/language/detect-language.js';
import type { FindingNode, Impact, NodeChecks } from '../report/types.js';
import { failureSummaryText } from '../texts/rule-texts.js';
import { hasWordsFor, normaliseForMatching, pageLanguage } from './eu-words.js';
import type { PageFacts, PageLink } from './page-facts.js';

/** One of our own checks, shaped like an axe rule: data plus one pure evaluate function. */
export interface OwnCheckRule {
  /** Ours start with "klarsicht-", so they never clash with axe rule ids. */
  id: `klarsicht-${string}`;
  /** Impact when the check fails. */
  impact: Impact;
  description: string;
  help: string;
  helpUrl: string;
  tags: string[];
  en301549: string[];
  /** The W3C ACT rules the check implements (none of ours does yet). */
  actRules: string[];
  /** Where the BFSG asks for it; `bfsg` is its English note, readers get it in their language. */
  bfsgReference: BfsgReference;
  bfsg: string;
  evaluate(facts: PageFacts): OwnCheckResult;
}

export interface OwnCheckResult {
  /** "review": a person must decide (needs review), as when the page's language is one we have no words for. */
  outcome: 'passed' | 'failed' | 'review';
  /**
   * Passed: the elements that satisfy the check. Failed or review: the page itself, with the checks
   * that say why.
   */
  nodes: FindingNode[];
}

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

/**
 * A node for a link. PageFacts keep no outer HTML, so the snippet is rebuilt from what they hold;
 * the selector finds the link by its href as written.
 */
export function linkNode(link: PageLink): FindingNode {
  const text = link.text || link.label;
  return {
    selector: `:is(a, area)[href="${escapeCssString(link.href)}"]`,
    html: `<a href="${escapeHtml(link.href)}">${escapeHtml(text)}</a>`,
  };
}

/**
 * A node for a page-level result (axe uses "html" for its page-level rules, too). A failed or doubtful
 * one names its checks; they are rendered in the reader's language, and in English as its summary.
 */
export function pageNode(facts: PageFacts, failed?: NodeChecks): FindingNode {
  const lang = facts.lang ? ` lang="${escapeHtml(facts.lang)}"` : '';
  const node: FindingNode = { selector: 'html', html: `<html${lang}>` };
  if (failed) {
    node.checks = failed;
    const summary = failureSummaryText(failed, 'en');
    if (summary !== undefined) node.failureSummary = summary;
  }
  return node;
}

/** The failed checks of one of our rules: `all` must pass (each is a requirement), or one of `any`. */
export function failedChecks(kind: 'all' | 'any', ids: readonly string[]): NodeChecks {
  const checks = ids.map((id) => ({ id, outcome: 'fail' as const }));
  return { any: kind === 'any' ? checks : [], all: kind === 'all' ? checks : [], none: [] };
}

/** The one check that left a rule's result to a person, with the data its message names. */
export function reviewCheck(id: string, data?: Record<string, unknown>): NodeChecks {
  return { any: [], all: [{ id, outcome: 'incomplete', ...(data === undefined ? {} : { data }) }], none: [] };
}

/**
 * A page in a language our word lists do not cover (or whose language cannot be told) may name its
 * statement or contact page in words we do not know: not finding ours proves nothing there, so the
 * result is left to a person (check `checkId`, naming the language). Undefined when the lists cover it.
 */
export function reviewWithoutWords(facts: PageFacts, checkId: string): OwnCheckResult | undefined {
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
  return { outcome: 'review', nodes: [pageNode(facts, reviewCheck(checkId, data))] };
}

/** A node for the page's title or top-level heading, when those show what the page is. */
export function headingNode(kind: 'title' | 'h1', text: string): FindingNode {
  return { selector: kind, html: `<${kind}>${escapeHtml(text)}</${kind}>` };
}

function escapeCssString(value: string): string {
  return value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');
}
