import type { BfsgReference } from '@klarsicht/report';
import { escapeHtml } from '@klarsicht/report';
import type { FindingNode, Impact, NodeChecks } from '../report/types.js';
import { failureSummaryText } from '../texts/rule-texts.js';
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
  passed: boolean;
  /** Passed: the elements that satisfy the check. Failed: the page itself, with a failure summary. */
  nodes: FindingNode[];
}

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

/** True when the link's text, label or (for page links) path matches any pattern. */
export function linkMatches(link: PageLink, pageUrl: string, patterns: readonly RegExp[]): boolean {
  const target = resolvePageLink(link, pageUrl);
  const haystacks = [link.text, link.label].map(normaliseForMatching);
  if (target) haystacks.push(normalisedPath(target));
  return haystacks.some((haystack) => patterns.some((pattern) => pattern.test(haystack)));
}

export function anyMatches(texts: readonly string[], patterns: readonly RegExp[]): boolean {
  return texts.some((text) => {
    const normalised = normaliseForMatching(text);
    return patterns.some((pattern) => pattern.test(normalised));
  });
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
 * A node for a page-level result (axe uses "html" for its page-level rules, too). A failed one names
 * its failed checks; they are rendered in the reader's language, and in English as its summary.
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

/** A node for the page's title or top-level heading, when those show what the page is. */
export function headingNode(kind: 'title' | 'h1', text: string): FindingNode {
  return { selector: kind, html: `<${kind}>${escapeHtml(text)}</${kind}>` };
}

function escapeCssString(value: string): string {
  return value.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');
}
