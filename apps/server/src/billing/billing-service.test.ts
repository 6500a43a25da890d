import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../test-support/billing.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import type { Clock } from '../platform/clock.js';
import { findBillingCustomer } from './billing-repo.js';
import { BillingService } from './billing-service.js';
import {
  changeLocalSubscriptionPlan,
  insertLocalCustomer,
  listLiveLocalSubscriptions,
} from './local-billing-repo.js';
import { LocalBillingProvider } from './local-provider.js';

/** The service's customer choice, cache and event refresh, against the local provider on PGlite. */

let database: TestDatabase;
const logLines: Array<{ level: number; msg: string; [key: string]: unknown }> = [];
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);
let now = new Date('2026-11-22T10:00:00Z');
const clock: Clock = { now: () => now };

class FlakySearchProvider extends LocalBillingProvider {
  override async searchCustomers(): Promise<never> {
    throw new Error('search index unavailable');
  }
}

/** A plan change made in the provider behind the service's back (as in a provider's dashboard). */
async function switchInProvider(userId: string, planId: 'basic' | 'pro'): Promise<void> {
  const customer = await findBillingCustomer(database.db.orm, userId);
  const [subscription] = await listLiveLocalSubscriptions(database.db.orm, customer!.customerId);
  await changeLocalSubscriptionPlan(database.db.orm, subscription!.id, {
    planId,
    amount: 1,
    currency: 'eur',
  });
}

function serviceWith(provider: LocalBillingProvider, cacheMs = 60_000): BillingService {
  return new BillingService({
    db: database.db,
    provider,
    publicUrl: 'http://localhost',
    cacheMs,
    logger,
    clock,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.destroy();
});

describe('choosing the customer', () => {
  it('takes the oldest of several with the same identity, and says so', async () => {
    const user = await createTestUser(database.db, 'twice-registered');
    const older = await insertLocalCustomer(database.db.orm, {
      id: 'cus_local_older',
      subject: user.subject,
      organisationId: null,
      email: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertLocalCustomer(database.db.orm, {
      id: 'cus_local_newer',
      subject: user.subject,
      organisationId: null,
      email: null,
    });
    const service = serviceWith(new LocalBillingProvider({ db: database.db, publicUrl: 'http://localhost' }));
    expect(await service.customerId(user.id)).toBe(older.id);
    expect((await findBillingCustomer(database.db.orm, user.id))?.customerId).toBe(older.id);
    const warning = logLines.find((line) => line.msg.startsWith('several billing customers'));
    expect(warning).toMatchObject({ level: 40, customerIds: ['cus_local_older', 'cus_local_newer'] });
  });

  it('creates one when the search fails', async () => {
    const user = await createTestUser(database.db, 'search-failed');
    const service = serviceWith(new FlakySearchProvider({ db: database.db, publicUrl: 'http://localhost' }));
    const account = await service.account(user.id);
    expect(account.active).toBe(false);
    expect((await findBillingCustomer(database.db.orm, user.id))?.customerId).toMatch(/^cus_local_/);
  });
});

describe('the cached account', () => {
  it('is answered while young, read again when old or asked fresh', async () => {
    const user = await createTestUser(database.db, 'cached');
    const service = serviceWith(new LocalBillingProvider({ db: database.db, publicUrl: 'http://localhost' }));
    await grantPlan(database.db, user.id, 'basic');
    expect((await service.account(user.id)).planId).toBe('basic');
    await switchInProvider(user.id, 'pro');
    now = new Date(now.getTime() + 30_000);
    expect((await service.account(user.id)).planId).toBe('basic');
    now = new Date(now.getTime() + 31_000);
    expect((await service.account(user.id)).planId).toBe('pro');
    await switchInProvider(user.id, 'basic');
    expect((await service.account(user.id, { fresh: true })).planId).toBe('basic');
  });

  it('is refreshed by a provider event about its customer; events about others change nothing', async () => {
    const user = await createTestUser(database.db, 'evented');
    const service = serviceWith(new LocalBillingProvider({ db: database.db, publicUrl: 'http://localhost' }));
    await grantPlan(database.db, user.id, 'basic');
    const customerId = await service.customerId(user.id);
    expect((await service.account(user.id)).planId).toBe('basic');
    await switchInProvider(user.id, 'pro');
    expect((await service.account(user.id)).planId).toBe('basic');
    await service.onCustomerChanged(customerId);
    expect((await service.account(user.id)).planId).toBe('pro');

    await service.onCustomerChanged('cus_local_nobody');
    expect(logLines.at(-1)).toMatchObject({ level: 20, customerId: 'cus_local_nobody' });
  });
});
