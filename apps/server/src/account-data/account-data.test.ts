import { randomUUID } from 'node:crypto';
import { type AccountExport, accountExportSchema, publishedStatementListSchema } from '@klarsicht/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { storeFinishedScan } from '../../test-support/scan-reports.js';
import { storeScreenshot } from '../../test-support/stored-screenshot.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { buildTestApp } from '../../test-support/test-service.js';
import { apiTokens, users } from '../accounts/schema.js';
import { billingAccounts, billingCustomers, localPayments, localSubscriptions } from '../billing/schema.js';
import { accessibilityStatements, criterionResults } from '../conformance/schema.js';
import { countHit } from '../platform/http/rate-limit-repo.js';
import { rateLimits } from '../platform/http/rate-limit-schema.js';
import { type ScanQueue, startScanQueue } from '../platform/queue/scan-queue.js';
import { insertScan } from '../scans/records/scans-repo.js';
import {
  findingReviews,
  findingScreenshots,
  findings,
  scanPages,
  scans,
  shareLinks,
} from '../scans/schema.js';
import { siteMonitors } from '../sites/schema.js';

/**
 * GET /api/me/export and DELETE /api/me with the local (test-mode) provider: the archive holds the
 * caller's data and nothing of anyone else; the deletion cancels the subscription, removes every
 * record of the person and keeps the payment records.
 */

let database: TestDatabase;
let app: FastifyInstance;
let queue: ScanQueue;

interface SeededUser {
  id: string;
  email: string;
  finishedScan: string;
  queuedScan: string;
  screenshotId: string;
  shareToken: string;
  apiToken: string;
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: string, payload?: object) {
  return app.inject({ method, url, headers: { 'x-test-user': user }, ...(payload ? { payload } : {}) });
}

/** A customer with everything an account can hold: plan, scans, screenshot, link, mark, monitor, token. */
async function seedUser(name: string): Promise<SeededUser> {
  const user = await createTestUser(database.db, name);
  const site = `${name}.example`;
  await grantPlan(database.db, user.id, 'basic', [`https://${site}`]);
  // A one-time purchase as well: a payment record the law makes us keep.
  const customer = (
    await database.db.orm.select().from(billingCustomers).where(eq(billingCustomers.organisationId, user.id))
  )[0]!;
  await database.db.orm.insert(localPayments).values({
    id: `pi_local_${name}`,
    customerId: customer.customerId,
    planId: 'basic',
    status: 'succeeded',
    amount: 2000,
    currency: 'eur',
  });
  const finishedScan = await storeFinishedScan(database.db, {
    organisationId: user.id,
    url: `https://${site}/`,
    site,
    findings: [
      { pageUrl: `https://${site}/`, ruleId: 'color-contrast', category: 'incomplete' },
      { pageUrl: `https://${site}/kontakt`, ruleId: 'label', category: 'violations', impact: 'serious' },
    ],
  });
  const screenshotId = await storeScreenshot(database.db, finishedScan);
  const queuedScan = randomUUID();
  await insertScan(database.db.orm, {
    id: queuedScan,
    organisationId: user.id,
    url: `https://${site}/neu`,
    site,
    scope: 'page',
    profile: 'wcag21aa',
  });
  await queue.enqueue({ scanId: queuedScan });
  const link = (await call('POST', `/api/scans/${finishedScan}/share`, user.id)).json<{ token: string }>();
  const review = await call('PUT', '/api/reviews', user.id, {
    scanId: finishedScan,
    ruleId: 'color-contrast',
  });
  expect(review.statusCode).toBe(200);
  const monitors = await call('GET', '/api/monitors', user.id);
  expect(monitors.statusCode).toBe(200);
  const siteId = monitors.json<{ items: Array<{ id: string }> }>().items[0]!.id;
  expect(
    (await call('PUT', `/api/sites/${siteId}/criteria/1.3.3`, user.id, { outcome: 'passed' })).statusCode,
  ).toBe(200);
  expect(
    (await call('PUT', `/api/sites/${siteId}/applicability`, user.id, { answers: { video: false } }))
      .statusCode,
  ).toBe(200);
  const evaluation = await call('PUT', `/api/sites/${siteId}/evaluation`, user.id, {
    scope: {
      description: 'Der Shop',
      accessibilitySupportBaseline: 'NVDA mit Firefox',
      additionalRequirements: '',
    },
    sample: [{ url: `https://${site}/`, reason: 'home', sample: 'structured' }],
  });
  expect(evaluation.statusCode, evaluation.body).toBe(200);
  const statement = await call('PUT', `/api/sites/${siteId}/statement`, user.id, {
    language: 'de',
    organisation: `${name} GmbH`,
    serviceName: '',
    serviceDescription: 'Ein Laden.',
    serviceOperation: '',
    measures: '',
    contactEmail: `kontakt@${site}`,
    contactPhone: '',
    contactAddress: '',
    alternatives: '',
    barrierNotes: {},
    preparedOn: '2026-11-20',
  });
  expect(statement.statusCode).toBe(200);
  // Published with the criteria a person has not yet tested, as its owner may after confirming.
  expect(
    (await call('POST', `/api/sites/${siteId}/statement/versions`, user.id, { confirmUntested: true }))
      .statusCode,
  ).toBe(200);
  const token = (await call('POST', '/api/tokens', user.id, { name: `CI of ${name}` })).json<{
    token: string;
  }>();
  await countHit(database.db.orm, `free-check:user:${user.id}`, 3_600_000);
  return {
    id: user.id,
    email: user.email!,
    finishedScan,
    queuedScan,
    screenshotId,
    shareToken: link.token,
    apiToken: token.token,
  };
}

let anna: SeededUser;
let bernd: SeededUser;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startScanQueue(
    database.db,
    {
      expireInSeconds: 60,
      retryLimit: 0,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 1,
      maintenanceIntervalSeconds: 60,
    },
    { error: () => {} },
  );
  app = await buildTestApp(database.db);
  await app.ready();
  anna = await seedUser('anna');
  bernd = await seedUser('bernd');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await queue?.stop(1000);
  await database?.destroy();
});

async function queuedJobsOf(scanId: string): Promise<number> {
  const { rows } = await database.db.executeSql(
    `select count(*)::int as n from pgboss.job where data->>'scanId' = $1`,
    [scanId],
  );
  return Number(rows[0]?.n);
}

describe('GET /api/me/export', () => {
  it('is a versioned JSON download of the caller’s data and of nobody else’s', async () => {
    const response = await call('GET', '/api/me/export', anna.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="klarsicht-daten-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const archive = accountExportSchema.parse(response.json()) as AccountExport;
    expect(archive).toMatchObject({ format: 'klarsicht-account-export', version: 1 });
    expect(archive.profile).toMatchObject({ id: anna.id, email: anna.email });

    const finished = archive.scans.find((entry) => entry.scan.id === anna.finishedScan);
    expect(finished?.pages.map((page) => page.url)).toContain('https://anna.example/kontakt');
    expect(finished?.findings.map((finding) => finding.ruleId)).toEqual(
      expect.arrayContaining(['color-contrast', 'label', 'image-alt']),
    );
    expect(JSON.stringify(finished)).toContain(`/screenshots/${anna.screenshotId}`);
    expect(archive.scans.map((entry) => entry.scan.id)).toContain(anna.queuedScan);
    expect(archive.reviews).toEqual([
      expect.objectContaining({ site: 'anna.example', ruleId: 'color-contrast' }),
    ]);
    expect(archive.monitors).toEqual([expect.objectContaining({ site: 'anna.example' })]);
    expect(archive.criterionResults).toEqual([
      expect.objectContaining({ site: 'anna.example', criterionId: '1.3.3', outcome: 'passed' }),
    ]);
    expect(archive.applicability).toEqual([
      expect.objectContaining({ site: 'anna.example', answers: { video: false } }),
    ]);
    expect(archive.evaluations).toEqual([
      expect.objectContaining({
        site: 'anna.example',
        scope: expect.objectContaining({ accessibilitySupportBaseline: 'NVDA mit Firefox' }),
        sample: [expect.objectContaining({ url: 'https://anna.example/', reason: 'home' })],
      }),
    ]);
    expect(archive.statements).toEqual([
      expect.objectContaining({
        site: 'anna.example',
        url: expect.stringMatching(/^http:\/\/[^/]+\/erklaerung\/[\w-]+$/),
        draft: expect.objectContaining({ organisation: 'anna GmbH' }),
        versions: [expect.objectContaining({ number: 1 })],
      }),
    ]);
    expect(archive.apiTokens).toEqual([expect.objectContaining({ name: 'CI of anna' })]);
    expect(archive.shareLinks).toEqual([
      expect.objectContaining({ scanId: anna.finishedScan, url: expect.stringContaining(anna.shareToken) }),
    ]);
    expect(archive.billing.account).toMatchObject({ planId: 'basic', urls: ['https://anna.example'] });

    const text = response.body;
    // The token's secret and its hash are never in an archive.
    expect(text).not.toContain(anna.apiToken);
    const [stored] = await database.db.orm.select().from(apiTokens).where(eq(apiTokens.userId, anna.id));
    expect(text).not.toContain(stored!.tokenHash);
    for (const foreign of [
      bernd.id,
      bernd.email,
      bernd.finishedScan,
      bernd.queuedScan,
      bernd.shareToken,
      'bernd.example',
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('needs a person signed in: anonymous 401, an API token 403', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    const tokenApp = await buildTestApp(database.db, {
      authenticate: async () => ({ userId: anna.id, apiTokenId: randomUUID() }),
    });
    try {
      const response = await tokenApp.inject({ method: 'GET', url: '/api/me/export' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    } finally {
      await tokenApp.close();
    }
  });
});

describe('GET /api/me/published-statements', () => {
  it('names the caller’s public statements with their addresses, which the deletion takes offline', async () => {
    const response = await call('GET', '/api/me/published-statements', anna.id);
    expect(response.statusCode).toBe(200);
    const { items } = publishedStatementListSchema.parse(response.json());
    expect(items).toEqual([
      { site: 'anna.example', url: expect.any(String), version: 1, publishedAt: expect.any(String) },
    ]);
    // The address is the public page itself, the one the export names.
    const page = await app.inject({ method: 'GET', url: new URL(items[0]!.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('anna GmbH');
    const archive = (await call('GET', '/api/me/export', anna.id)).json<AccountExport>();
    expect(archive.statements[0]!.url).toBe(items[0]!.url);
    expect(response.body).not.toContain('bernd');
  });

  it('is empty for someone who published nothing, and needs a person signed in', async () => {
    const newcomer = await createTestUser(database.db, 'newcomer');
    const none = await call('GET', '/api/me/published-statements', newcomer.id);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ items: [] });
    expect((await app.inject({ method: 'GET', url: '/api/me/published-statements' })).statusCode).toBe(401);
    const tokenApp = await buildTestApp(database.db, {
      authenticate: async () => ({ userId: anna.id, apiTokenId: randomUUID() }),
    });
    try {
      const response = await tokenApp.inject({ method: 'GET', url: '/api/me/published-statements' });
      expect(response.statusCode).toBe(403);
    } finally {
      await tokenApp.close();
    }
  });
});

describe('DELETE /api/me', () => {
  it('refuses a confirmation that is not the account’s e-mail address, and deletes nothing', async () => {
    const response = await call('DELETE', '/api/me', anna.id, { confirmation: bernd.email });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'confirmation_mismatch' });
    expect(await database.db.orm.select().from(users).where(eq(users.id, anna.id))).toHaveLength(1);
  });

  it('cancels the subscription, removes everything of the person and keeps the payment records', async () => {
    const customerId = (
      await database.db.orm
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.organisationId, anna.id))
    )[0]!.customerId;
    expect(await queuedJobsOf(anna.queuedScan)).toBe(1);
    const beforeDeletion = await app.inject({
      method: 'GET',
      url: '/api/scans',
      headers: { authorization: `Bearer ${anna.apiToken}` },
    });
    expect(beforeDeletion.statusCode).toBe(200);
    const annaScans = [anna.finishedScan, anna.queuedScan];

    const response = await call('DELETE', '/api/me', anna.id, { confirmation: anna.email.toUpperCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true, cancelledSubscriptions: 1, paymentRecordsKept: true });
    const { orm } = database.db;
    expect(await orm.select().from(users).where(eq(users.id, anna.id))).toEqual([]);
    expect(await orm.select().from(scans).where(inArray(scans.id, annaScans))).toEqual([]);
    expect(await orm.select().from(scanPages).where(inArray(scanPages.scanId, annaScans))).toEqual([]);
    expect(await orm.select().from(findings).where(inArray(findings.scanId, annaScans))).toEqual([]);
    expect(
      await orm.select().from(findingScreenshots).where(eq(findingScreenshots.id, anna.screenshotId)),
    ).toEqual([]);
    expect(await orm.select().from(shareLinks).where(eq(shareLinks.token, anna.shareToken))).toEqual([]);
    expect(await orm.select().from(findingReviews).where(eq(findingReviews.organisationId, anna.id))).toEqual(
      [],
    );
    expect(await orm.select().from(siteMonitors).where(eq(siteMonitors.organisationId, anna.id))).toEqual([]);
    expect(
      await orm.select().from(criterionResults).where(eq(criterionResults.organisationId, anna.id)),
    ).toEqual([]);
    expect(
      await orm
        .select()
        .from(accessibilityStatements)
        .where(eq(accessibilityStatements.organisationId, anna.id)),
    ).toEqual([]);
    expect(await orm.select().from(apiTokens).where(eq(apiTokens.userId, anna.id))).toEqual([]);
    expect(
      await orm.select().from(billingCustomers).where(eq(billingCustomers.organisationId, anna.id)),
    ).toEqual([]);
    expect(
      await orm.select().from(billingAccounts).where(eq(billingAccounts.organisationId, anna.id)),
    ).toEqual([]);
    expect(await orm.select().from(rateLimits).where(sql`strpos(${rateLimits.key}, ${anna.id}) > 0`)).toEqual(
      [],
    );
    expect(await queuedJobsOf(anna.queuedScan)).toBe(0);

    // Booking records stay: the subscription (now cancelled) and the one-time payment.
    const subscriptions = await orm
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.customerId, customerId));
    expect(subscriptions.map((row) => row.status)).toEqual(['canceled']);
    expect(
      await orm.select().from(localPayments).where(eq(localPayments.customerId, customerId)),
    ).toHaveLength(1);

    // A share link and the pipeline's API token of the deleted account lead nowhere.
    expect((await app.inject({ method: 'GET', url: `/api/shared/${anna.shareToken}` })).statusCode).toBe(404);
    const withToken = await app.inject({
      method: 'GET',
      url: '/api/scans',
      headers: { authorization: `Bearer ${anna.apiToken}` },
    });
    expect(withToken.statusCode).toBe(401);
  });

  it('leaves the other person’s data untouched', async () => {
    const archive = (await call('GET', '/api/me/export', bernd.id)).json<AccountExport>();
    expect(archive.scans.map((entry) => entry.scan.id).sort()).toEqual(
      [bernd.finishedScan, bernd.queuedScan].sort(),
    );
    expect(archive.apiTokens).toHaveLength(1);
    expect(archive.reviews).toHaveLength(1);
    expect(archive.monitors).toHaveLength(1);
    expect(archive.billing.account?.subscription?.status).toBe('active');
    expect(await queuedJobsOf(bernd.queuedScan)).toBe(1);
  });

  it('needs a person signed in: anonymous 401, an API token 403', async () => {
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/me', payload: { confirmation: bernd.email } }))
        .statusCode,
    ).toBe(401);
    const tokenApp = await buildTestApp(database.db, {
      authenticate: async () => ({ userId: bernd.id, apiTokenId: randomUUID() }),
    });
    try {
      const response = await tokenApp.inject({
        method: 'DELETE',
        url: '/api/me',
        payload: { confirmation: bernd.email },
      });
      expect(response.statusCode).toBe(403);
    } finally {
      await tokenApp.close();
    }
    expect(await database.db.orm.select().from(users).where(eq(users.id, bernd.id))).toHaveLength(1);
  });
});
