import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteServer, startRouteServer } from '../../test-support/route-server.js';
import { createScanner, type Scanner } from '../scan/scanner.js';
import { FIX_GUIDES } from './fix-guides.js';

/**
 * A fix guide's example must be true: the engine finds the rule's violation in "before" and not in
 * "after". Each example is put into an otherwise clean page: snippets of the page's frame (<html>,
 * <head>, <meta>) replace that part, others become the body.
 */
function pageWith(snippet: string, language: string): string {
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Beispiel</title>`;
  if (snippet.startsWith('<html'))
    return `<!doctype html>${snippet}<head>${head}</head><body><main><h1>Beispiel</h1></main></body></html>`;
  if (snippet.startsWith('<head>'))
    return `<!doctype html><html lang="${language}">${snippet}<body><main><h1>Beispiel</h1></main></body></html>`;
  if (snippet.startsWith('<meta')) {
    return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">${snippet}<title>Beispiel</title></head><body><main><h1>Beispiel</h1></main></body></html>`;
  }
  return `<!doctype html><html lang="${language}"><head>${head}</head><body>${snippet}</body></html>`;
}

// Neutral paths: a page whose address names the accessibility statement counts as that statement.
const examples = Object.entries(FIX_GUIDES)
  .flatMap(([ruleId, guides]) =>
    (['de', 'en'] as const).flatMap((language) =>
      (['before', 'after'] as const).map((side) => ({
        ruleId,
        language,
        side,
        html: pageWith(guides[language][side], language),
      })),
    ),
  )
  .map((example, index) => ({ ...example, path: `/example-${index}.html` }));

/**
 * Rules whose failures axe leaves to a person: whether media have sound, whether duplicate ids or
 * frame titles matter, whether a page's links need a way around them, whether two labels or an
 * unused header confuse. Two rules axe never fails on its own: aria-braille-equivalent marks its
 * failures for review (reviewOnFail), and server-side-image-map leaves every image with ismap to a
 * person, who must judge whether its destinations can be reached another way. Their "before" needs
 * review, their "after" must not.
 */
const REVIEWED_RULES = new Set([
  'video-caption',
  'no-autoplay-audio',
  'duplicate-id-aria',
  'frame-title-unique',
  'bypass',
  'form-field-multiple-labels',
  'th-has-data-cells',
  'aria-braille-equivalent',
  'server-side-image-map',
]);

let server: RouteServer;
let scanner: Scanner;
beforeAll(async () => {
  server = await startRouteServer(
    Object.fromEntries(
      examples.map((example) => [
        example.path,
        (_request, response) =>
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(example.html),
      ]),
    ),
  );
  scanner = createScanner();
});
afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

describe('the fix guides’ examples', () => {
  it('fail the rule before the fix and pass it after', { timeout: 180_000 }, async () => {
    const report = await scanner.scanPages(
      examples.map((example) => `${server.origin}${example.path}`),
      { allowPrivateAddresses: true, profile: 'bfsg', respectRobotsTxt: false },
    );
    const wrong = examples.flatMap((example, index) => {
      const page = report.pages[index]!;
      const found = [...page.violations, ...(REVIEWED_RULES.has(example.ruleId) ? page.incomplete : [])];
      const violated = found.some((finding) => finding.id === example.ruleId);
      const expected = example.side === 'before';
      return violated === expected
        ? []
        : [
            `${example.ruleId} (${example.language}, ${example.side}): ${violated ? 'violated' : 'not violated'}`,
          ];
    });
    expect(wrong).toEqual([]);
  });
});
