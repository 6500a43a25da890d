import { FIX_GUIDES, profileRules } from '@klarsicht/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteServer, startRouteServer } from '../../test-support/route-server.js';
import { toneWav } from '../../test-support/sound.js';
import { type PageReport, PROFILE_IDS, type ProfileId } from '../report/types.js';
import { createScanner, type Scanner } from '../scan/scanner.js';

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

/**
 * Each example is scanned under the smallest profile that runs its rule, counting from bfsg, the
 * profile the guides are written for and the smallest one with our own checks: so target-size
 * (tag wcag22aa) runs under wcag22aa and the AAA rules (tag wcag2aaa) under wcag22aaa. Which
 * profile runs which rule comes from the rule catalogue, as `klarsicht rules` lists it.
 */
const PROFILES_FROM_BFSG = PROFILE_IDS.slice(PROFILE_IDS.indexOf('bfsg'));
const rulesByProfile = new Map(
  PROFILES_FROM_BFSG.map((profile) => [profile, profileRules(profile, 'en').map((rule) => rule.id)]),
);

function profileFor(ruleId: string): ProfileId {
  const profile = PROFILES_FROM_BFSG.find((id) => rulesByProfile.get(id)!.includes(ruleId));
  if (!profile) throw new Error(`No profile runs ${ruleId}, so its fix guide can never be shown`);
  return profile;
}

// Neutral paths: a page whose address names the accessibility statement counts as that statement.
// The PDF rules' examples are PDF objects, not HTML: documents/fix-guide-examples.test.ts checks them.
const examples = Object.entries(FIX_GUIDES)
  .filter(([ruleId]) => !ruleId.startsWith('klarsicht-pdf-'))
  .flatMap(([ruleId, guides]) =>
    (['de', 'en'] as const).flatMap((language) =>
      (['before', 'after'] as const).map((side) => ({
        ruleId,
        profile: profileFor(ruleId),
        language,
        side,
        html: pageWith(guides[language][side], language),
      })),
    ),
  )
  .map((example, index) => ({ ...example, path: `/example-${index}.html` }));
type Example = (typeof examples)[number];

/**
 * Rules whose failures axe leaves to a person: whether media have sound, whether duplicate ids or
 * frame titles matter, whether a page's links need a way around them, whether two labels or an
 * unused header confuse. Two rules axe never fails on its own: aria-braille-equivalent marks its
 * failures for review (reviewOnFail), and server-side-image-map leaves every image with ismap to a
 * person, who must judge whether its destinations can be reached another way. Nor does
 * identical-links-same-purpose: links with the same name but different addresses need review,
 * because only a person can tell whether the addresses serve the same purpose. Of our own rules,
 * three only ever ask a person: a link text that needs its context, a title that disagrees with the
 * alt text, an abbreviation written out nowhere. Their "before" needs review, their "after" must not.
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
  'identical-links-same-purpose',
  'klarsicht-link-context',
  'klarsicht-alt-title-mismatch',
  'klarsicht-abbreviations',
]);

let server: RouteServer;
let scanner: Scanner;
beforeAll(async () => {
  // The examples' media (src="/media/…") play five seconds of sound.
  const sound = toneWav(5);
  const media = [...new Set(examples.flatMap((example) => example.html.match(/\/media\/[\w.-]+/g) ?? []))];
  server = await startRouteServer({
    ...Object.fromEntries(
      examples.map((example) => [
        example.path,
        (_request, response) =>
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(example.html),
      ]),
    ),
    ...Object.fromEntries(
      media.map((path) => [
        path,
        (_request, response) => response.writeHead(200, { 'content-type': 'audio/wav' }).end(sound),
      ]),
    ),
  });
  scanner = createScanner();
});
afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

describe('the fix guides’ examples', () => {
  it('are scanned under the smallest profile from bfsg up that runs their rule', () => {
    expect(profileFor('image-alt')).toBe('bfsg');
    expect(profileFor('klarsicht-accessibility-statement')).toBe('bfsg');
    expect(profileFor('target-size')).toBe('wcag22aa');
    expect(profileFor('color-contrast-enhanced')).toBe('wcag22aaa');
  });

  // About 90 s on an idle two-core machine; room for one four times as busy.
  it('fail the rule before the fix and pass it after', { timeout: 600_000 }, async () => {
    const wrong: string[] = [];
    for (const profile of PROFILES_FROM_BFSG) {
      const group = examples.filter((example) => example.profile === profile);
      if (group.length === 0) continue;
      const report = await scanner.scanPages(
        group.map((example) => `${server.origin}${example.path}`),
        { allowPrivateAddresses: true, profile, respectRobotsTxt: false },
      );
      wrong.push(...group.flatMap((example, index) => wrongOutcome(example, report.pages[index]!)));
    }
    expect(wrong).toEqual([]);
  });
});

function wrongOutcome(example: Example, page: PageReport): string[] {
  // A best practice's failures are what its rule finds, shown apart from the WCAG violations.
  const found = [
    ...page.violations,
    ...page.bestPractices,
    ...(REVIEWED_RULES.has(example.ruleId) ? page.incomplete : []),
  ];
  const violated = found.some((finding) => finding.id === example.ruleId);
  const expected = example.side === 'before';
  return violated === expected
    ? []
    : [
        `${example.ruleId} (${example.language}, ${example.side}, ${example.profile}): ${violated ? 'violated' : 'not violated'}`,
      ];
}
