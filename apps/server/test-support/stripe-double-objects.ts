import type Stripe from 'stripe';

/**
 * Stripe API objects as the double answers them, built through the SDK's own types: a field that
 * Stripe (API version 2025-03-31.basil) does not have, or one it requires and we forgot, fails type
 * checking here rather than passing silently in a test.
 */

export function customerObject(input: {
  id: string;
  email: string | null;
  metadata: Stripe.Metadata;
  created: number;
}): Stripe.Customer {
  return {
    id: input.id,
    object: 'customer',
    balance: 0,
    created: input.created,
    default_source: null,
    description: null,
    email: input.email,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: { ...input.metadata },
    shipping: null,
  };
}

export function deletedCustomerObject(id: string): Stripe.DeletedCustomer {
  return { id, object: 'customer', deleted: true };
}

export function productObject(input: {
  id: string;
  name: string;
  metadata: Stripe.Metadata;
  created: number;
}): Stripe.Product {
  return {
    id: input.id,
    object: 'product',
    active: true,
    created: input.created,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { ...input.metadata },
    name: input.name,
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    type: 'service',
    updated: input.created,
    url: null,
  };
}

export function priceObject(input: {
  id: string;
  product: string;
  unitAmount: number;
  currency: string;
  /** null for a one-time price. */
  interval: Stripe.Price.Recurring.Interval | null;
  lookupKey: string | null;
  active: boolean;
  created: number;
  /** Amounts in further currencies (`currency_options`), by lower-case currency code. */
  currencyOptions: Record<string, number>;
}): Stripe.Price {
  return {
    id: input.id,
    object: 'price',
    active: input.active,
    billing_scheme: 'per_unit',
    created: input.created,
    currency: input.currency,
    // Stored with the price; the routes send it only when the request expands it, as Stripe does.
    currency_options: Object.fromEntries(
      Object.entries({ [input.currency]: input.unitAmount, ...input.currencyOptions }).map(
        ([currency, amount]): [string, Stripe.Price.CurrencyOptions] => [
          currency,
          {
            custom_unit_amount: null,
            tax_behavior: 'unspecified',
            unit_amount: amount,
            unit_amount_decimal: String(amount),
          },
        ],
      ),
    ),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: {},
    nickname: null,
    product: input.product,
    recurring: input.interval
      ? {
          interval: input.interval,
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.interval ? 'recurring' : 'one_time',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

function planObject(price: Stripe.Price): Stripe.Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function subscriptionItemObject(input: {
  id: string;
  subscription: string;
  price: Stripe.Price;
  created: number;
  currentPeriodEnd: number;
}): Stripe.SubscriptionItem {
  return {
    id: input.id,
    object: 'subscription_item',
    created: input.created,
    current_period_end: input.currentPeriodEnd,
    current_period_start: input.created,
    discounts: [],
    metadata: {},
    plan: planObject(input.price),
    price: withoutCurrencyOptions(input.price),
    quantity: 1,
    subscription: input.subscription,
    tax_rates: [],
  };
}

/** A price as Stripe sends it unless asked to expand `currency_options`. */
export function withoutCurrencyOptions(price: Stripe.Price): Stripe.Price {
  const { currency_options: _options, ...rest } = price;
  return rest;
}

export function subscriptionObject(input: {
  id: string;
  customer: string;
  price: Stripe.Price;
  /** What the subscription is billed in: the price's currency or one of its currency options. */
  currency: string;
  metadata: Stripe.Metadata;
  status: Stripe.Subscription.Status;
  created: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
}): Stripe.Subscription {
  const item = subscriptionItemObject({
    id: `si_${input.id.replace(/^sub_/, '')}`,
    subscription: input.id,
    price: input.price,
    created: input.created,
    currentPeriodEnd: input.currentPeriodEnd,
  });
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.created,
    billing_cycle_anchor_config: null,
    cancel_at: input.cancelAtPeriodEnd ? input.currentPeriodEnd : null,
    cancel_at_period_end: input.cancelAtPeriodEnd,
    canceled_at: input.status === 'canceled' ? input.created : null,
    cancellation_details: null,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: input.status === 'canceled' ? input.created : null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: listObject(`/v1/subscription_items?subscription=${input.id}`, [item], false),
    latest_invoice: null,
    livemode: false,
    metadata: { ...input.metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: input.status,
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: null,
    trial_start: null,
  };
}

export function listObject<T>(url: string, data: T[], hasMore: boolean): Stripe.ApiList<T> {
  return { object: 'list', data, has_more: hasMore, url };
}

export function searchResultObject<T>(
  url: string,
  data: T[],
  nextPage: string | null,
): Stripe.ApiSearchResult<T> {
  return { object: 'search_result', data, has_more: nextPage !== null, next_page: nextPage, url };
}

/** Stripe's error body (`{ error: { type, code, message, param } }`). */
export interface StripeErrorBody {
  error: {
    type: Stripe.RawErrorType;
    code?: string;
    message: string;
    param?: string;
  };
}

export function errorBody(
  type: Stripe.RawErrorType,
  message: string,
  code?: string,
  param?: string,
): StripeErrorBody {
  return { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
}
