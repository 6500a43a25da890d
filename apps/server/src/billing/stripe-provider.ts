import { createHash } from 'node:crypto';
import type { Money } from '@klarsicht/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { type Clock, systemClock } from '../platform/clock.js';
import { priceLookupKey } from './plan-catalogue.js';
import {
  type BillingProvider,
  BillingProviderError,
  type ProviderCustomer,
  type ProviderPayment,
  type ProviderProduct,
  type ProviderSubscription,
  parseUrlList,
} from './provider.js';
import {
  customerSearchQuery,
  dateOf,
  isLiveSubscription,
  isPlanId,
  productIdOf,
  toProviderProduct,
  unreadableProduct,
} from './stripe-mapping.js';

export interface StripeProviderOptions {
  secretKey: string;
  /** Our public address, named in the SDK's user agent. */
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** Overrides of the SDK settings; tests point it at a double (host, port, protocol). */
  clientOptions?: Partial<Stripe.StripeConfig>;
  clock?: Clock;
}

/** Products and prices change rarely (a dashboard edit); reading them per account view is wasteful. */
const CATALOGUE_CACHE_MS = 5 * 60 * 1000;

/**
 * The billing provider over Stripe's API (the calls of product §7), made on the server with the
 * official SDK. Every SDK failure leaves as a BillingProviderError (the API answers 502).
 */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider & { stripe: Stripe } {
  const { secretKey, logger } = options;
  const stripe = new Stripe(secretKey, {
    apiVersion: '2025-03-31.basil',
    timeout: 80_000,
    maxNetworkRetries: 2,
    appInfo: { name: 'Klarsicht', url: options.publicUrl },
    ...options.clientOptions,
  });

  /** Runs one piece of Stripe work; SDK errors become BillingProviderError, without the key. */
  async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        const message = error.message.split(secretKey).join('[redacted]');
        throw new BillingProviderError(`Stripe: ${what} failed: ${message}`, { cause: error });
      }
      throw error;
    }
  }

  const products = new ExpiringCache<ProviderProduct>(CATALOGUE_CACHE_MS, options.clock);
  /** Prices with their `currency_options`, by lookup key and by id. */
  const prices = new ExpiringCache<Stripe.Price>(CATALOGUE_CACHE_MS, options.clock);

  async function productById(id: string): Promise<ProviderProduct> {
    return products.get(id, async () => {
      try {
        return toProviderProduct(await stripe.products.retrieve(id));
      } catch (error) {
        if (!isNotFound(error)) throw error;
        // Product §8: a limit that cannot be read counts as 0 and is logged.
        logger.warn({ productId: id }, 'stripe product not found; its allowance counts as 0');
        return unreadableProduct(id);
      }
    });
  }

  async function productOf(
    product: string | Stripe.Product | Stripe.DeletedProduct,
  ): Promise<ProviderProduct> {
    if (typeof product !== 'string' && !product.deleted) return toProviderProduct(product);
    return productById(productIdOf(product));
  }

  /**
   * What a price costs in `currency`: its own amount in its default currency, else the amount of
   * its `currency_options` (which Stripe sends only when asked to expand them).
   */
  async function amountIn(price: Stripe.Price, currency: string): Promise<Money | null> {
    if (price.currency === currency) {
      return price.unit_amount === null ? null : { amount: price.unit_amount, currency };
    }
    const withOptions = price.currency_options
      ? price
      : await prices.get(`id:${price.id}`, () =>
          stripe.prices.retrieve(price.id, { expand: ['currency_options'] }),
        );
    const amount = withOptions.currency_options?.[currency]?.unit_amount;
    return amount === undefined || amount === null ? null : { amount, currency };
  }

  async function toSubscription(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    const item = subscription.items.data[0];
    const price = item?.price;
    return {
      id: subscription.id,
      status: subscription.status,
      product: price ? await productOf(price.product) : unreadableProduct(''),
      // A subscription is billed in its own currency, which may be one of the price's options.
      price: price ? await amountIn(price, subscription.currency) : null,
      interval: price?.recurring?.interval ?? null,
      urls: parseUrlList(subscription.metadata.urls),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      // Since API version 2025-03-31.basil the billing period lives on the subscription items.
      currentPeriodEnd: item ? dateOf(item.current_period_end) : null,
      createdAt: dateOf(subscription.created),
    };
  }

  async function toCustomer(customer: Stripe.Customer): Promise<ProviderCustomer> {
    const expanded = customer.subscriptions;
    if (expanded?.has_more) {
      logger.warn(
        { customerId: customer.id },
        'stripe customer has more subscriptions than one page; using the first page',
      );
    }
    const live = (expanded?.data ?? []).filter(isLiveSubscription);
    const subscriptions = await Promise.all(live.map(toSubscription));
    subscriptions.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { id: customer.id, email: customer.email, createdAt: dateOf(customer.created), subscriptions };
  }

  async function paymentProduct(paymentIntentId: string): Promise<ProviderProduct | null> {
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: paymentIntentId,
      expand: ['data.line_items'],
    });
    const product = sessions.data[0]?.line_items?.data[0]?.price?.product;
    return product === undefined ? null : productOf(product);
  }

  /**
   * The active price with the lookup key, which must be sold in `currency` (its default currency or
   * one of its `currency_options`): a Stripe account set up without the dollar amounts is named
   * here rather than charging a converted or wrong amount.
   */
  async function priceIdFor(lookupKey: string, currency: string): Promise<string> {
    const price = await prices.get(`key:${lookupKey}`, async () => {
      const found = await stripe.prices.list({
        lookup_keys: [lookupKey],
        active: true,
        limit: 1,
        expand: ['data.currency_options'],
      });
      const first = found.data[0];
      if (!first) throw new BillingProviderError(`Stripe: no active price with lookup key ${lookupKey}`);
      return first;
    });
    if (price.currency !== currency && !price.currency_options?.[currency]) {
      throw new BillingProviderError(
        `Stripe: the price with lookup key ${lookupKey} has no amount in ${currency} (add it as a currency option)`,
      );
    }
    return price.id;
  }

  return {
    kind: 'stripe',
    stripe,

    searchCustomers: (subject) =>
      call('customer search', async () => {
        const found: Stripe.Customer[] = [];
        let page: string | undefined;
        do {
          const result = await stripe.customers.search({
            query: customerSearchQuery(subject),
            expand: ['data.subscriptions'],
            limit: 100,
            ...(page ? { page } : {}),
          });
          found.push(...result.data);
          page = result.has_more && result.next_page ? result.next_page : undefined;
        } while (page);
        found.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
        return Promise.all(found.map(toCustomer));
      }),

    findCustomer: (customerId) =>
      call('customer lookup', async () => {
        try {
          const customer = await stripe.customers.retrieve(customerId, { expand: ['subscriptions'] });
          return customer.deleted ? undefined : toCustomer(customer);
        } catch (error) {
          if (isNotFound(error)) return undefined;
          throw error;
        }
      }),

    createCustomer: ({ subject, email, organisationId }) =>
      call('customer creation', async () => {
        const customer = await stripe.customers.create(
          {
            ...(email ? { email } : {}),
            metadata: { auth0_id: subject, klarsicht_organisation_id: organisationId },
          },
          // A retried call (timeout, crash between call and our write) returns the first customer
          // instead of creating a second; the inputs are in the key because Stripe refuses a reused
          // key with different parameters.
          { idempotencyKey: customerIdempotencyKey(organisationId, subject, email) },
        );
        return {
          id: customer.id,
          email: customer.email,
          createdAt: dateOf(customer.created),
          subscriptions: [],
        };
      }),

    listSucceededPayments: (customerId) =>
      call('payment listing', async () => {
        const succeeded: Stripe.PaymentIntent[] = [];
        for await (const intent of stripe.paymentIntents.list({ customer: customerId, limit: 100 })) {
          if (intent.status === 'succeeded') succeeded.push(intent);
        }
        succeeded.sort((a, b) => a.created - b.created || a.id.localeCompare(b.id));
        return Promise.all(
          succeeded.map(
            async (intent): Promise<ProviderPayment> => ({
              id: intent.id,
              price: { amount: intent.amount, currency: intent.currency },
              product: await paymentProduct(intent.id),
              urls: parseUrlList(intent.metadata.urls),
              createdAt: dateOf(intent.created),
            }),
          ),
        );
      }),

    setSubscriptionUrls: (subscriptionId, urls) =>
      call('subscription update', async () => {
        await stripe.subscriptions.update(subscriptionId, { metadata: { urls: urls.join(',') } });
      }),

    setPaymentUrls: (paymentId, urls) =>
      call('payment update', async () => {
        await stripe.paymentIntents.update(paymentId, { metadata: { urls: urls.join(',') } });
      }),

    createCheckout: (input) =>
      call('checkout creation', async () => {
        if (!isPlanId(input.planId)) throw new BillingProviderError(`Stripe: unknown plan ${input.planId}`);
        const price = await priceIdFor(priceLookupKey(input.planId, input.mode), input.currency);
        // Registered URLs start empty; the plan travels along so the dashboard shows what was bought.
        const purchaseMetadata = { urls: '', plan: input.planId };
        const session = await stripe.checkout.sessions.create({
          mode: input.mode,
          // Chooses the price's amount in the page's currency (its currency option), not a conversion.
          currency: input.currency,
          customer: input.customerId,
          line_items: [{ price, quantity: 1 }],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.organisationId,
          metadata: { plan: input.planId, klarsicht_organisation_id: input.organisationId },
          ...(input.mode === 'payment'
            ? { payment_intent_data: { metadata: purchaseMetadata } }
            : { subscription_data: { metadata: purchaseMetadata } }),
        });
        if (!session.url) throw new BillingProviderError('Stripe: the checkout session has no URL');
        return { url: session.url };
      }),

    changeSubscriptionPlan: ({ subscriptionId, planId }) =>
      call('subscription plan change', async () => {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const item = subscription.items.data[0];
        if (!item) throw new BillingProviderError(`Stripe: subscription ${subscriptionId} has no item`);
        const price = await priceIdFor(priceLookupKey(planId, 'subscription'), subscription.currency);
        // Replacing the item's price (not adding an item) keeps one subscription; Stripe prorates.
        await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price }],
          proration_behavior: 'create_prorations',
          metadata: { plan: planId },
        });
      }),

    createPortal: ({ customerId, returnUrl }) =>
      call('billing portal session', async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return { url: session.url };
      }),

    cancelSubscriptionNow: (subscriptionId) =>
      call('subscription cancellation', async () => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        // Stripe refuses to cancel a cancelled subscription; for us that is the goal reached.
        if (current.status === 'canceled') return;
        await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      }),
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}

function customerIdempotencyKey(organisationId: string, subject: string, email: string | null): string {
  const inputs = createHash('sha256')
    .update(JSON.stringify([subject, email]))
    .digest('hex')
    .slice(0, 16);
  return `klarsicht-customer-${organisationId}-${inputs}`;
}

/** Values by key for a while; a lookup in flight is shared, a failed one is not remembered. */
class ExpiringCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
