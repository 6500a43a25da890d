import type Stripe from 'stripe';
import {
  customerObject,
  priceObject,
  productObject,
  subscriptionItemObject,
  subscriptionObject,
  withoutCurrencyOptions,
} from './stripe-double-objects.js';
import {
  checkoutSessionObject,
  lineItemObject,
  paymentIntentObject,
  portalSessionObject,
} from './stripe-double-payment-objects.js';

/**
 * What the Stripe double holds: its objects in memory and the seed helpers tests use to set up a
 * Stripe account (products with `metadata.urls`, prices with lookup keys, customers with
 * subscriptions, payment intents with their checkout sessions). Objects are created in order, one
 * second apart unless a test gives `created`, so "oldest first" is well defined.
 */

export interface CheckoutRecord {
  session: Stripe.Checkout.Session;
  lineItems: Stripe.LineItem[];
  /** `payment_intent_data.metadata` or `subscription_data.metadata` of the create call. */
  purchaseMetadata: Stripe.Metadata;
}

export class StripeDoubleState {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly deletedCustomers = new Set<string>();
  readonly products = new Map<string, Stripe.Product>();
  readonly prices = new Map<string, Stripe.Price>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  readonly paymentIntents = new Map<string, Stripe.PaymentIntent>();
  readonly checkoutSessions = new Map<string, CheckoutRecord>();
  readonly portalSessions: Stripe.BillingPortal.Session[] = [];
  /** Item price replacements made through subscription updates, oldest first. */
  readonly priceChanges: Array<{
    subscription: string;
    price: string;
    prorationBehavior: string | undefined;
  }> = [];

  private sequence = 0;
  private clock = Math.floor(Date.now() / 1000) - 100_000;

  constructor(private readonly baseUrl: () => string) {}

  nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}_double${String(this.sequence).padStart(6, '0')}`;
  }

  nextCreated(): number {
    this.clock += 1;
    return this.clock;
  }

  addProduct(input: { name: string; urls?: string; plan?: string; metadata?: Stripe.Metadata; id?: string }) {
    const metadata: Stripe.Metadata = { ...input.metadata };
    if (input.urls !== undefined) metadata.urls = input.urls;
    if (input.plan !== undefined) metadata.plan = input.plan;
    const product = productObject({
      id: input.id ?? this.nextId('prod'),
      name: input.name,
      metadata,
      created: this.nextCreated(),
    });
    this.products.set(product.id, product);
    return product;
  }

  addPrice(input: {
    product: string;
    unitAmount: number;
    currency?: string;
    interval?: Stripe.Price.Recurring.Interval | null;
    lookupKey?: string | null;
    active?: boolean;
    /** Amounts in further currencies, e.g. `{ usd: 1500 }` (Stripe's `currency_options`). */
    currencyOptions?: Record<string, number>;
  }) {
    const price = priceObject({
      id: this.nextId('price'),
      product: input.product,
      unitAmount: input.unitAmount,
      currency: input.currency ?? 'eur',
      interval: input.interval ?? null,
      lookupKey: input.lookupKey ?? null,
      active: input.active ?? true,
      created: this.nextCreated(),
      currencyOptions: input.currencyOptions ?? {},
    });
    this.prices.set(price.id, price);
    return price;
  }

  addCustomer(input: {
    email?: string | null;
    subject?: string;
    metadata?: Stripe.Metadata;
    created?: number;
  }) {
    const metadata: Stripe.Metadata = { ...input.metadata };
    if (input.subject !== undefined) metadata.auth0_id = input.subject;
    const customer = customerObject({
      id: this.nextId('cus'),
      email: input.email ?? null,
      metadata,
      created: input.created ?? this.nextCreated(),
    });
    this.customers.set(customer.id, customer);
    return customer;
  }

  deleteCustomer(id: string): void {
    this.deletedCustomers.add(id);
  }

  addSubscription(input: {
    customer: string;
    price: string;
    /** Billed in; the price's own currency unless given. */
    currency?: string;
    urls?: readonly string[];
    status?: Stripe.Subscription.Status;
    created?: number;
    currentPeriodEnd?: number;
    cancelAtPeriodEnd?: boolean;
    metadata?: Stripe.Metadata;
  }) {
    const created = input.created ?? this.nextCreated();
    const metadata: Stripe.Metadata = { ...input.metadata };
    if (input.urls) metadata.urls = input.urls.join(',');
    const price = this.price(input.price);
    const subscription = subscriptionObject({
      id: this.nextId('sub'),
      customer: input.customer,
      price,
      currency: input.currency ?? price.currency,
      metadata,
      status: input.status ?? 'active',
      created,
      currentPeriodEnd: input.currentPeriodEnd ?? created + 30 * 24 * 60 * 60,
      cancelAtPeriodEnd: input.cancelAtPeriodEnd ?? false,
    });
    this.subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /**
   * A payment intent; with `price`, also the completed checkout session it was paid through (the
   * session's line item names the product whose `metadata.urls` is the payment's allowance).
   */
  addPaymentIntent(input: {
    customer: string;
    amount: number;
    currency?: string;
    status?: Stripe.PaymentIntent.Status;
    urls?: readonly string[];
    price?: string;
    created?: number;
    metadata?: Stripe.Metadata;
  }) {
    const metadata: Stripe.Metadata = { ...input.metadata };
    if (input.urls) metadata.urls = input.urls.join(',');
    const intent = paymentIntentObject({
      id: this.nextId('pi'),
      customer: input.customer,
      amount: input.amount,
      currency: input.currency ?? 'eur',
      status: input.status ?? 'succeeded',
      metadata,
      created: input.created ?? this.nextCreated(),
    });
    this.paymentIntents.set(intent.id, intent);
    if (input.price) {
      const record = this.addCheckoutSession({
        customer: input.customer,
        mode: 'payment',
        price: input.price,
        currency: input.currency ?? 'eur',
        successUrl: 'https://klarsicht.test/setup?checkout=success',
        cancelUrl: 'https://klarsicht.test/setup',
        clientReferenceId: null,
        metadata: {},
        purchaseMetadata: {},
      });
      record.session.payment_intent = intent.id;
      record.session.status = 'complete';
      record.session.payment_status = 'paid';
      record.session.url = null;
    }
    return intent;
  }

  addCheckoutSession(input: {
    customer: string;
    mode: Stripe.Checkout.Session.Mode;
    price: string;
    /** The session's currency: the price's own or one of its currency options. */
    currency: string;
    successUrl: string;
    cancelUrl: string;
    clientReferenceId: string | null;
    metadata: Stripe.Metadata;
    purchaseMetadata: Stripe.Metadata;
  }): CheckoutRecord {
    const id = this.nextId('cs_test');
    const price = this.price(input.price);
    const unitAmount = price.currency_options?.[input.currency]?.unit_amount;
    if (unitAmount === undefined || unitAmount === null) {
      throw new Error(`price ${price.id} has no amount in ${input.currency}`);
    }
    const lineItems = [
      lineItemObject({
        id: this.nextId('li'),
        price: withoutCurrencyOptions(price),
        quantity: 1,
        currency: input.currency,
        unitAmount,
      }),
    ];
    const session = checkoutSessionObject({
      id,
      customer: input.customer,
      mode: input.mode,
      lineItems,
      paymentIntent: null,
      subscription: null,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      clientReferenceId: input.clientReferenceId,
      metadata: input.metadata,
      status: 'open',
      created: this.nextCreated(),
      url: `${this.baseUrl()}/checkout/${id}`,
    });
    // Stripe stores no key whose value is empty.
    const purchaseMetadata = Object.fromEntries(
      Object.entries(input.purchaseMetadata).filter(([, value]) => value !== ''),
    );
    const record = { session, lineItems, purchaseMetadata };
    this.checkoutSessions.set(id, record);
    return record;
  }

  /**
   * Pays an open checkout session as Stripe would: a succeeded payment intent (mode payment) or an
   * active subscription (mode subscription) carrying the metadata the create call asked for.
   */
  completeCheckout(sessionId: string): CheckoutRecord {
    const record = this.checkoutSessions.get(sessionId);
    if (!record) throw new Error(`no checkout session ${sessionId}`);
    const { session } = record;
    const customer = typeof session.customer === 'string' ? session.customer : null;
    const item = record.lineItems[0];
    const price = item?.price;
    if (!customer || !item || !price)
      throw new Error(`checkout session ${sessionId} has no customer or price`);
    // Charged in the session's currency at the price's amount for it.
    if (session.mode === 'payment') {
      const intent = this.addPaymentIntent({
        customer,
        amount: item.amount_total,
        currency: item.currency,
        metadata: record.purchaseMetadata,
      });
      session.payment_intent = intent.id;
    } else {
      session.subscription = this.addSubscription({
        customer,
        price: price.id,
        currency: item.currency,
        metadata: record.purchaseMetadata,
      }).id;
    }
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    return record;
  }

  /**
   * `POST /v1/subscriptions/:id` with `items[0][id]` and `items[0][price]`: the item's price is
   * replaced (the subscription keeps its id and currency). Recorded with the proration behaviour
   * asked for, for assertions.
   */
  replaceSubscriptionItemPrice(
    subscription: Stripe.Subscription,
    itemId: string,
    priceId: string,
    prorationBehavior: string | undefined,
  ): void {
    const current = subscription.items.data.find((item) => item.id === itemId);
    if (!current) throw new Error(`no item ${itemId} on ${subscription.id}`);
    const replaced = subscriptionItemObject({
      id: current.id,
      subscription: subscription.id,
      price: this.price(priceId),
      created: current.created,
      currentPeriodEnd: current.current_period_end,
    });
    subscription.items.data = subscription.items.data.map((item) => (item.id === itemId ? replaced : item));
    this.priceChanges.push({ subscription: subscription.id, price: priceId, prorationBehavior });
  }

  addPortalSession(input: { customer: string; returnUrl: string | null }) {
    const id = this.nextId('bps');
    const session = portalSessionObject({
      id,
      customer: input.customer,
      returnUrl: input.returnUrl,
      created: this.nextCreated(),
      url: `${this.baseUrl()}/portal/${id}`,
    });
    this.portalSessions.push(session);
    return session;
  }

  /** A customer as the API shows it, with its current (not canceled) subscriptions when expanded. */
  customerView(customer: Stripe.Customer, expandSubscriptions: boolean): Stripe.Customer {
    if (!expandSubscriptions) return customer;
    const current = [...this.subscriptions.values()]
      .filter((subscription) => subscription.customer === customer.id && subscription.status !== 'canceled')
      .sort((a, b) => b.created - a.created);
    return {
      ...customer,
      subscriptions: {
        object: 'list',
        data: current,
        has_more: false,
        url: `/v1/customers/${customer.id}/subscriptions`,
      },
    };
  }

  private price(id: string): Stripe.Price {
    const price = this.prices.get(id);
    if (!price) throw new Error(`no price ${id}`);
    return price;
  }
}
