import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RuleFixture, ruleFixtures } from '../../../rules/test-support/fixtures.js';
import { exampleDocument } from '../../test-support/pdf-documents.js';
import {
  type RouteHandler,
  type RouteServer,
  startRouteServer,
  text,
} from '../../test-support/route-server.js';
import { toneWav } from '../../test-support/sound.js';
import type { Finding, PageReport } from '../report/types.js';
import { createScanner, type Scanner } from '../scan/scanner.js';

/**
 * Every rule folder's fixtures (packages/rules/src/rules/<id>/fixtures/), scanned by the engine as a
 * user's scan would: served over HTTP, in Chromium, with the profile that runs every rule. A
 * fixture's name says what its rule must find there; other rules are not asked about it.
 */
const FIXTURES = ruleFixtures();

/**
 * Where a fixture is served: under a number, so that no address names what a rule looks for (the
 * statement rule reads the page's own path); PDFs under their document name.
 */
function servedAt(fixture: RuleFixture, index: number): string {
  const name = fixture.kind === 'pdf' ? fixture.file.replace(/\.pdf\.txt$/, '.pdf') : fixture.file;
  return `/fixture-${index}/${name}`;
}

const CASES = FIXTURES.map((fixture, index) => ({
  ...fixture,
  name: `${fixture.ruleId}/${fixture.file}`,
  path: servedAt(fixture, index),
}));

let server: RouteServer;
let scanner: Scanner;
const reports = new Map<string, PageReport>();

beforeAll(async () => {
  // Sound for the media fixtures: five seconds of tone, and one.
  const tone = toneWav(5);
  const short = toneWav(1);
  const wav =
    (sound: Buffer): RouteHandler =>
    (_request, response) =>
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(sound);
  const routes: Record<string, RouteHandler> = { '/tone.wav': wav(tone), '/short.wav': wav(short) };
  for (const fixture of CASES) {
    routes[fixture.path] =
      fixture.kind === 'pdf'
        ? (_request, response) =>
            response
              .writeHead(200, { 'content-type': 'application/pdf' })
              .end(exampleDocument(fixture.content))
        : text(fixture.content, 'text/html; charset=utf-8');
  }
  server = await startRouteServer(routes);
  scanner = createScanner();
  const paths = CASES.map((fixture) => fixture.path);
  const report = await scanner.scanPages(
    paths.map((path) => `${server.origin}${path}`),
    { allowPrivateAddresses: true, respectRobotsTxt: false, profile: 'wcag22aaa' },
  );
  paths.forEach((path, index) => {
    reports.set(path, report.pages[index]!);
  });
}, 240_000);

afterAll(async () => {
  await scanner?.close();
  await server?.close();
});

/** What the rule found on the fixture, as its name would say it. */
function found(fixture: (typeof CASES)[number]): string {
  const report = reports.get(fixture.path)!;
  const has = (findings: readonly Finding[] | undefined) =>
    (findings ?? []).some((finding) => finding.id === fixture.ruleId);
  if (has(report.violations) || has(report.bestPractices)) return 'failed';
  if (has(report.incomplete)) return 'review';
  if (has(report.passes)) return 'passed';
  return 'inapplicable';
}

describe('the rules’ fixtures, scanned', () => {
  it('are there, for every kind of page and document', () => {
    expect(FIXTURES.length).toBeGreaterThan(60);
    expect(FIXTURES.some((fixture) => fixture.kind === 'pdf')).toBe(true);
  });

  it.each(CASES)('$name', (fixture) => {
    expect(reports.get(fixture.path)?.error).toBeUndefined();
    expect(found(fixture)).toBe(fixture.outcome);
  });
});
