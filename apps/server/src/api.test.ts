import type { FindingView, ScanView } from '@klarsicht/contracts';
import { type FixtureSite, SHOP_HOME_VIOLATIONS, startFixtureSite } from '@klarsicht/fixture-site';
import { fixGuide, ruleTexts } from '@klarsicht/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../test-support/billing.js';
import { getJson, postJson, readEventStream, waitForScan } from '../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import {
  headerAuthenticator,
  recordingMailer,
  startTestService,
  type TestService,
} from '../test-support/test-service.js';
import { contactMessages } from './accounts/schema.js';

/**
 * The API over real HTTP, with a real worker and browser scanning a fixture site on 127.0.0.1
 * (private targets allowed, as in local demos). Runs on PGlite, or on PostgreSQL with TEST_DATABASE_URL.
 */

let database: TestDatabase;
let site: FixtureSite;
let service: TestService;
const mailer = recordingMailer();
let api: string;

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'shop' })]);
  service = await startTestService({
    db: database.db,
    mailer,
    authenticate: headerAuthenticator(database.db),
  });
  api = `${service.baseUrl}/api`;
});

afterAll(async () => {
  await service?.close();
  await site?.close();
  await database?.destroy();
});

const PROBLEM_JSON = /^application\/problem\+json/;
const HOME_RULES = Object.keys(SHOP_HOME_VIOLATIONS);

describe('a free check', () => {
  let scanId: string;

  it('is accepted with 202 and its id', async () => {
    // WCAG 2.1 A/AA: exactly the axe rules the fixture page breaks (BFSG adds our own checks).
    const created = await postJson(`${api}/scans`, { url: site.url('/'), profile: 'wcag21aa' });
    expect(created.status).toBe(202);
    expect(created.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.headers.get('location')).toBe(`/api/scans/${created.json.id}`);
    scanId = created.json.id;
  });

  it('streams its status and progress until it succeeds', async () => {
    const stream = await readEventStream(`${api}/scans/${scanId}/events`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const first = stream.events[0]!;
    expect(first.event).toBe('status');
    const last = stream.events.at(-1)!;
    expect(last.data).toMatchObject({ type: 'status', scan: { id: scanId, status: 'succeeded' } });
    // Every event's name is its type, and the stream ends after the final status.
    for (const { event, data } of stream.events) expect(event).toBe(data.type);
    if (first.data.type === 'status' && first.data.scan.status !== 'succeeded') {
      expect(stream.events.map((e) => e.event)).toContain('progress');
    }
  });

  it('reports the known violations of the page in its summary', async () => {
    const { status, json } = await getJson(`${api}/scans/${scanId}`);
    expect(status).toBe(200);
    const scan = json as ScanView;
    expect(scan).toMatchObject({
      id: scanId,
      url: site.url('/'),
      status: 'succeeded',
      profile: 'wcag21aa',
      scope: 'page',
      progress: { pagesDone: 1, pagesTotal: 1 },
    });
    expect(scan.summary.violations).toBe(HOME_RULES.length);
    expect(scan.summary.byImpact).toMatchObject({ critical: 3, serious: 1 });
    expect(scan.summary.passes).toBeGreaterThan(0);
    expect(Date.parse(scan.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(scan.startedAt!));
    expect(scan.failure).toBeUndefined();
  });

  it('lists findings filtered by category, impact and page, page by page', async () => {
    const violations = await getJson(`${api}/scans/${scanId}/findings?category=violations`);
    expect(violations.status).toBe(200);
    expect(violations.json.total).toBe(HOME_RULES.length);
    const items = violations.json.items as FindingView[];
    expect(items.map((finding) => finding.ruleId).sort()).toEqual([...HOME_RULES].sort());
    for (const finding of items) {
      expect(finding).toMatchObject({
        category: 'violations',
        pageUrl: site.url('/'),
        impact: SHOP_HOME_VIOLATIONS[finding.ruleId as keyof typeof SHOP_HOME_VIOLATIONS],
      });
      expect(finding.nodes.length).toBeGreaterThan(0);
      expect(finding.wcag.length).toBeGreaterThan(0);
    }

    const first = await getJson(`${api}/scans/${scanId}/findings?category=violations&limit=1`);
    const second = await getJson(`${api}/scans/${scanId}/findings?category=violations&limit=1&offset=1`);
    expect(first.json).toMatchObject({ total: HOME_RULES.length, limit: 1, offset: 0 });
    expect(first.json.items).toHaveLength(1);
    expect(second.json.items).toHaveLength(1);
    expect(first.json.items[0].id).not.toBe(second.json.items[0].id);

    const critical = await getJson(`${api}/scans/${scanId}/findings?impact=critical`);
    expect(critical.json.items.every((f: FindingView) => f.impact === 'critical')).toBe(true);
    const onPage = await getJson(`${api}/scans/${scanId}/findings?page=${encodeURIComponent(site.url('/'))}`);
    expect(onPage.json.total).toBeGreaterThan(HOME_RULES.length);
    const elsewhere = await getJson(
      `${api}/scans/${scanId}/findings?page=${encodeURIComponent(site.url('/x'))}`,
    );
    expect(elsewhere.json.total).toBe(0);

    const bad = await getJson(`${api}/scans/${scanId}/findings?category=errors&limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(bad.json.code).toBe('validation_failed');
    expect(bad.json.errors.map((e: { field: string }) => e.field).sort()).toEqual(['category', 'limit']);
  });

  it("gives rule titles and failure summaries in the reader's language: German by default, else as asked", async () => {
    const german = await getJson(`${api}/scans/${scanId}/findings?category=violations`);
    expect(german.headers.get('content-language')).toBe('de');
    const english = await fetch(`${api}/scans/${scanId}/findings?category=violations`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.headers.get('content-language')).toBe('en');
    const englishItems = ((await english.json()) as { items: FindingView[] }).items;
    const explicit = await getJson(`${api}/scans/${scanId}/findings?category=violations&lang=en`);
    expect(explicit.json.items).toEqual(englishItems);
    // The fixture's image-alt finding comes with its fix guide in each language.
    const imageAlt = (german.json.items as FindingView[]).find((finding) => finding.ruleId === 'image-alt');
    expect(imageAlt?.fix?.how).toMatch(/alt-Attribut/);
    for (const finding of german.json.items as FindingView[]) {
      const other = englishItems.find((item) => item.id === finding.id)!;
      expect(finding.help).toBe(ruleTexts(finding.ruleId, 'de')?.help);
      expect(other.help).toBe(ruleTexts(finding.ruleId, 'en')?.help);
      expect(finding.nodes[0]?.failureSummary).toMatch(
        /^Beheben Sie (alle|mindestens einen der) folgenden Punkte:/,
      );
      expect(other.nodes[0]?.failureSummary).toMatch(/^Fix (all|any) of the following:/);
      expect(finding.fix?.why).toBe(fixGuide(finding.ruleId, 'de')?.why);
      expect(other.fix?.why).toBe(fixGuide(finding.ruleId, 'en')?.why);
      if (finding.wcag.length > 0) {
        expect(finding.bfsg).toMatch(
          /^§ 3 Abs\. 1 BFSG i\. V\. m\. § 12 Nr\. 3 BFSGV; EN 301 549 V3\.2\.1 Abschnitte? 9\./,
        );
        expect(other.bfsg).toMatch(
          /^Section 3\(1\) BFSG in conjunction with Section 12 No\. 3 BFSGV; EN 301 549 V3\.2\.1 clauses? 9\./,
        );
      }
    }
  });

  it('lists the pages it checked', async () => {
    const { status, json } = await getJson(`${api}/scans/${scanId}/pages`);
    expect(status).toBe(200);
    expect(json.items).toHaveLength(1);
    expect(json.items[0]).toMatchObject({
      url: site.url('/'),
      status: 200,
      title: 'Fixture shop',
      counts: { violations: HOME_RULES.length },
    });
  });

  it('checks against BFSG unless told otherwise, including our own BFSG checks', async () => {
    const created = await postJson(`${api}/scans`, { url: site.url('/') });
    const scan = await waitForScan(service.baseUrl, created.json.id);
    expect(scan).toMatchObject({ profile: 'bfsg', status: 'succeeded' });
    const violations = await getJson(`${api}/scans/${scan.id}/findings?category=violations`);
    const sources = new Set(violations.json.items.map((finding: FindingView) => finding.source));
    expect(sources).toEqual(new Set(['axe', 'klarsicht']));
    expect(violations.json.total).toBe(scan.summary.violations);
  });

  it('answers an unknown or malformed scan id with 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { status, json, headers } = await getJson(`${api}/scans/${id}`);
      expect(status).toBe(404);
      expect(headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect(json.code).toBe('not_found');
    }
  });
});

describe('the event stream of a scan', () => {
  it('sends heartbeats while nothing happens and lets go when the client leaves', async () => {
    site.slowDelayMs = 4_000;
    const created = await postJson(`${api}/scans`, { url: site.url('/slow.html') });
    const controller = new AbortController();
    const response = await fetch(`${api}/scans/${created.json.id}/events`, { signal: controller.signal });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes(': heartbeat')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toMatch(/^retry: \d+\n\nevent: status\ndata: /);
    expect(text).toContain(': heartbeat\n\n');
    expect(service.app!.scanEvents.watchedScans).toBe(1);
    controller.abort();
    await expect.poll(() => service.app!.scanEvents.watchedScans, { timeout: 5_000 }).toBe(0);
    await waitForScan(service.baseUrl, created.json.id);
  });
});

describe('starting scans', () => {
  it.each([
    ['not a url at all'],
    ['ftp://example.com/'],
    ['javascript:alert(1)'],
    ['http://user:secret@example.com/'],
    ['https://exa mple.com/'],
  ])('refuses %j with 400 invalid_url', async (url) => {
    const { status, json, headers } = await postJson(`${api}/scans`, { url });
    expect(status).toBe(400);
    expect(headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(json).toMatchObject({ status: 400, code: 'invalid_url' });
  });

  it('refuses a missing url with field errors', async () => {
    const { status, json } = await postJson(`${api}/scans`, { profile: 'nope' });
    expect(status).toBe(400);
    expect(json.code).toBe('validation_failed');
    expect(json.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'url', code: 'required' }),
        expect.objectContaining({ field: 'profile', code: 'invalid_value' }),
      ]),
    );
  });

  it('keeps site scans and the WCAG 2.2 profiles for signed-in callers', async () => {
    const site401 = await postJson(`${api}/scans`, { url: site.url('/'), scope: 'site' });
    expect(site401.status).toBe(401);
    expect(site401.json.code).toBe('unauthorized');
    const profile401 = await postJson(`${api}/scans`, { url: site.url('/'), profile: 'wcag22aa' });
    expect(profile401.status).toBe(401);
  });
});

describe('scans of signed-in callers', () => {
  const alice = { 'x-test-user': '' };
  let siteScanId: string;

  beforeAll(async () => {
    // Site scans are for the sites on a plan: alice has Basic with the fixture site registered.
    const user = await createTestUser(database.db, 'alice');
    await grantPlan(database.db, user.id, 'basic', [site.url('/')]);
    alice['x-test-user'] = user.id;
  });

  it('run a site scan over the pages the site links', async () => {
    // The about page links home; home links nowhere.
    const created = await postJson(
      `${api}/scans`,
      { url: site.url('/about.html'), scope: 'site', profile: 'wcag21aa' },
      alice,
    );
    expect(created.status).toBe(202);
    siteScanId = created.json.id;
    const scan = await waitForScan(service.baseUrl, siteScanId, { headers: alice });
    expect(scan.status).toBe('succeeded');
    expect(scan.progress).toEqual({ pagesDone: 2, pagesTotal: 2 });
    const pages = await getJson(`${api}/scans/${siteScanId}/pages`, alice);
    expect(pages.json.items.map((page: { url: string }) => page.url).sort()).toEqual([
      site.url('/'),
      site.url('/about.html'),
    ]);
    const violations = await getJson(
      `${api}/scans/${siteScanId}/findings?category=violations&page=${encodeURIComponent(site.url('/about.html'))}`,
      alice,
    );
    expect(violations.json.total).toBe(0);
  });

  it('are visible to their owner only', async () => {
    expect((await getJson(`${api}/scans/${siteScanId}`, alice)).status).toBe(200);
    expect((await getJson(`${api}/scans/${siteScanId}`)).status).toBe(404);
    expect((await getJson(`${api}/scans/${siteScanId}`, { 'x-test-user': 'bob' })).status).toBe(404);
    expect((await getJson(`${api}/scans/${siteScanId}/findings`, { 'x-test-user': 'bob' })).status).toBe(404);
    expect((await getJson(`${api}/scans/${siteScanId}/events`, { 'x-test-user': 'bob' })).status).toBe(404);
  });

  it('are listed newest first, page by page, and only to their owner', async () => {
    const second = await postJson(`${api}/scans`, { url: site.url('/about.html') }, alice);
    await waitForScan(service.baseUrl, second.json.id, { headers: alice });

    const firstPage = await getJson(`${api}/scans?limit=1`, alice);
    expect(firstPage.status).toBe(200);
    expect(firstPage.json.items.map((scan: ScanView) => scan.id)).toEqual([second.json.id]);
    expect(firstPage.json.nextCursor).toBe(second.json.id);
    const secondPage = await getJson(`${api}/scans?limit=1&cursor=${firstPage.json.nextCursor}`, alice);
    expect(secondPage.json.items.map((scan: ScanView) => scan.id)).toEqual([siteScanId]);
    expect(secondPage.json.nextCursor).toBeUndefined();

    expect((await getJson(`${api}/scans`, { 'x-test-user': 'bob' })).json.items).toEqual([]);
    const anonymous = await getJson(`${api}/scans`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.code).toBe('unauthorized');
  });
});

describe('the free-check rate limit', () => {
  let limited: TestService;

  beforeAll(async () => {
    // A second API process on the same database, with a small limit, behind a "proxy" so each
    // test can be its own visitor address. Limits are counted in the database, so API processes
    // share them.
    limited = await startTestService({
      db: database.db,
      authenticate: headerAuthenticator(database.db),
      env: {
        ROLE: 'api',
        FREE_SCAN_RATE_LIMIT: '2',
        FREE_SCAN_RATE_WINDOW_SECONDS: '3600',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(() => limited?.close());

  it('answers 429 with Retry-After once an address has used its free checks', async () => {
    const url = `${limited.baseUrl}/api/scans`;
    const visitor = { 'x-forwarded-for': '203.0.113.7' };
    // Field errors and refused URLs do not use up the quota.
    expect((await postJson(url, { url: 'not a url' }, visitor)).status).toBe(400);
    expect((await postJson(url, { url: site.url('/') }, visitor)).status).toBe(202);
    expect((await postJson(url, { url: site.url('/about.html') }, visitor)).status).toBe(202);
    const third = await postJson(url, { url: site.url('/') }, visitor);
    expect(third.status).toBe(429);
    expect(third.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(third.json.code).toBe('rate_limited');
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address has its own quota.
    expect((await postJson(url, { url: site.url('/') }, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(
      202,
    );
    // A signed-in caller's free checks are counted per account, not against the address's quota;
    // scans of a site on a plan are not counted at all.
    const carol = await createTestUser(database.db, 'carol');
    const asCarol = { ...visitor, 'x-test-user': carol.id };
    expect((await postJson(url, { url: site.url('/') }, asCarol)).status).toBe(202);
    expect((await postJson(url, { url: site.url('/') }, asCarol)).status).toBe(202);
    const carolsThird = await postJson(url, { url: site.url('/') }, asCarol);
    expect(carolsThird.status).toBe(429);
    expect(Number(carolsThird.headers.get('retry-after'))).toBeGreaterThan(3500);
    await grantPlan(database.db, carol.id, 'basic', [site.url('/')]);
    expect((await postJson(url, { url: site.url('/') }, asCarol)).status).toBe(202);
  });
});

describe('the contact form', () => {
  const message = {
    email: 'ada@example.org',
    subject: 'Frage zum Scan',
    message: 'Wie lange dauert ein Scan?',
  };

  it('stores and sends a valid message', async () => {
    const before = mailer.sent.length;
    const { status, json } = await postJson(`${api}/contact`, message);
    expect(status).toBe(202);
    expect(json).toEqual({ received: true });
    expect(mailer.sent.slice(before)).toEqual([
      expect.objectContaining({ replyTo: message.email, subject: `[Kontakt] ${message.subject}` }),
    ]);
    const stored = await database.db.orm.select().from(contactMessages);
    expect(stored).toEqual([expect.objectContaining({ email: message.email, delivery: 'sent' })]);
  });

  it('answers a filled honeypot like a success but sends nothing', async () => {
    const before = mailer.sent.length;
    const { status, json } = await postJson(`${api}/contact`, { ...message, website: 'http://spam.example' });
    expect(status).toBe(202);
    expect(json).toEqual({ received: true });
    expect(mailer.sent.length).toBe(before);
  });

  it('names the fields that are wrong', async () => {
    const { status, json, headers } = await postJson(`${api}/contact`, {
      email: 'nope',
      subject: '  ',
      message: 'short',
    });
    expect(status).toBe(400);
    expect(headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect(json.code).toBe('validation_failed');
    expect(json.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', code: 'invalid_email' }),
        expect.objectContaining({ field: 'subject', code: 'required' }),
        expect.objectContaining({ field: 'message', code: 'too_short' }),
      ]),
    );
  });
});

describe('errors are problem+json', () => {
  it('for unknown API routes', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${api}/does-not-exist`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(PROBLEM_JSON);
      expect((await response.json()).code).toBe('not_found');
    }
  });

  it('for malformed JSON, unsupported media types and oversized bodies', async () => {
    const malformed = await postJson(`${api}/scans`, '{"url": ');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('malformed_body');

    const text = await fetch(`${api}/scans`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(415);
    expect(text.headers.get('content-type')).toMatch(PROBLEM_JSON);
    expect((await text.json()).code).toBe('unsupported_media_type');

    const huge = await postJson(`${api}/contact`, {
      email: 'a@b.de',
      subject: 'x',
      message: 'x'.repeat(70_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.code).toBe('payload_too_large');
  });
});

describe('service endpoints', () => {
  it('report liveness and readiness', async () => {
    expect((await getJson(`${service.baseUrl}/healthz`)).json).toEqual({ status: 'ok' });
    const ready = await getJson(`${service.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ok', checks: { database: 'ok', queue: 'ok' } });
  });

  it('count the scanned sites and their average violations', async () => {
    const response = await getJson(`${api}/stats`);
    const { status, json } = response;
    expect(status).toBe(200);
    // Every scan in this file checked the one fixture site (the exact averages are tested in db/).
    expect(json.last30days).toBe(1);
    expect(json.avgErrorsPerSite).toBeGreaterThanOrEqual(0);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0');
  });

  it('publish the OpenAPI document and its UI', async () => {
    const spec = await getJson(`${api}/docs/json`);
    expect(spec.status).toBe(200);
    expect(spec.json.openapi).toBe('3.1.0');
    expect(Object.keys(spec.json.paths)).toEqual(
      expect.arrayContaining([
        '/api/scans',
        '/api/scans/{id}',
        '/api/scans/{id}/findings',
        '/api/contact',
        '/api/stats',
      ]),
    );
    const ui = await fetch(`${api}/docs/`);
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-type')).toMatch(/^text\/html/);
    expect(ui.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
  });
});
