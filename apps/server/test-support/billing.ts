import { type PlanId, planPrice } from '@klarsicht/contracts';
import { findOrganisation } from '../src/accounts/organisations-repo.js';
import { ensureUser, findUserById, type UserRow } from '../src/accounts/users-repo.js';
import {
  findBillingCustomer,
  forgetCachedAccount,
  rememberBillingCustomer,
} from '../src/billing/billing-repo.js';
import {
  cancelLocalSubscription,
  changeLocalSubscriptionPlan,
  insertLocalSubscription,
  listLiveLocalSubscriptions,
  setLocalSubscriptionUrls,
} from '../src/billing/local-billing-repo.js';
import { LocalBillingProvider } from '../src/billing/local-provider.js';
import { planById } from '../src/billing/plan-catalogue.js';
import { siteEntryOf } from '../src/billing/site-entry.js';
import type { Database } from '../src/platform/db/database.js';
import { parseScanTarget } from '../src/platform/http/target-url.js';
import { TEST_ISSUER } from './test-identity.js';

/** Test users and plans, made through the local provider's own records (as a paid checkout would). */

export { TEST_ISSUER };

/** A user row (billing refers to it); pass its `id` as the `x-test-user` header. */
export function createTestUser(db: Database, name: string): Promise<UserRow> {
  return ensureUser(db.orm, TEST_ISSUER, name, { email: `${name}@example.test`, emailVerified: true });
}

/**
 * Gives the organisation (a user's id: their personal one) an active monthly subscription of
 * `plan` with `urls` registered (as site entries), replacing the plan and URLs of one it already
 * has. The cached account is dropped, so the next read sees it.
 */
export async function grantPlan(db: Database, userId: string, plan: PlanId, urls: readonly string[] = []) {
  const organisation = await findOrganisation(db.orm, userId);
  if (!organisation) throw new Error(`grantPlan: no organisation ${userId}`);
  // Found at the provider as the billing service finds it (billing-service.ts, `partyOf`).
  const user = organisation.personal ? await findUserById(db.orm, userId) : undefined;
  const subject = user?.subject ?? `organisation:${organisation.id}`;
  const provider = new LocalBillingProvider({ db, publicUrl: 'http://localhost' });
  const remembered = await findBillingCustomer(db.orm, userId);
  const customerId =
    remembered?.provider === 'local'
      ? remembered.customerId
      : (await provider.createCustomer({ subject, email: user?.email ?? null, organisationId: userId })).id;
  await rememberBillingCustomer(db.orm, userId, 'local', customerId);
  const price = planPrice(planById(plan).prices, 'subscription', 'eur') ?? { amount: 0, currency: 'eur' };
  const entries = urls.map((url) => siteEntryOf(parseScanTarget(url))).join(',');
  const [current] = await listLiveLocalSubscriptions(db.orm, customerId);
  if (current) {
    await changeLocalSubscriptionPlan(db.orm, current.id, { planId: plan, ...price });
    await setLocalSubscriptionUrls(db.orm, current.id, entries);
  } else {
    await insertLocalSubscription(db.orm, {
      id: `sub_local_test_${userId.slice(0, 8)}_${Date.now()}`,
      customerId,
      planId: plan,
      ...price,
      urls: entries,
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
  }
  await forgetCachedAccount(db.orm, userId);
}

/** Ends the user's local subscriptions, as a cancellation in the test portal would: no plan from then on. */
export async function endPlan(db: Database, userId: string): Promise<void> {
  const remembered = await findBillingCustomer(db.orm, userId);
  if (remembered?.provider !== 'local') return;
  for (const subscription of await listLiveLocalSubscriptions(db.orm, remembered.customerId)) {
    await cancelLocalSubscription(db.orm, subscription.id);
  }
  await forgetCachedAccount(db.orm, userId);
}
