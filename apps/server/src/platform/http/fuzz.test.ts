import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endPlan, grantPlan } from '../../../test-support/billing.js';
import { storeFinishedScan } from '../../../test-support/scan-reports.js';
import { storeScreenshot } from '../../../test-support/stored-screenshot.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { buildTestApp, headerAuthenticator } from '../../../test-support/test-service.js';
import type { Authenticator } from '../../access/viewer.js';
import { setClientLogo } from '../../accounts/client-groups-repo.js';
import { ensurePersonalOrganisation } from '../../accounts/organisations-repo.js';
import { ensureUser } from '../../accounts/users-repo.js';
import { insertScan } from '../../scans/records/scans-repo.js';
import { siteFlows } from '../../sites/schema.js';
import { users } from '../db/schema.js';
import { isUuid } from '../db/uuid.js';
import { HttpProblem } from './problem.js';

/**
 * Property-based fuzzing of every public endpoint (fast-check, fixed seed, app.inject): malformed
 * bodies, content types, query strings, path ids and headers. Every answer is a 2xx (valid by
 * chance) or a 4xx problem+json whose `status` matches; never a 5xx; /healthz answers afterwards.
 */

const SEED = 20_261_122;
const RUNS = 200;

let database: TestDatabase;
let app: FastifyInstance;
/** The signed-in caller of the fuzzed requests that name one (Pro, with example.com registered and room for more). */
const OWNER_ID = '00000000-0000-4000-8000-00000000f022';
/**
 * Ids that exist, by kind: the owner's queued scan and finished scan (with a needs-review
 * finding), two test-mode checkout sessions, an API token, a share link and its token, a review
 * and a monitor.
 */
const EXISTING_KINDS = [
  'scan',
  'finishedScan',
  'checkout',
  'checkoutToCancel',
  'apiToken',
  'shareLinkToRevoke',
  'shareToken',
  'review',
  'monitor',
  'screenshot',
  'issue',
  'criterion',
  'statement',
  'member',
  'invitation',
  'clientGroup',
  'webhook',
  'webhookToDelete',
  'delivery',
  'tracker',
  'trackerToDelete',
  'flow',
  'flowToDelete',
] as const;
type ExistingKind = (typeof EXISTING_KINDS)[number];
const existingIds = Object.fromEntries(EXISTING_KINDS.map((kind) => [kind, ''])) as Record<
  ExistingKind,
  string
>;

/**
 * The test header names the user, but the real authenticators only ever yield our users' UUIDs:
 * any other fuzzed value is refused as a bad token would be.
 */
const signedInUsersOnly: Authenticator = async (request) => {
  const viewer = await headerAuthenticator(database.db)(request);
  if (!viewer || viewer.userId === OWNER_ID) return viewer;
  if (!isUuid(viewer.userId)) throw new HttpProblem(401, 'unauthorized', 'Unknown test user.');
  // Like the token authenticators: a subject seen for the first time becomes a user row.
  return { userId: (await ensureUser(database.db.orm, 'https://fuzz.test', viewer.userId, {})).id };
};

async function asOwner<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await app.inject({ method, url, headers: { 'x-test-user': OWNER_ID }, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json<T>();
}

async function startCheckout(): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { 'x-test-user': OWNER_ID },
    payload: { plan: 'basic', mode: 'subscription' },
  });
  return new URL(response.json<{ url: string }>().url).pathname.split('/').at(-1)!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {
    env: {
      FREE_SCAN_RATE_LIMIT: '1000000',
      CONTACT_RATE_LIMIT: '1000000',
      // Sign-in secrets are sealed, so that their whole path is fuzzed.
      CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
    },
    authenticate: signedInUsersOnly,
  });
  const [owner] = await database.db.orm
    .insert(users)
    .values({ id: OWNER_ID, issuer: 'https://issuer.test', subject: 'owner-1' })
    .returning();
  await ensurePersonalOrganisation(database.db.orm, owner!);
  // Checkouts are opened before the plan exists: a subscriber is refused a second one.
  existingIds.checkout = await startCheckout();
  existingIds.checkoutToCancel = await startCheckout();
  // Pro: room for further sites, so adding one can succeed (example.com again answers 409 site_exists).
  await grantPlan(database.db, OWNER_ID, 'pro', ['https://example.com']);
  existingIds.scan = randomUUID();
  await insertScan(database.db.orm, {
    id: existingIds.scan,
    organisationId: OWNER_ID,
    url: 'https://example.com/',
    site: 'example.com',
    scope: 'page',
    profile: 'wcag21aa',
  });
  existingIds.finishedScan = await storeFinishedScan(database.db, {
    organisationId: OWNER_ID,
    url: 'https://example.com/',
    site: 'example.com',
    findings: [
      { pageUrl: 'https://example.com/', ruleId: 'color-contrast', category: 'incomplete' },
      { pageUrl: 'https://example.com/', ruleId: 'image-alt', category: 'violations', impact: 'critical' },
    ],
  });
  existingIds.apiToken = (await asOwner<{ id: string }>('POST', '/api/tokens', { name: 'CI' })).id;
  const aWebhook = { kind: 'webhook', url: 'http://127.0.0.1:9/hook', events: ['issues.new'] };
  existingIds.webhook = (await asOwner<{ id: string }>('POST', '/api/organisation/webhooks', aWebhook)).id;
  existingIds.webhookToDelete = (
    await asOwner<{ id: string }>('POST', '/api/organisation/webhooks', aWebhook)
  ).id;
  const aTracker = { kind: 'github', repository: 'team/site', token: 'ghp_x', apiUrl: 'http://127.0.0.1:9' };
  existingIds.tracker = (await asOwner<{ id: string }>('POST', '/api/organisation/trackers', aTracker)).id;
  existingIds.trackerToDelete = (
    await asOwner<{ id: string }>('POST', '/api/organisation/trackers', aTracker)
  ).id;
  existingIds.delivery = (
    await asOwner<{ id: string }>('POST', `/api/organisation/webhooks/${existingIds.webhook}/test`)
  ).id;
  // The owner in their personal organisation: every change there is refused (the last owner).
  existingIds.member = OWNER_ID;
  existingIds.invitation = (
    await asOwner<{ id: string }>('POST', '/api/organisation/invitations', {
      email: 'fuzz-invited@example.com',
      role: 'viewer',
    })
  ).id;
  existingIds.clientGroup = (
    await asOwner<{ id: string }>('POST', '/api/organisation/client-groups', {
      name: 'Fuzz-Kunde',
      sites: ['example.com'],
    })
  ).id;
  const link = await asOwner<{ id: string; token: string }>(
    'POST',
    `/api/scans/${existingIds.finishedScan}/share`,
  );
  existingIds.shareToken = link.token;
  // Revoking is fuzzed on a second link, so that the first one stays readable.
  existingIds.shareLinkToRevoke = (
    await asOwner<{ id: string }>('POST', `/api/scans/${existingIds.finishedScan}/share`)
  ).id;
  existingIds.review = (
    await asOwner<{ id: string }>('PUT', '/api/reviews', {
      scanId: existingIds.finishedScan,
      ruleId: 'color-contrast',
    })
  ).id;
  existingIds.monitor = (await asOwner<{ items: { id: string }[] }>('GET', '/api/monitors')).items[0]!.id;
  const aFlow = { name: 'Kontakt', recording: VALID_RECORDING };
  existingIds.flow = (
    await asOwner<{ id: string }>('POST', `/api/sites/${existingIds.monitor}/flows`, aFlow)
  ).id;
  existingIds.flowToDelete = (
    await asOwner<{ id: string }>('POST', `/api/sites/${existingIds.monitor}/flows`, aFlow)
  ).id;
  existingIds.criterion = '1.1.1';
  existingIds.screenshot = await storeScreenshot(database.db, existingIds.finishedScan);
  existingIds.issue = (
    await asOwner<{ items: { id: string }[] }>('GET', `/api/scans/${existingIds.finishedScan}/issues`)
  ).items[0]!.id;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

// ——— arbitraries ———

const printableChar = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));
const printable = (maxLength = 120) => fc.string({ unit: printableChar, maxLength });
const anyText = fc.string({ unit: 'binary', maxLength: 400 });
const tricky = fc.constantFrom(
  '',
  ' ',
  'null',
  '{',
  '[]',
  '"',
  '%',
  '%zz',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '{"__proto__":{"polluted":true}}',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'true',
  'http://127.0.0.1/',
  'javascript:alert(1)',
);
const text = fc.oneof(printable(), tricky, anyText);

const jsonBody = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value));
const scanBody = fc
  .record(
    {
      url: fc.oneof({ weight: 3, arbitrary: fc.webUrl() }, text, fc.jsonValue({ maxDepth: 1 })),
      profile: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('wcag21aa', 'bfsg', 'wcag22aa', 'wcag22aaa') },
        text,
      ),
      scope: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('page', 'site') }, text, fc.integer()),
      extra: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const contactBody = fc
  .record(
    {
      email: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('anna@example.org', 'max.muster@firma.de') },
        fc.emailAddress(),
        text,
      ),
      subject: fc.oneof({ weight: 3, arbitrary: printable(250) }, text, fc.integer()),
      message: fc.oneof({ weight: 3, arbitrary: printable(6000) }, text),
      website: fc.oneof(text, fc.constant('')),
    },
    { requiredKeys: ['email', 'subject', 'message'] },
  )
  .map((value) => JSON.stringify(value));
const checkoutBody = fc
  .record(
    {
      plan: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('basic', 'pro', 'enterprise') }, text),
      mode: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('subscription', 'payment') }, text),
      currency: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('eur', 'usd') }, text),
      extra: fc.jsonValue({ maxDepth: 1 }),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const planChangeBody = fc
  .oneof(
    { weight: 3, arbitrary: fc.record({ plan: fc.constantFrom('basic', 'pro', 'enterprise') }) },
    fc.record({ plan: text, extra: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 2 }),
  )
  .map((value) => JSON.stringify(value));
const addUrlBody = fc
  .record(
    {
      url: fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom('https://example.com/impressum', 'www.example.com') },
        // Sites not on the plan yet: the only bodies that can be added (until Pro's five are used).
        { weight: 3, arbitrary: fc.domain().map((domain) => `https://${domain}/shop/`) },
        fc.webUrl(),
        text,
        fc.jsonValue({ maxDepth: 1 }),
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const subscriptionChangeBody = fc
  .oneof(
    {
      weight: 4,
      arbitrary: fc.record({ action: fc.constant('switch'), plan: fc.constantFrom('basic', 'pro') }),
    },
    fc.record({ action: fc.constantFrom('cancel', 'switch', 'pause'), plan: text }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 2 }),
  )
  .map((value) => JSON.stringify(value));
const meBody = fc
  .record(
    { fullName: fc.oneof({ weight: 3, arbitrary: printable(100) }, text, fc.integer()) },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const deleteAccountBody = fc
  .record(
    {
      confirmation: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('owner@example.com', 'DELET', ' ') },
        text,
        fc.integer(),
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const organisationBody = fc
  .record(
    { name: fc.oneof({ weight: 3, arbitrary: printable(140) }, text, fc.integer()) },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const memberBody = fc
  .record(
    {
      role: fc.oneof(
        fc.constantFrom('owner', 'admin', 'editor', 'viewer', 'client'),
        text,
        fc.constant(null),
      ),
    },
    { requiredKeys: ['role'] },
  )
  .map((value) => JSON.stringify(value));
const invitationBody = fc
  .record(
    {
      email: fc.oneof({ weight: 3, arbitrary: fc.emailAddress() }, text),
      role: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('admin', 'editor', 'viewer') }, text),
      language: fc.oneof(fc.constantFrom('de', 'en'), text),
      clientGroupId: fc.oneof(fc.uuid(), text),
    },
    { requiredKeys: ['email', 'role'] },
  )
  .map((value) => JSON.stringify(value));
const clientSites = fc.array(fc.oneof(fc.webUrl(), fc.domain(), text), { maxLength: 4 });
const clientGroupBody = fc
  .record(
    {
      name: fc.oneof({ weight: 3, arbitrary: printable(140) }, text),
      sites: fc.oneof({ weight: 3, arbitrary: clientSites }, text),
      brandName: fc.oneof(printable(140), fc.constant(null), fc.integer()),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const acceptBody = fc
  .record({ token: fc.oneof(printable(60), text, fc.integer()) }, { requiredKeys: [] })
  .map((value) => JSON.stringify(value));
const tokenBody = fc
  .record(
    { name: fc.oneof({ weight: 3, arbitrary: printable(80) }, text, fc.integer()) },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const webhookBody = fc
  .oneof(
    // Valid ones too, so that webhooks are made (on this machine's addresses: private ones allowed here).
    {
      weight: 1,
      arbitrary: fc.constant({ kind: 'slack', url: 'http://127.0.0.1:9/slack', events: ['issues.new'] }),
    },
    {
      weight: 4,
      arbitrary: fc.record(
        {
          kind: fc.oneof(fc.constantFrom('webhook', 'slack', 'teams'), text),
          url: fc.oneof(fc.webUrl(), text, fc.constant('https://127.0.0.1/x')),
          events: fc.oneof(fc.array(fc.constantFrom('issues.new', 'scan.finished', 'nope')), text),
          site: fc.oneof(fc.domain(), text),
          language: fc.oneof(fc.constantFrom('de', 'en'), text),
          description: text,
        },
        { requiredKeys: [] },
      ),
    },
  )
  .map((value) => JSON.stringify(value));
const trackerBody = fc
  .oneof(
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'gitlab',
        project: 'team/site',
        token: 'glpat-x',
        baseUrl: 'http://127.0.0.1:9',
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record(
        {
          kind: fc.oneof(fc.constantFrom('github', 'gitlab', 'jira'), text),
          repository: fc.oneof(fc.constant('a/b'), text),
          project: text,
          projectKey: fc.oneof(fc.constant('WEB'), text),
          siteUrl: fc.oneof(fc.webUrl(), text),
          email: fc.oneof(fc.emailAddress(), text),
          token: text,
          apiUrl: fc.oneof(fc.webUrl(), text),
        },
        { requiredKeys: [] },
      ),
    },
  )
  .map((value) => JSON.stringify(value));
const uploadBody = fc
  .oneof(
    // A valid page too, of the owner's site, so that results are stored.
    {
      weight: 1,
      arbitrary: fc.constant({
        profile: 'bfsg',
        page: {
          url: 'https://example.com/konto',
          violations: [
            {
              id: 'label',
              source: 'axe',
              impact: 'critical',
              description: 'Form elements must have labels',
              help: 'Form elements must have labels',
              helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/label',
              tags: ['wcag2a', 'wcag131'],
              wcag: [{ id: '1.3.1', level: 'A', title: 'Info and Relationships', version: '2.0' }],
              en301549: ['9.1.3.1'],
              nodes: [{ selector: '#plz', html: '<input id="plz">' }],
              nodeCount: 1,
            },
          ],
          passes: [],
          incomplete: [],
          inapplicable: [],
          bestPractices: [],
        },
      }),
    },
    {
      weight: 4,
      arbitrary: fc.record(
        {
          profile: fc.oneof(fc.constantFrom('bfsg', 'wcag22aa'), text),
          page: fc.oneof(
            fc.record(
              {
                url: fc.oneof(fc.webUrl(), text),
                title: text,
                violations: fc.oneof(fc.array(fc.record({ id: text, nodes: fc.array(text) })), text),
                passes: fc.constant([]),
              },
              { requiredKeys: [] },
            ),
            text,
          ),
        },
        { requiredKeys: [] },
      ),
    },
  )
  .map((value) => JSON.stringify(value));
const ticketsBody = fc
  .record(
    {
      trackerId: fc.oneof(fc.constant('TRACKER'), fc.uuid(), text),
      issueIds: fc.oneof(fc.array(fc.oneof(fc.constant('1'), text), { maxLength: 60 }), text),
      language: fc.oneof(fc.constantFrom('de', 'en'), text),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value).replace('"TRACKER"', JSON.stringify(existingIds.tracker)));
const webhookChangeBody = fc
  .oneof(
    { weight: 1, arbitrary: fc.constant({ enabled: false, language: 'en' }) },
    {
      weight: 4,
      arbitrary: fc.record(
        {
          url: fc.oneof(fc.webUrl(), text),
          events: fc.oneof(fc.array(fc.constantFrom('issues.new', 'nope')), text),
          site: fc.oneof(fc.domain(), text, fc.constant(null)),
          enabled: fc.oneof(fc.boolean(), text),
          description: fc.oneof(text, fc.constant(null)),
        },
        { requiredKeys: [] },
      ),
    },
  )
  .map((value) => JSON.stringify(value));
const reviewBody = fc
  .oneof(
    // The one needs-review finding of the finished scan, so that valid marks are made too.
    { weight: 2, arbitrary: fc.constant({ scanId: 'FINISHED_SCAN', ruleId: 'color-contrast' }) },
    {
      weight: 3,
      arbitrary: fc.record(
        {
          scanId: fc.oneof(
            { weight: 3, arbitrary: fc.constant('FINISHED_SCAN') },
            fc.uuid().map(String),
            text,
          ),
          ruleId: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('color-contrast', 'image-alt') }, text),
          pageUrl: fc.oneof(fc.constant('https://example.com/'), text),
          note: fc.oneof(printable(200), text),
        },
        { requiredKeys: [] },
      ),
    },
  )
  .map((value) => JSON.stringify(value).replace('"FINISHED_SCAN"', JSON.stringify(existingIds.finishedScan)));
const decisionFields = {
  status: fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom('open', 'in_progress', 'fixed', 'false_positive', 'accepted', 'verified'),
    },
    text,
  ),
  scope: fc.oneof(fc.constantFrom('page', 'site'), text),
  pageUrl: fc.oneof(fc.constant('https://example.com/'), text),
  note: fc.oneof(printable(200), text),
  assigneeId: fc.oneof(fc.uuid().map(String), text),
  dueOn: fc.oneof(fc.constantFrom('2099-01-01', '2000-01-01'), text),
  reason: fc.oneof(fc.constantFrom('third_party', 'disproportionate_burden', 'planned'), text),
  reviewOn: fc.oneof(fc.constant('2099-06-30'), text),
  version: fc.oneof(fc.integer(), text),
};
const ruleDecisionBody = fc
  .oneof(
    // Valid decisions too, so that writing them is fuzzed beside refusing them.
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        { pathPattern: '/*', status: 'false_positive', note: 'Widget' },
        { pathPattern: '/shop/*', status: 'open' },
      ),
    },
    {
      weight: 3,
      arbitrary: fc.record(
        {
          pathPattern: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('/*', '/shop/*', '/kontakt') }, text),
          status: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom('open', 'false_positive', 'accepted') },
            text,
          ),
          note: decisionFields.note,
          reason: decisionFields.reason,
          reviewOn: decisionFields.reviewOn,
          version: decisionFields.version,
        },
        { requiredKeys: [] },
      ),
    },
  )
  .map((value) => JSON.stringify(value));
const withIssue = (value: unknown) =>
  JSON.stringify(value).replaceAll('"ISSUE"', JSON.stringify(existingIds.issue));
const decisionBody = fc
  .oneof(
    // Valid decisions too, so that writing them is fuzzed beside refusing them.
    {
      weight: 2,
      arbitrary: fc.constantFrom({ status: 'fixed' }, { status: 'false_positive', note: 'Dekoration' }),
    },
    { weight: 3, arbitrary: fc.record(decisionFields, { requiredKeys: [] }) },
  )
  .map((value) => JSON.stringify(value));
const bulkDecisionBody = fc
  .record(
    {
      items: fc.oneof(
        fc.array(
          fc.record(
            { ...decisionFields, issueId: fc.oneof({ weight: 3, arbitrary: fc.constant('ISSUE') }, text) },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
        text,
      ),
    },
    { requiredKeys: [] },
  )
  .map(withIssue);
const channels = fc.oneof(
  { weight: 3, arbitrary: fc.record({ inApp: fc.boolean(), email: fc.boolean() }) },
  fc.record(
    { inApp: fc.oneof(fc.boolean(), text), email: fc.oneof(fc.boolean(), text) },
    { requiredKeys: [] },
  ),
  text,
);
const notificationSettingsBody = fc
  .record(
    {
      kinds: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.record({
            assigned: channels,
            due_soon: channels,
            reopened: channels,
            verified: channels,
          }),
        },
        text,
      ),
      digest: fc.oneof(fc.boolean(), text),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const markReadBody = fc
  .oneof(
    fc.constant({ all: true }),
    fc.record(
      { ids: fc.oneof(fc.array(fc.oneof(fc.uuid().map(String), text), { maxLength: 3 }), text) },
      { requiredKeys: [] },
    ),
    fc.record({ all: fc.oneof(fc.boolean(), text) }, { requiredKeys: [] }),
  )
  .map((value) => JSON.stringify(value));
const monitorBody = fc
  .record(
    {
      url: fc.oneof({ weight: 3, arbitrary: fc.constant('https://example.com') }, fc.webUrl(), text),
      intervalMinutes: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 60, max: 43_200 }) },
        fc.integer(),
        text,
      ),
      enabled: fc.oneof({ weight: 3, arbitrary: fc.boolean() }, text),
      profile: fc.oneof(fc.constantFrom('wcag21aa', 'bfsg', 'wcag22aa', 'wcag22aaa'), text),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const verdictBody = fc
  .record(
    {
      outcome: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom('passed', 'failed', 'not-applicable') },
        text,
        fc.integer(),
      ),
      note: fc.oneof(printable(200), text),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const applicabilityBody = fc
  .record(
    {
      answers: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.dictionary(
            fc.constantFrom('documents', 'video', 'support', 'authoring'),
            fc.oneof(fc.boolean(), fc.constant(null)),
          ),
        },
        fc.dictionary(text, fc.oneof(fc.boolean(), text)),
        text,
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const evaluationBody = fc
  .record(
    {
      scope: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.record({
            description: printable(200),
            accessibilitySupportBaseline: printable(100),
            additionalRequirements: fc.oneof(printable(100), text),
          }),
        },
        text,
      ),
      sample: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.array(
            fc.record({
              url: fc.oneof(fc.constant('https://example.com/kontakt'), fc.webUrl(), text),
              reason: fc.oneof(fc.constantFrom('home', 'contact', 'process', 'other'), text),
              sample: fc.oneof(fc.constantFrom('structured', 'random'), text),
              label: fc.oneof(printable(50), text),
            }),
            { maxLength: 3 },
          ),
        },
        text,
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const publishBody = fc
  .record(
    { confirmUntested: fc.oneof({ weight: 3, arbitrary: fc.boolean() }, text, fc.integer()) },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const statementBody = fc
  .record(
    {
      language: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('de', 'en') }, text),
      organisation: fc.oneof(printable(80), text),
      serviceName: fc.oneof(printable(80), text),
      serviceDescription: fc.oneof(printable(200), text),
      serviceOperation: fc.oneof(printable(200), text),
      measures: fc.oneof(printable(200), text),
      contactEmail: fc.oneof(fc.constant('a@example.com'), fc.constant(''), text),
      contactPhone: fc.oneof(fc.constant('+49 30 1234'), text),
      contactAddress: fc.oneof(printable(80), text),
      alternatives: fc.oneof(printable(80), text),
      barrierNotes: fc.oneof(
        fc.dictionary(fc.constantFrom('1.1.1', '2.4.7', 'x'), fc.oneof(printable(80), text)),
        text,
      ),
      preparedOn: fc.oneof(fc.constant('2026-11-20'), text),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const patterns = fc.array(fc.oneof(fc.constantFrom('/blog/tag/*', '/kalender/**', 'shop', ''), text), {
  maxLength: 4,
});
/** A recording the parser accepts, on the seeded site. */
const VALID_RECORDING = {
  title: 'Kontakt',
  steps: [
    { type: 'navigate', url: 'https://example.com/kontakt' },
    { type: 'click', selectors: [['aria/Senden'], ['#senden']], offsetX: 1, offsetY: 1 },
    { type: 'customStep', name: 'klarsicht.check', parameters: { label: 'Fehler' } },
  ],
};
const flowStep = fc.oneof(
  fc.constantFrom(...VALID_RECORDING.steps),
  fc.record(
    {
      type: fc.oneof(fc.constantFrom('click', 'change', 'navigate', 'teleport'), text),
      selectors: fc.array(fc.array(text, { maxLength: 2 }), { maxLength: 2 }),
      url: text,
      value: text,
    },
    { requiredKeys: ['type'] },
  ),
);
const flowBody = fc
  .record(
    {
      name: fc.oneof(printable(40), text),
      recording: fc.oneof(
        fc.constant(VALID_RECORDING),
        fc.record({ title: fc.oneof(printable(40), text), steps: fc.array(flowStep, { maxLength: 4 }) }),
        fc.jsonValue({ maxDepth: 2 }),
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
const settingsBody = fc
  .record(
    {
      scope: fc.oneof(
        fc.record({
          area: fc.constantFrom('site', 'path', null, 'x'),
          include: patterns,
          exclude: patterns,
        }),
        text,
      ),
      signIn: fc.oneof(
        fc.constant(null),
        fc.record(
          {
            kind: fc.constantFrom('form', 'headers', 'basic', 'x'),
            loginUrl: fc.oneof(fc.constant('https://example.com/login'), text),
            username: fc.oneof(printable(40), text),
            password: fc.oneof(printable(40), text),
            usernameSelector: fc.oneof(fc.constant(null), fc.constant('#user'), text),
            passwordSelector: fc.constant(null),
            submitSelector: fc.constant(null),
            successSelector: fc.oneof(fc.constant(null), fc.constant('[unclosed'), text),
            successUrl: fc.constant(null),
            headers: fc.array(
              fc.record({ name: fc.oneof(fc.constant('Authorization'), text), value: text }),
              {
                maxLength: 2,
              },
            ),
            cookies: fc.array(fc.record({ name: text, value: text }), { maxLength: 2 }),
          },
          { requiredKeys: ['kind'] },
        ),
        text,
      ),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));
/**
 * The seeded flow, put back if fuzzing (a random method on its address) deleted it; stored directly,
 * since fuzzing the adding route may have filled the site's flows up to their limit.
 */
async function seedFlow(): Promise<void> {
  await database.db.orm
    .insert(siteFlows)
    .values({
      id: existingIds.flow,
      organisationId: OWNER_ID,
      site: 'example.com',
      name: 'Kontakt',
      recording: VALID_RECORDING,
    })
    .onConflictDoNothing();
}
/**
 * A logo on the seeded client group, so that it can be read and removed; stored directly, since
 * fuzzing the billing routes may have left the owner on a plan without branding.
 */
async function seedLogo(): Promise<void> {
  await setClientLogo(database.db.orm, existingIds.clientGroup, {
    bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    type: 'image/png',
  });
}
/** The owner's verdict on the seeded criterion, with a picture, so that evidence can be read and removed. */
async function seedEvidence(): Promise<void> {
  await asOwner('PUT', `/api/sites/${existingIds.monitor}/criteria/${existingIds.criterion}`, {
    outcome: 'passed',
  });
  const picture = await app.inject({
    method: 'PUT',
    url: `/api/sites/${existingIds.monitor}/criteria/${existingIds.criterion}/evidence`,
    headers: { 'x-test-user': OWNER_ID, 'content-type': 'image/png' },
    payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  expect(picture.statusCode).toBe(204);
}
/** A complete draft of the seeded site's statement, so that publishing it can succeed. */
async function seedStatementDraft(): Promise<void> {
  await asOwner('PUT', `/api/sites/${existingIds.monitor}/statement`, {
    language: 'de',
    organisation: 'Beispiel GmbH',
    serviceName: '',
    serviceDescription: 'Ein Laden.',
    serviceOperation: '',
    measures: '',
    contactEmail: 'a@example.com',
    contactPhone: '',
    contactAddress: '',
    alternatives: '',
    barrierNotes: {},
    preparedOn: '2026-11-20',
  });
}
/** A published statement of the seeded site, named by its public id. */
async function seedPublishedStatement(): Promise<void> {
  await seedStatementDraft();
  const published = await asOwner<{ publicUrl: string }>(
    'POST',
    `/api/sites/${existingIds.monitor}/statement/versions`,
    { confirmUntested: true },
  );
  existingIds.statement = new URL(published.publicUrl).pathname.split('/').at(-1)!;
}
const body = (shaped?: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: shaped ?? jsonBody },
    { weight: 2, arbitrary: jsonBody },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.constant('x'.repeat(70 * 1024)) },
    { weight: 1, arbitrary: fc.constant(`{"url":"https://example.com/","x":"${'y'.repeat(70 * 1024)}"}`) },
    { weight: 1, arbitrary: fc.constant('{"a":'.repeat(5_000)) },
  );
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constant(undefined),
  fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/problem+json',
      'application/json, text/plain',
    ),
    printable(60),
  ),
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          printable(20),
          fc.constantFrom('limit', 'offset', 'cursor', 'category', 'impact', 'page', 'fresh'),
        ),
        text,
      ),
      {
        maxLength: 6,
      },
    )
    .map((pairs) => `?${new URLSearchParams(pairs.map(([key, value]) => [key, value])).toString()}`),
  printable(200).map((raw) => `?${raw.replace(/[#\s]/g, '')}`),
);

const headerValue = printable(200).map((value) => value.trim());
const headers = fc.record(
  {
    accept: fc.oneof(
      headerValue,
      fc.constantFrom('application/json', 'text/event-stream', '*/*', 'text/html'),
    ),
    'accept-encoding': fc.oneof(
      headerValue,
      fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*;q=0'),
    ),
    'accept-language': headerValue,
    authorization: fc.oneof(
      headerValue,
      headerValue.map((value) => `Bearer ${value}`),
    ),
    cookie: headerValue,
    'x-request-id': headerValue,
    'x-forwarded-for': headerValue,
    'x-forwarded-proto': headerValue,
    'x-forwarded-host': headerValue,
    'if-none-match': headerValue,
    'if-modified-since': headerValue,
    range: headerValue,
    origin: headerValue,
    'x-test-user': fc.oneof(fc.constant(OWNER_ID), fc.uuid().map(String), headerValue),
    'last-event-id': headerValue,
  },
  { requiredKeys: [] },
);

const pathId = fc.oneof(
  fc.uuid().map(String),
  printable(150).map((value) => encodeURIComponent(value)),
  tricky.map((value) => encodeURIComponent(value)),
  fc.constantFrom('..%2F..%2Fhealthz', '%', '%zz', '00000000-0000-0000-0000-000000000000', 'x'.repeat(300)),
);
const pathIdOrExisting = fc.oneof(pathId, fc.constant('EXISTING'));
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const method = (normal: Method) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.constant(normal) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
  );

// ——— the property ———

function decode(response: LightMyRequestResponse): string {
  const payload = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(payload).toString('utf8');
    case 'br':
      return brotliDecompressSync(payload).toString('utf8');
    case 'deflate':
      return inflateSync(payload).toString('utf8');
    default:
      return payload.toString('utf8');
  }
}

/** Statuses per endpoint, to show that both valid and invalid requests were generated. */
const seen = new Map<string, Map<number, number>>();

async function expectProblemOrSuccess(endpoint: string, request: InjectOptions): Promise<void> {
  const response = await app.inject(request);
  const status = response.statusCode;
  const counts = seen.get(endpoint) ?? new Map<number, number>();
  seen.set(endpoint, counts.set(status, (counts.get(status) ?? 0) + 1));
  const where = `${request.method} ${request.url} → ${status}: ${response.body.slice(0, 300)}`;
  expect(status, where).toBeLessThan(500);
  expect(status, where).toBeGreaterThanOrEqual(200);
  if (status >= 400) {
    expect(response.headers['content-type'], where).toMatch(/^application\/problem\+json/);
    const problem = JSON.parse(decode(response)) as { status?: number; code?: string; title?: string };
    expect(problem.status, where).toBe(status);
    expect(problem.code, where).toEqual(expect.any(String));
    expect(problem.title, where).toEqual(expect.any(String));
  }
}

interface Endpoint {
  name: string;
  method: Method;
  /** Path with `:id` for the fuzzed id, and `{kind}` for a fixed existing id of that kind. */
  path: string;
  body?: fc.Arbitrary<string>;
  /** Which seeded record an id may name (not the scan for the event stream: it stays open for a live scan). */
  existingId?: ExistingKind;
  /** Why no fuzzed request can succeed here (the check that some did is skipped). */
  neverValid?: string;
  /** Puts back what earlier endpoints' fuzzing may have removed (random methods reach other routes). */
  before?: () => Promise<void>;
}

const fixedIds = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_match, kind: string) => existingIds[kind as ExistingKind]);

const ENDPOINTS: Endpoint[] = [
  { name: 'POST /api/scans', method: 'POST', path: '/api/scans', body: scanBody },
  { name: 'GET /api/scans', method: 'GET', path: '/api/scans' },
  { name: 'GET /api/scans/:id', method: 'GET', path: '/api/scans/:id', existingId: 'scan' },
  { name: 'GET /api/scans/:id/events', method: 'GET', path: '/api/scans/:id/events' },
  { name: 'GET /api/scans/:id/findings', method: 'GET', path: '/api/scans/:id/findings', existingId: 'scan' },
  { name: 'GET /api/scans/:id/pages', method: 'GET', path: '/api/scans/:id/pages', existingId: 'scan' },
  {
    name: 'GET /api/scans/:id/overview',
    method: 'GET',
    path: '/api/scans/:id/overview',
    existingId: 'finishedScan',
  },
  {
    name: 'GET /api/scans/:id/issue-rules',
    method: 'GET',
    path: '/api/scans/:id/issue-rules',
    existingId: 'finishedScan',
  },
  {
    name: 'GET /api/scans/:id/issues',
    method: 'GET',
    path: '/api/scans/:id/issues',
    existingId: 'finishedScan',
  },
  {
    name: 'GET /api/scans/:id/issues/:issueId/pages',
    method: 'GET',
    path: '/api/scans/{finishedScan}/issues/:id/pages',
    existingId: 'issue',
  },
  { name: 'GET /api/stats', method: 'GET', path: '/api/stats' },
  { name: 'GET /api/rules', method: 'GET', path: '/api/rules' },
  { name: 'POST /api/contact', method: 'POST', path: '/api/contact', body: contactBody },
  { name: 'GET /api/billing/plans', method: 'GET', path: '/api/billing/plans' },
  { name: 'GET /api/billing/account', method: 'GET', path: '/api/billing/account' },
  { name: 'POST /api/billing/checkout', method: 'POST', path: '/api/billing/checkout', body: checkoutBody },
  {
    name: 'POST /api/billing/subscription/plan',
    method: 'POST',
    path: '/api/billing/subscription/plan',
    body: planChangeBody,
  },
  {
    name: 'POST /api/billing/urls',
    method: 'POST',
    path: '/api/billing/urls',
    body: addUrlBody,
    // The fuzzed billing routes before it may have changed or ended the plan: start from Pro with room.
    before: () => grantPlan(database.db, OWNER_ID, 'pro', ['https://example.com']),
  },
  { name: 'POST /api/billing/portal', method: 'POST', path: '/api/billing/portal' },
  {
    name: 'GET /api/billing/test-mode/checkout/:id',
    method: 'GET',
    path: '/api/billing/test-mode/checkout/:id',
    existingId: 'checkout',
  },
  {
    name: 'POST /api/billing/test-mode/checkout/:id/complete',
    method: 'POST',
    path: '/api/billing/test-mode/checkout/:id/complete',
    existingId: 'checkout',
    // A subscriber is refused a second plan at payment: the checkout can complete only without one.
    before: () => endPlan(database.db, OWNER_ID),
  },
  {
    name: 'POST /api/billing/test-mode/checkout/:id/cancel',
    method: 'POST',
    path: '/api/billing/test-mode/checkout/:id/cancel',
    existingId: 'checkoutToCancel',
    // Back to the plan with example.com that the routes after it work on (a completed checkout has none).
    before: () => grantPlan(database.db, OWNER_ID, 'pro', ['https://example.com']),
  },
  {
    name: 'POST /api/billing/test-mode/subscription',
    method: 'POST',
    path: '/api/billing/test-mode/subscription',
    body: subscriptionChangeBody,
  },
  { name: 'GET /api/auth/config', method: 'GET', path: '/api/auth/config' },
  { name: 'GET /api/me', method: 'GET', path: '/api/me' },
  { name: 'PATCH /api/me', method: 'PATCH', path: '/api/me', body: meBody },
  { name: 'POST /api/me/verification-email', method: 'POST', path: '/api/me/verification-email' },
  { name: 'GET /api/me/export', method: 'GET', path: '/api/me/export' },
  { name: 'GET /api/me/published-statements', method: 'GET', path: '/api/me/published-statements' },
  {
    name: 'DELETE /api/me',
    method: 'DELETE',
    path: '/api/me',
    body: deleteAccountBody,
    neverValid:
      'the confirmation must be the account’s e-mail ("DELETE" without one): none fuzzed is, so the owner stays',
  },
  { name: 'POST /api/tokens', method: 'POST', path: '/api/tokens', body: tokenBody },
  { name: 'GET /api/tokens', method: 'GET', path: '/api/tokens' },
  { name: 'GET /api/organisation/webhooks', method: 'GET', path: '/api/organisation/webhooks' },
  {
    name: 'POST /api/organisation/webhooks',
    method: 'POST',
    path: '/api/organisation/webhooks',
    body: webhookBody,
  },
  {
    name: 'PATCH /api/organisation/webhooks/:webhookId',
    method: 'PATCH',
    path: '/api/organisation/webhooks/:id',
    existingId: 'webhook',
    body: webhookChangeBody,
  },
  {
    name: 'POST /api/organisation/webhooks/:webhookId/secret',
    method: 'POST',
    path: '/api/organisation/webhooks/:id/secret',
    existingId: 'webhook',
  },
  {
    name: 'POST /api/organisation/webhooks/:webhookId/test',
    method: 'POST',
    path: '/api/organisation/webhooks/:id/test',
    existingId: 'webhook',
  },
  {
    name: 'GET /api/organisation/webhooks/:webhookId/deliveries',
    method: 'GET',
    path: '/api/organisation/webhooks/:id/deliveries',
    existingId: 'webhook',
  },
  {
    name: 'POST /api/organisation/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    method: 'POST',
    path: '/api/organisation/webhooks/{webhook}/deliveries/:id/redeliver',
    existingId: 'delivery',
  },
  { name: 'GET /api/organisation/trackers', method: 'GET', path: '/api/organisation/trackers' },
  {
    name: 'POST /api/organisation/trackers',
    method: 'POST',
    path: '/api/organisation/trackers',
    body: trackerBody,
  },
  {
    name: 'DELETE /api/organisation/trackers/:trackerId',
    method: 'DELETE',
    path: '/api/organisation/trackers/:id',
    existingId: 'trackerToDelete',
  },
  { name: 'POST /api/scans/uploads', method: 'POST', path: '/api/scans/uploads', body: uploadBody },
  {
    name: 'POST /api/scans/:id/tickets',
    method: 'POST',
    path: '/api/scans/:id/tickets',
    existingId: 'finishedScan',
    body: ticketsBody,
    neverValid:
      "the owner's tracker points at a closed port: a request that passes validation gets 503 tracker_unavailable",
  },
  {
    name: 'POST /api/trackers/:trackerId/webhook',
    method: 'POST',
    path: '/api/trackers/:id/webhook',
    existingId: 'tracker',
    neverValid:
      "signed by the tracker with the link's secret, which no fuzzed request knows; trackers.test.ts sends signed ones",
  },
  {
    name: 'DELETE /api/organisation/webhooks/:webhookId',
    method: 'DELETE',
    path: '/api/organisation/webhooks/:id',
    existingId: 'webhookToDelete',
  },
  { name: 'DELETE /api/tokens/:id', method: 'DELETE', path: '/api/tokens/:id', existingId: 'apiToken' },
  { name: 'GET /api/organisations', method: 'GET', path: '/api/organisations' },
  { name: 'POST /api/organisations', method: 'POST', path: '/api/organisations', body: organisationBody },
  { name: 'GET /api/organisation/members', method: 'GET', path: '/api/organisation/members' },
  {
    // The member fixed, the body fuzzed (DELETE below fuzzes the id): a change can only succeed on
    // the owner's own membership, which few random ids would reach.
    name: 'PATCH /api/organisation/members/:userId',
    method: 'PATCH',
    path: '/api/organisation/members/{member}',
    body: memberBody,
  },
  { name: 'GET /api/organisation/activity', method: 'GET', path: '/api/organisation/activity' },
  { name: 'GET /api/organisation/activity/verify', method: 'GET', path: '/api/organisation/activity/verify' },
  { name: 'GET /api/organisation/activity/export', method: 'GET', path: '/api/organisation/activity/export' },
  {
    name: 'GET /api/organisation/activity/export.csv',
    method: 'GET',
    path: '/api/organisation/activity/export.csv',
  },
  {
    name: 'POST /api/organisation/invitations',
    method: 'POST',
    path: '/api/organisation/invitations',
    body: invitationBody,
  },
  { name: 'GET /api/organisation/invitations', method: 'GET', path: '/api/organisation/invitations' },
  {
    name: 'POST /api/organisation/invitations/:id/resend',
    method: 'POST',
    path: '/api/organisation/invitations/:id/resend',
    existingId: 'invitation',
  },
  {
    name: 'DELETE /api/organisation/invitations/:id',
    method: 'DELETE',
    path: '/api/organisation/invitations/:id',
    existingId: 'invitation',
    // Revoking the seeded invitation once makes every later DELETE a 404; the first may succeed.
  },
  { name: 'GET /api/organisation/client-groups', method: 'GET', path: '/api/organisation/client-groups' },
  {
    name: 'POST /api/organisation/client-groups',
    method: 'POST',
    path: '/api/organisation/client-groups',
    body: clientGroupBody,
  },
  {
    name: 'PATCH /api/organisation/client-groups/:id',
    method: 'PATCH',
    path: '/api/organisation/client-groups/:id',
    existingId: 'clientGroup',
    body: clientGroupBody,
  },
  {
    name: 'PUT /api/organisation/client-groups/:id/logo',
    method: 'PUT',
    path: '/api/organisation/client-groups/:id/logo',
    existingId: 'clientGroup',
    neverValid:
      'the body must be a picture, which fuzzed bodies never are; client-groups.test.ts uploads one',
  },
  {
    name: 'GET /api/organisation/client-groups/:id/logo',
    method: 'GET',
    path: '/api/organisation/client-groups/:id/logo',
    existingId: 'clientGroup',
    before: seedLogo,
  },
  {
    name: 'DELETE /api/organisation/client-groups/:id/logo',
    method: 'DELETE',
    path: '/api/organisation/client-groups/:id/logo',
    existingId: 'clientGroup',
    before: seedLogo,
  },
  {
    // Deleting the seeded group once makes every later DELETE a 404; the first may succeed.
    name: 'DELETE /api/organisation/client-groups/:id',
    method: 'DELETE',
    path: '/api/organisation/client-groups/:id',
    existingId: 'clientGroup',
  },
  {
    name: 'POST /api/invitations/accept',
    method: 'POST',
    path: '/api/invitations/accept',
    body: acceptBody,
    neverValid: 'a token that admits is only in the mail to an address no fuzzed caller has',
  },
  {
    name: 'DELETE /api/organisation/members/:userId',
    method: 'DELETE',
    path: '/api/organisation/members/:id',
    existingId: 'member',
    neverValid: "the owner's only member is themself in their personal organisation, which keeps its person",
  },
  {
    name: 'GET /api/scans/:id/report.json',
    method: 'GET',
    path: '/api/scans/:id/report.json',
    existingId: 'finishedScan',
  },
  {
    name: 'GET /api/scans/:id/report.csv',
    method: 'GET',
    path: '/api/scans/:id/report.csv',
    existingId: 'finishedScan',
  },
  {
    name: 'GET /api/scans/:id/report.pdf',
    method: 'GET',
    path: '/api/scans/:id/report.pdf',
    existingId: 'scan',
    neverValid: 'only the unfinished scan is named (409): a browser print per request is too slow here',
  },
  {
    name: 'POST /api/scans/:id/share',
    method: 'POST',
    path: '/api/scans/:id/share',
    existingId: 'finishedScan',
  },
  {
    name: 'GET /api/scans/:id/share',
    method: 'GET',
    path: '/api/scans/:id/share',
    existingId: 'finishedScan',
  },
  {
    name: 'DELETE /api/scans/:id/share/:linkId',
    method: 'DELETE',
    path: '/api/scans/{finishedScan}/share/:id',
    existingId: 'shareLinkToRevoke',
  },
  { name: 'GET /api/shared/:token', method: 'GET', path: '/api/shared/:id', existingId: 'shareToken' },
  {
    name: 'GET /api/shared/:token/findings',
    method: 'GET',
    path: '/api/shared/:id/findings',
    existingId: 'shareToken',
  },
  {
    name: 'GET /api/shared/:token/overview',
    method: 'GET',
    path: '/api/shared/:id/overview',
    existingId: 'shareToken',
  },
  {
    name: 'GET /api/shared/:token/issue-rules',
    method: 'GET',
    path: '/api/shared/:id/issue-rules',
    existingId: 'shareToken',
  },
  {
    name: 'GET /api/shared/:token/issues',
    method: 'GET',
    path: '/api/shared/:id/issues',
    existingId: 'shareToken',
  },
  {
    name: 'GET /api/shared/:token/issues/:issueId/pages',
    method: 'GET',
    path: '/api/shared/{shareToken}/issues/:id/pages',
    existingId: 'issue',
  },
  {
    name: 'GET /api/shared/:token/pages',
    method: 'GET',
    path: '/api/shared/:id/pages',
    existingId: 'shareToken',
  },
  {
    name: 'GET /api/scans/:id/screenshots/:screenshotId',
    method: 'GET',
    path: '/api/scans/{finishedScan}/screenshots/:id',
    existingId: 'screenshot',
  },
  {
    name: 'GET /api/shared/:token/screenshots/:screenshotId',
    method: 'GET',
    path: '/api/shared/{shareToken}/screenshots/:id',
    existingId: 'screenshot',
  },
  {
    name: 'PUT /api/scans/:id/issues/:issueId/decision',
    method: 'PUT',
    path: '/api/scans/{finishedScan}/issues/:id/decision',
    existingId: 'issue',
    body: decisionBody,
  },
  {
    name: 'PUT /api/scans/:id/rules/:ruleId/decision',
    method: 'PUT',
    path: '/api/scans/:id/rules/color-contrast/decision',
    existingId: 'finishedScan',
    body: ruleDecisionBody,
  },
  {
    name: 'POST /api/scans/:id/decisions',
    method: 'POST',
    path: '/api/scans/:id/decisions',
    existingId: 'finishedScan',
    body: bulkDecisionBody,
  },
  {
    name: 'GET /api/scans/:id/decisions',
    method: 'GET',
    path: '/api/scans/:id/decisions',
    existingId: 'finishedScan',
  },
  { name: 'GET /api/me/notifications', method: 'GET', path: '/api/me/notifications' },
  {
    name: 'POST /api/me/notifications/read',
    method: 'POST',
    path: '/api/me/notifications/read',
    body: markReadBody,
  },
  { name: 'GET /api/me/notification-settings', method: 'GET', path: '/api/me/notification-settings' },
  {
    name: 'PUT /api/me/notification-settings',
    method: 'PUT',
    path: '/api/me/notification-settings',
    body: notificationSettingsBody,
  },
  { name: 'PUT /api/reviews', method: 'PUT', path: '/api/reviews', body: reviewBody },
  { name: 'DELETE /api/reviews/:id', method: 'DELETE', path: '/api/reviews/:id', existingId: 'review' },
  {
    name: 'GET /api/scans/:id/reviews',
    method: 'GET',
    path: '/api/scans/:id/reviews',
    existingId: 'finishedScan',
  },
  {
    name: 'GET /api/scans/:id/needs-review',
    method: 'GET',
    path: '/api/scans/:id/needs-review',
    existingId: 'finishedScan',
  },
  { name: 'GET /api/monitors', method: 'GET', path: '/api/monitors' },
  { name: 'GET /api/sites', method: 'GET', path: '/api/sites' },
  { name: 'PUT /api/monitors', method: 'PUT', path: '/api/monitors', body: monitorBody },
  {
    name: 'GET /api/monitors/:id/trend',
    method: 'GET',
    path: '/api/monitors/:id/trend',
    existingId: 'monitor',
  },
  {
    name: 'GET /api/sites/:id/conformance',
    method: 'GET',
    path: '/api/sites/:id/conformance',
    existingId: 'monitor',
  },
  {
    name: 'GET /api/sites/:id/evaluation',
    method: 'GET',
    path: '/api/sites/:id/evaluation',
    existingId: 'monitor',
  },
  {
    name: 'PUT /api/sites/:id/evaluation',
    method: 'PUT',
    path: '/api/sites/:id/evaluation',
    existingId: 'monitor',
    body: evaluationBody,
  },
  {
    name: 'POST /api/sites/:id/evaluation/random',
    method: 'POST',
    path: '/api/sites/:id/evaluation/random',
    existingId: 'monitor',
  },
  {
    name: 'GET /api/sites/:id/evaluation/wcag-em',
    method: 'GET',
    path: '/api/sites/:id/evaluation/wcag-em',
    existingId: 'monitor',
  },
  {
    name: 'POST /api/sites/:id/evaluation/wcag-em',
    method: 'POST',
    path: '/api/sites/:id/evaluation/wcag-em',
    existingId: 'monitor',
    body: jsonBody,
    neverValid: 'an import needs a whole WCAG-EM Report Tool file; its own test imports one',
  },
  {
    name: 'GET /api/sites/:id/acr',
    method: 'GET',
    path: '/api/sites/:id/acr',
    existingId: 'monitor',
  },
  {
    name: 'PUT /api/sites/:id/applicability',
    method: 'PUT',
    path: '/api/sites/:id/applicability',
    existingId: 'monitor',
    body: applicabilityBody,
  },
  {
    name: 'GET /api/sites/:id/criteria/:criterion',
    method: 'GET',
    path: '/api/sites/{monitor}/criteria/:id',
    existingId: 'criterion',
  },
  {
    name: 'PUT /api/sites/:id/criteria/:criterion',
    method: 'PUT',
    path: '/api/sites/{monitor}/criteria/:id',
    existingId: 'criterion',
    body: verdictBody,
  },
  // Evidence before the verdict is withdrawn: withdrawing removes its picture.
  {
    name: 'PUT /api/sites/:id/criteria/:criterion/evidence',
    method: 'PUT',
    path: '/api/sites/{monitor}/criteria/:id/evidence',
    existingId: 'criterion',
    neverValid:
      'the body must be a picture, which fuzzed bodies never are; conformance.test.ts uploads real ones',
  },
  {
    name: 'GET /api/sites/:id/criteria/:criterion/evidence',
    method: 'GET',
    path: '/api/sites/{monitor}/criteria/:id/evidence',
    existingId: 'criterion',
    before: seedEvidence,
  },
  {
    name: 'DELETE /api/sites/:id/criteria/:criterion/evidence',
    method: 'DELETE',
    path: '/api/sites/{monitor}/criteria/:id/evidence',
    existingId: 'criterion',
    before: seedEvidence,
  },
  {
    name: 'DELETE /api/sites/:id/criteria/:criterion',
    method: 'DELETE',
    path: '/api/sites/{monitor}/criteria/:id',
    existingId: 'criterion',
  },
  {
    name: 'GET /api/sites/:id/statement',
    method: 'GET',
    path: '/api/sites/:id/statement',
    existingId: 'monitor',
  },
  {
    name: 'PUT /api/sites/:id/statement',
    method: 'PUT',
    path: '/api/sites/:id/statement',
    existingId: 'monitor',
    body: statementBody,
  },
  {
    name: 'POST /api/sites/:id/statement/versions',
    method: 'POST',
    path: '/api/sites/:id/statement/versions',
    existingId: 'monitor',
    body: publishBody,
    before: seedStatementDraft,
  },
  {
    name: 'GET /api/sites/:id/settings',
    method: 'GET',
    path: '/api/sites/:id/settings',
    existingId: 'monitor',
  },
  {
    name: 'PUT /api/sites/:id/settings',
    method: 'PUT',
    path: '/api/sites/:id/settings',
    existingId: 'monitor',
    body: settingsBody,
  },
  {
    name: 'GET /api/scans/:id/flows/:flowId/screenshot',
    method: 'GET',
    path: '/api/scans/{finishedScan}/flows/:id/screenshot',
    existingId: 'flow',
    neverValid: 'no flow of the seeded scan stopped with a picture',
  },
  { name: 'GET /api/sites/:id/flows', method: 'GET', path: '/api/sites/:id/flows', existingId: 'monitor' },
  {
    name: 'POST /api/sites/:id/flows',
    method: 'POST',
    path: '/api/sites/:id/flows',
    existingId: 'monitor',
    body: flowBody,
  },
  {
    name: 'GET /api/sites/:id/flows/:flowId',
    method: 'GET',
    path: '/api/sites/{monitor}/flows/:id',
    existingId: 'flow',
    before: seedFlow,
  },
  {
    name: 'PUT /api/sites/:id/flows/:flowId',
    method: 'PUT',
    path: '/api/sites/{monitor}/flows/:id',
    existingId: 'flow',
    body: flowBody,
    before: seedFlow,
  },
  {
    name: 'DELETE /api/sites/:id/flows/:flowId',
    method: 'DELETE',
    path: '/api/sites/{monitor}/flows/:id',
    existingId: 'flowToDelete',
  },
  {
    name: 'GET /api/statements/:publicId',
    method: 'GET',
    path: '/api/statements/:id',
    existingId: 'statement',
    before: seedPublishedStatement,
  },
  { name: 'GET /healthz', method: 'GET', path: '/healthz' },
  { name: 'GET /readyz', method: 'GET', path: '/readyz' },
];

/** API routes left out of the fuzzing, and why. */
const NOT_FUZZED: Record<string, string> = {
  'POST /api/billing/webhook': 'registered only with Stripe; stripe-webhook.test.ts refuses bad deliveries',
};

describe('the fuzzed endpoints', () => {
  it('are every route of the API description', async () => {
    const document = (app as unknown as { swagger(): { paths: Record<string, object> } }).swagger();
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((verb) => `${verb.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const fuzzed = new Set(ENDPOINTS.map((endpoint) => endpoint.name));
    const missing = described.filter((route) => !fuzzed.has(route) && !(route in NOT_FUZZED));
    expect(missing).toEqual([]);
  });
});

describe(`fuzzing every public endpoint (${RUNS} requests each, seed ${SEED})`, () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: 2xx or 4xx problem+json, never 5xx`, async () => {
      await endpoint.before?.();
      const request = fc.record({
        method: method(endpoint.method),
        id: endpoint.existingId ? pathIdOrExisting : pathId,
        query,
        headers,
        contentType,
        body: endpoint.body ? body(endpoint.body) : fc.option(body(), { nil: undefined, freq: 4 }),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const id =
            input.id === 'EXISTING' && endpoint.existingId ? existingIds[endpoint.existingId] : input.id;
          const requestHeaders: Record<string, string> = { ...input.headers };
          if (input.contentType !== undefined) requestHeaders['content-type'] = input.contentType;
          const hasBody = input.method !== 'GET' && input.body !== undefined;
          if (!hasBody) delete requestHeaders['content-type'];
          // An event stream of a live scan stays open by design; only unknown ids are fuzzed there.
          await expectProblemOrSuccess(endpoint.name, {
            method: input.method as InjectOptions['method'],
            url: `${fixedIds(endpoint.path).replace(':id', id)}${input.query}`,
            headers: requestHeaders,
            ...(hasBody ? { payload: input.body } : {}),
          });
        }),
        { seed: SEED, numRuns: RUNS },
      );
    }, 120_000);
  }

  it('leaves the server answering /healthz and /readyz', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // Both kinds of answers were exercised, not only one.
    for (const [name, counts] of seen) {
      const statuses = [...counts.keys()];
      expect(
        statuses.some((status) => status >= 400),
        name,
      ).toBe(true);
      // Every endpoint took some requests as valid (GET /api/scans/:id/events: never, see above).
      const endpoint = ENDPOINTS.find((entry) => entry.name === name);
      if (!name.endsWith('/events') && !endpoint?.neverValid)
        expect(
          statuses.some((status) => status < 300),
          name,
        ).toBe(true);
    }
  });
});
