import type { PageFeature } from '../page-features.js';
import type { SamplePage, SampleReason } from './evaluation.js';

/*
 * WCAG-EM step 3 from a scan's pages: a proposal of the structured sample (3.a) that the owner
 * edits, and the random sample (3.b) drawn from the other pages with a seed, so that the draw can
 * be repeated and shown to be one.
 */

/** A page of the site's last scan that loaded. */
export interface ScannedPage {
  url: string;
  title: string | null;
  features: readonly PageFeature[];
  /** A PDF document the site offers, or a web page. */
  kind: 'page' | 'document';
}

/** The address as the sample keeps it: parsed and without its fragment; null when it is none. */
export function normaliseSampleUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    parsed.hash = '';
    return parsed.href;
  } catch {
    return null;
  }
}

/**
 * A path segment that stands for one of many pages rather than naming a place on the site: a
 * number (an id, a year, a month), something mixing digits and letters ("p12345", "2024-05-01",
 * "1234-rote-sneaker", a hash or a UUID), or a slug of three words or more ("mein-erster-artikel").
 * Names of one or two words ("kontakt", "ueber-uns", "damen") count as fixed.
 */
function isVariableSegment(segment: string): boolean {
  const name = segment.toLowerCase().replace(/\.(?:html?|php|aspx?|jsp)$/, '');
  if (/^\d+$/.test(name)) return true;
  if (/\d/.test(name) && /[a-z]/.test(name)) return true;
  return name.split(/[-_+]|%20/).filter(Boolean).length >= 3;
}

/**
 * The address pattern of a page: its path with every variable segment as "*", and the names of its
 * query parameters. Pages with the same pattern are likely built the same way (product pages, news
 * articles, search results); this is a guess from addresses alone, so users are told of "pages with
 * the same address pattern", never of detected templates. Null for what is no http(s) address.
 */
export function addressPattern(url: string): string | null {
  const normalised = normaliseSampleUrl(url);
  if (!normalised) return null;
  const parsed = new URL(normalised);
  const segments = parsed.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => (isVariableSegment(segment) ? '*' : segment.toLowerCase()));
  const parameters = [...new Set(parsed.searchParams.keys())].sort();
  return `/${segments.join('/')}${parameters.length > 0 ? `?${parameters.join('&')}` : ''}`;
}

const pathOf = (url: string) => new URL(url).pathname.toLowerCase();
const titleOf = (page: ScannedPage) => (page.title ?? '').toLowerCase();

/** The contact page's words; an imprint ("Impressum") names the provider, it is no contact page. */
const CONTACT = /kontakt|contact/;
/** The statement's words in its address or title, strongest first. */
const STATEMENT = /barrierefreiheit|accessibility/;
const STATEMENT_STRONG = /erkl(?:ae|ä|%c3%a4)rung|statement/;

/**
 * A proposal of the structured sample from the last scan's pages, in report order: the start page,
 * a contact page, the accessibility statement, a sign-in page, one page of each group of pages with
 * the same address pattern, and a PDF document if the site offers any. Each page once, with the
 * first reason that chose it.
 */
export function proposeStructuredSample(pages: readonly ScannedPage[]): SamplePage[] {
  const candidates = pages.flatMap((page) => {
    const url = normaliseSampleUrl(page.url);
    return url ? [{ ...page, url }] : [];
  });
  const webPages = candidates.filter((page) => page.kind === 'page');
  const chosen: SamplePage[] = [];
  const taken = new Set<string>();
  const take = (page: ScannedPage | undefined, reason: SampleReason) => {
    if (!page || taken.has(page.url)) return;
    taken.add(page.url);
    chosen.push({ url: page.url, title: page.title, reason, sample: 'structured' });
  };
  /** The first page not yet taken that passes the first test any page passes. */
  const firstOf = (from: readonly ScannedPage[], ...tests: Array<(page: ScannedPage) => boolean>) => {
    for (const test of tests) {
      const found = from.find((page) => !taken.has(page.url) && test(page));
      if (found) return found;
    }
    return undefined;
  };

  take(
    firstOf(
      webPages,
      (page) => pathOf(page.url) === '/' && new URL(page.url).search === '',
      (page) => pathOf(page.url) === '/',
      () => true,
    ),
    'home',
  );
  take(
    firstOf(
      webPages,
      (page) => CONTACT.test(pathOf(page.url)),
      (page) => CONTACT.test(titleOf(page)),
    ),
    'contact',
  );
  take(
    firstOf(
      webPages,
      (page) => STATEMENT.test(pathOf(page.url)) && STATEMENT_STRONG.test(pathOf(page.url)),
      (page) => STATEMENT.test(titleOf(page)) && STATEMENT_STRONG.test(titleOf(page)),
      (page) => STATEMENT.test(pathOf(page.url)),
      (page) => STATEMENT.test(titleOf(page)),
    ),
    'statement',
  );
  take(
    firstOf(webPages, (page) => page.features.includes('sign-in')),
    'sign-in',
  );
  for (const group of groupsByAddressPattern(webPages)) {
    // A group one of whose pages is in the sample already is represented by it.
    if (group.some((page) => taken.has(page.url))) continue;
    take(group[0], 'template');
  }
  take(
    firstOf(candidates, (page) => page.kind === 'document'),
    'document',
  );
  return chosen;
}

/** Groups of two pages or more with the same address pattern, in the order of their first page. */
function groupsByAddressPattern(pages: readonly ScannedPage[]): ScannedPage[][] {
  const groups = new Map<string, ScannedPage[]>();
  for (const page of pages) {
    const pattern = addressPattern(page.url);
    if (pattern === null) continue;
    const group = groups.get(pattern) ?? [];
    if (!group.some((member) => member.url === page.url)) group.push(page);
    groups.set(pattern, group);
  }
  return [...groups.values()].filter((group) => group.length >= 2);
}

/** WCAG-EM 3.b: a random sample of at least 10 % of the structured sample. */
export function requiredRandomPages(structuredPages: number): number {
  return Math.ceil(structuredPages / 10);
}

/**
 * The random sample: ceil(10 %) of the structured sample, at least one page while there are
 * candidates, drawn from the scan's web pages outside the structured sample. The candidates are put
 * in address order first, so the same pages and the same seed draw the same sample whatever order
 * the scan found them in. Documents are not drawn: WCAG-EM samples web pages.
 */
export function drawRandomSample(
  pages: readonly ScannedPage[],
  structured: ReadonlyArray<Pick<SamplePage, 'url'>>,
  seed: string,
): SamplePage[] {
  const inStructured = new Set(structured.map((page) => normaliseSampleUrl(page.url) ?? page.url));
  const byUrl = new Map<string, ScannedPage>();
  for (const page of pages) {
    const url = normaliseSampleUrl(page.url);
    if (page.kind !== 'page' || !url || inStructured.has(url) || byUrl.has(url)) continue;
    byUrl.set(url, { ...page, url });
  }
  const candidates = [...byUrl.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const count = Math.min(candidates.length, Math.max(1, requiredRandomPages(structured.length)));
  const next = seededRandom(seed);
  // The first `count` steps of a Fisher–Yates shuffle: each candidate equally likely, none twice.
  for (let index = 0; index < count; index++) {
    const pick = index + Math.floor(next() * (candidates.length - index));
    [candidates[index], candidates[pick]] = [candidates[pick]!, candidates[index]!];
  }
  return candidates
    .slice(0, count)
    .map((page) => ({ url: page.url, title: page.title, reason: 'other', sample: 'random' }));
}

/**
 * Numbers in [0, 1) from a text seed: the seed hashed with FNV-1a, then mulberry32. Not for
 * secrets; for a draw anyone can repeat from the seed.
 */
function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    state ^= seed.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
