import {
  type BillingAccount,
  type BillingMode,
  billingAccountSchema,
  type Currency,
  isCurrency,
  type PlanId,
  type PlanList,
} from '@klarsicht/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { findOrganisation, findUserById, ownersOf } from '../accounts/index.js';
import { type Clock, systemClock } from '../platform/clock.js';
import type { Database } from '../platform/db/database.js';
import { isUuid } from '../platform/db/uuid.js';
import { DomainError } from '../platform/domain-error.js';
import { parseScanTarget } from '../platform/http/target-url.js';
import { activeSubscriptionOf, buildAccount, heldSubscriptionOf, paymentLimit } from './account-view.js';
import {
  findBillingCustomer,
  findCachedAccount,
  findOrganisationOfCustomer,
  rememberBillingCustomer,
  rememberStartUrl,
  storeCachedAccount,
  withBillingLock,
} from './billing-repo.js';
import { PLAN_CATALOGUE, purchasablePrice, toPlanView } from './plan-catalogue.js';
import type { BillingProvider, ProviderCustomer } from './provider.js';
import { guardProvider } from './provider-guard.js';
import { siteEntryOf, siteIsListed } from './site-entry.js';

/**
 * Plans, accounts and URL allowances (product §4–§5) over any `BillingProvider`. Accounts are cached
 * in `billing_accounts` so scans and the route guard do not call the provider on every request;
 * provider events (`onCustomerChanged`), changes made here and `fresh` reads refresh the cache.
 */

export interface BillingServiceOptions {
  db: Database;
  provider: BillingProvider;
  publicUrl: string;
  /** How long a cached account is answered without asking the provider. */
  cacheMs: number;
  logger: FastifyBaseLogger;
  clock?: Clock;
}

/** What the Stripe webhook calls after an event about a customer. */
export type OnCustomerChanged = (customerId: string) => Promise<void>;

/**
 * Who the provider bills: an organisation, found at the provider by its search key (product §4:
 * the identity subject, `metadata.auth0_id`). A personal organisation is its person's (its id is
 * theirs, so customers made before organisations existed are still found); another organisation is
 * searched for by its own key and reached at its longest-standing owner's address.
 */
interface BillingParty {
  id: string;
  subject: string;
  email: string | null;
}

export class BillingService {
  readonly provider: BillingProvider;
  private readonly db: Database;
  /** Every provider call goes through here: a failure becomes 502 `billing_unavailable`. */
  private readonly guarded: BillingProvider;
  private readonly log: FastifyBaseLogger;
  private readonly clock: Clock;

  constructor(private readonly options: BillingServiceOptions) {
    this.db = options.db;
    this.provider = options.provider;
    this.log = options.logger;
    this.guarded = guardProvider(options.provider, options.logger);
    this.clock = options.clock ?? systemClock;
  }

  plans(): PlanList {
    const kind = this.provider.kind;
    return { provider: kind, testMode: kind === 'local', items: PLAN_CATALOGUE.map(toPlanView) };
  }

  /** The organisation's account: from the cache while it is young enough, unless `fresh`. */
  async account(organisationId: string, options: { fresh?: boolean } = {}): Promise<BillingAccount> {
    const party = await this.knownParty(organisationId);
    if (!options.fresh) {
      const cached = await this.cachedAccount(party.id);
      if (cached) return cached;
    }
    return this.refresh(party);
  }

  /** Reads the account from the provider and caches it. */
  async refreshOrganisation(organisationId: string): Promise<BillingAccount> {
    return this.refresh(await this.knownParty(organisationId));
  }

  /** For provider events: refreshes the account of the organisation owning `customerId`, if we know one. */
  readonly onCustomerChanged: OnCustomerChanged = async (customerId) => {
    const organisationId = await findOrganisationOfCustomer(this.db.orm, this.provider.kind, customerId);
    const party = organisationId ? await this.partyOf(organisationId) : undefined;
    if (!party) {
      this.log.debug({ customerId }, 'billing event for a customer of no known organisation; ignored');
      return;
    }
    await this.refresh(party);
  };

  /** The organisation's provider customer id, found or created (the account's `portalAvailable` relies on it). */
  async customerId(organisationId: string): Promise<string> {
    return (await this.ensureCustomer(await this.knownParty(organisationId))).id;
  }

  /**
   * Registers the site of `url` on the allowance (entries: see site-entry.ts) and keeps `url` itself,
   * path and all, as the site's start address. Serialised per organisation so that two adds at the limit
   * cannot both pass the check. A site already on the plan is refused (409 `site_exists`) and
   * nothing changes, its start address neither (that is changed in the site's settings).
   */
  async addUrl(organisationId: string, url: string): Promise<BillingAccount> {
    const target = parseScanTarget(url);
    const entry = siteEntryOf(target);
    const party = await this.knownParty(organisationId);
    return withBillingLock(this.db, party.id, async () => {
      const customer = await this.ensureCustomerLocked(party);
      const subscription = activeSubscriptionOf(customer);
      if (subscription) {
        if (siteIsListed(subscription.urls, target.site)) throw siteExists(target.site);
        const limit = subscription.product.urlLimit;
        if (limit !== null && subscription.urls.length >= limit) throw allowanceExhausted(limit);
        await this.guarded.setSubscriptionUrls(subscription.id, [...subscription.urls, entry]);
        await rememberStartUrl(this.db.orm, party.id, target.site, target.url, this.clock.now());
        return this.refreshWith(party, customer.id);
      }
      const payments = await this.guarded.listSucceededPayments(customer.id);
      if (payments.length === 0) {
        throw new DomainError('plan_required', 'Choose a plan before registering sites.');
      }
      if (payments.some((payment) => siteIsListed(payment.urls, target.site))) {
        throw siteExists(target.site);
      }
      const withRoom = payments.find((payment) => {
        const limit = paymentLimit(payment);
        return limit === null || payment.urls.length < limit;
      });
      if (!withRoom) {
        throw allowanceExhausted(payments.reduce((sum, payment) => sum + (paymentLimit(payment) ?? 0), 0));
      }
      await this.guarded.setPaymentUrls(withRoom.id, [...withRoom.urls, entry]);
      await rememberStartUrl(this.db.orm, party.id, target.site, target.url, this.clock.now());
      return this.refreshWith(party, customer.id);
    });
  }

  /**
   * A checkout page for the plan in `currency`; the browser comes back to /setup either way. Never a
   * purchase the account already has (decision 024): with a subscription, another plan is a change
   * of plan (`changePlan`) and one-time purchases would count for nothing; the same one-time plan
   * again only once the earlier purchase's sites are all registered.
   */
  async checkout(
    organisationId: string,
    plan: PlanId,
    mode: BillingMode,
    currency: Currency,
  ): Promise<{ url: string }> {
    purchasablePrice(plan, mode, currency);
    const party = await this.knownParty(organisationId);
    const customer = await this.ensureCustomer(party);
    const held = heldSubscriptionOf(customer);
    if (held) {
      if (mode === 'subscription' && held.product.planId === plan) {
        throw new DomainError('plan_already_active', `You already subscribe to ${held.product.name}.`);
      }
      throw new DomainError(
        'subscription_active',
        'You already have a subscription; change its plan instead of buying another.',
      );
    }
    if (mode === 'payment') {
      const payments = await this.guarded.listSucceededPayments(customer.id);
      const withRoom = payments.find((payment) => {
        const limit = paymentLimit(payment);
        return payment.product?.planId === plan && (limit === null || payment.urls.length < limit);
      });
      if (withRoom) {
        throw new DomainError(
          'plan_already_active',
          'Your one-time purchase of this plan still has room for a site; register it there.',
        );
      }
    }
    const { publicUrl } = this.options;
    return this.guarded.createCheckout({
      customerId: customer.id,
      organisationId: party.id,
      planId: plan,
      mode,
      currency,
      successUrl: `${publicUrl}/setup?checkout=success`,
      cancelUrl: `${publicUrl}/setup?checkout=cancelled`,
    });
  }

  /**
   * Moves the caller's subscription to another plan: the provider's subscription update with the
   * rest of the period prorated, in the currency the subscription is billed in. Serialised per organisation
   * like URL changes, so two changes at once cannot interleave.
   */
  async changePlan(organisationId: string, plan: PlanId): Promise<BillingAccount> {
    const party = await this.knownParty(organisationId);
    return withBillingLock(this.db, party.id, async () => {
      const customer = await this.ensureCustomerLocked(party);
      const held = heldSubscriptionOf(customer);
      if (!held) {
        throw new DomainError('conflict', 'There is no subscription to change; choose a plan first.');
      }
      if (held.product.planId === plan) {
        throw new DomainError('plan_already_active', `You already subscribe to ${held.product.name}.`);
      }
      const currency = held.price?.currency;
      purchasablePrice(plan, 'subscription', isCurrency(currency) ? currency : 'eur');
      await this.guarded.changeSubscriptionPlan({ subscriptionId: held.id, planId: plan });
      this.log.info({ organisationId: party.id, subscriptionId: held.id, plan }, 'subscription plan changed');
      return this.refreshWith(party, customer.id);
    });
  }

  /** The provider's billing portal, returning to the profile page. */
  async portal(organisationId: string): Promise<{ url: string }> {
    const customer = await this.ensureCustomer(await this.knownParty(organisationId));
    return this.guarded.createPortal({
      customerId: customer.id,
      returnUrl: `${this.options.publicUrl}/profile/general`,
    });
  }

  private async knownParty(organisationId: string): Promise<BillingParty> {
    const party = isUuid(organisationId) ? await this.partyOf(organisationId.toLowerCase()) : undefined;
    if (!party) throw new DomainError('unauthorized', 'Sign in again: this account is not known.');
    return party;
  }

  private async partyOf(organisationId: string): Promise<BillingParty | undefined> {
    const organisation = await findOrganisation(this.db.orm, organisationId);
    if (!organisation) return undefined;
    if (organisation.personal) {
      const person = await findUserById(this.db.orm, organisation.id);
      return person ? { id: organisation.id, subject: person.subject, email: person.email } : undefined;
    }
    const [owner] = await ownersOf(this.db.orm, organisation.id);
    return { id: organisation.id, subject: `organisation:${organisation.id}`, email: owner?.email ?? null };
  }

  private async cachedAccount(organisationId: string): Promise<BillingAccount | undefined> {
    const row = await findCachedAccount(this.db.orm, organisationId);
    if (!row || row.provider !== this.provider.kind) return undefined;
    if (this.clock.now().getTime() - row.refreshedAt.getTime() >= this.options.cacheMs) return undefined;
    const parsed = billingAccountSchema.safeParse(row.account);
    return parsed.success ? parsed.data : undefined;
  }

  private async refresh(party: BillingParty): Promise<BillingAccount> {
    const customer = await this.ensureCustomer(party);
    return this.store(party, customer);
  }

  /** Re-reads a known customer after a change, so the answer shows it. */
  private async refreshWith(party: BillingParty, customerId: string): Promise<BillingAccount> {
    const customer = await this.guarded.findCustomer(customerId);
    if (!customer) throw new DomainError('billing_unavailable', 'The customer record vanished.');
    return this.store(party, customer);
  }

  private async store(party: BillingParty, customer: ProviderCustomer): Promise<BillingAccount> {
    const payments = activeSubscriptionOf(customer)
      ? []
      : await this.guarded.listSucceededPayments(customer.id);
    const refreshedAt = this.clock.now();
    const account = buildAccount({ provider: this.provider.kind, customer, payments, refreshedAt });
    await storeCachedAccount(this.db.orm, party.id, this.provider.kind, account, refreshedAt);
    return account;
  }

  private ensureCustomer(party: BillingParty): Promise<ProviderCustomer> {
    return withBillingLock(this.db, party.id, () => this.ensureCustomerLocked(party));
  }

  /**
   * Product §4, done on the server (decision 007): the remembered customer first; else search by the
   * identity subject — none or a failed search: create one; several: the oldest, with a warning.
   * Runs under the organisation's billing lock, so concurrent first calls create one customer.
   */
  private async ensureCustomerLocked(party: BillingParty): Promise<ProviderCustomer> {
    const kind = this.provider.kind;
    const remembered = await findBillingCustomer(this.db.orm, party.id);
    if (remembered && remembered.provider === kind) {
      const customer = await this.guarded.findCustomer(remembered.customerId);
      if (customer) return customer;
      this.log.warn(
        { organisationId: party.id, customerId: remembered.customerId },
        'remembered customer is gone',
      );
    }
    let found: ProviderCustomer[];
    try {
      found = await this.provider.searchCustomers(party.subject);
    } catch (error) {
      this.log.warn({ err: error, organisationId: party.id }, 'customer search failed; creating a customer');
      found = [];
    }
    let customer: ProviderCustomer;
    if (found.length === 0) {
      customer = await this.guarded.createCustomer({
        subject: party.subject,
        email: party.email,
        organisationId: party.id,
      });
      this.log.info({ organisationId: party.id, customerId: customer.id }, 'billing customer created');
    } else {
      const byAge = [...found].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      customer = byAge[0]!;
      if (found.length > 1) {
        this.log.warn(
          { organisationId: party.id, customerIds: byAge.map((entry) => entry.id), chosen: customer.id },
          'several billing customers for one identity; the oldest is used',
        );
      }
    }
    await rememberBillingCustomer(this.db.orm, party.id, kind, customer.id);
    return customer;
  }
}

function siteExists(site: string): DomainError {
  return new DomainError('site_exists', `${site} is already on your plan.`);
}

function allowanceExhausted(limit: number): DomainError {
  return new DomainError(
    'allowance_exhausted',
    `Your plan allows ${limit} site(s) and all are registered. Upgrade to add more.`,
  );
}
