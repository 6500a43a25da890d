import type { AccountDeletion } from '@klarsicht/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SoleOwnership, UserRow } from '../accounts/index.js';
import { findLocalAccount, soleOwnerships } from '../accounts/index.js';
import type { BillingProvider, ProviderCustomer } from '../billing/index.js';
import { findBillingCustomer, guardProvider } from '../billing/index.js';
import type { Database } from '../platform/db/database.js';
import { HttpProblem } from '../platform/http/problem.js';
import { deleteAccountRows } from './account-data-repo.js';

export interface DeletionDeps {
  db: Database;
  provider: BillingProvider;
  /** The embedded provider's issuer, whose accounts live in our database; null with an external one. */
  embeddedIssuer: string | null;
  logger: FastifyBaseLogger;
}

/**
 * GDPR Art. 17: first every running subscription is cancelled at the payment provider (if that
 * fails, nothing is deleted and the caller hears 502), then our data go in one transaction.
 * The provider's customer, invoices and payments stay: § 147 AO and § 257 HGB make us keep
 * booking records for up to ten years.
 *
 * With the account go its personal organisation and every team organisation it alone belongs to
 * (decision 028). An organisation it is the only owner of while others belong to it keeps its
 * owner: the deletion is refused (409 last_owner) until someone else is made an owner.
 */
export async function deleteAccount(deps: DeletionDeps, user: UserRow): Promise<AccountDeletion> {
  const sole = await soleOwnerships(deps.db.orm, user.id);
  const shared = sole.filter((organisation) => organisation.members > 1);
  if (shared.length > 0) {
    throw new HttpProblem(
      409,
      'last_owner',
      `You are the only owner of ${shared.map((organisation) => `"${organisation.name}"`).join(', ')}: make someone else an owner there first.`,
    );
  }
  const solo = sole.map((organisation) => organisation.id);
  const provider = guardProvider(deps.provider, deps.logger);
  const customers = await customersOf(deps, provider, user, sole);
  let cancelled = 0;
  for (const customer of customers) {
    for (const subscription of customer.subscriptions) {
      if (subscription.status === 'canceled') continue;
      await provider.cancelSubscriptionNow(subscription.id);
      cancelled += 1;
      deps.logger.info(
        { userId: user.id, subscriptionId: subscription.id },
        'subscription cancelled for an account deletion',
      );
    }
  }
  const localAccount =
    deps.embeddedIssuer !== null && user.issuer === deps.embeddedIssuer
      ? await findLocalAccount(deps.db.orm, user.subject)
      : undefined;
  const removed = await deps.db.orm.transaction((tx) =>
    deleteAccountRows(tx, { id: user.id, subject: user.subject }, localAccount?.id ?? null, solo),
  );
  deps.logger.info(
    { userId: user.id, scans: removed.scans, localAccount: localAccount !== undefined },
    'account deleted',
  );
  return { deleted: true, cancelledSubscriptions: cancelled, paymentRecordsKept: customers.length > 0 };
}

/**
 * The customers of the organisations that go: each one's remembered customer and whatever the
 * provider finds for its search key (the person's subject for the personal one), each once.
 */
async function customersOf(
  deps: DeletionDeps,
  provider: BillingProvider,
  user: UserRow,
  solo: readonly SoleOwnership[],
): Promise<ProviderCustomer[]> {
  const byId = new Map<string, ProviderCustomer>();
  const parties = [
    { id: user.id, subject: user.subject },
    ...solo.map((organisation) => ({ id: organisation.id, subject: `organisation:${organisation.id}` })),
  ];
  for (const party of parties) {
    const remembered = await findBillingCustomer(deps.db.orm, party.id);
    if (remembered && remembered.provider === provider.kind) {
      const customer = await provider.findCustomer(remembered.customerId);
      if (customer) byId.set(customer.id, customer);
    }
    for (const customer of await provider.searchCustomers(party.subject)) byId.set(customer.id, customer);
  }
  return [...byId.values()];
}
