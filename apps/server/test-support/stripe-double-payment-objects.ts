import type Stripe from 'stripe';

/**
 * The payment side of the double's Stripe objects (payment intents, checkout sessions and their
 * line items, billing portal sessions), typed by the SDK like those in `stripe-double-objects.ts`.
 */

export function paymentIntentObject(input: {
  id: string;
  customer: string;
  amount: number;
  currency: string;
  status: Stripe.PaymentIntent.Status;
  metadata: Stripe.Metadata;
  created: number;
}): Stripe.PaymentIntent {
  return {
    id: input.id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_received: input.status === 'succeeded' ? input.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: input.status === 'canceled' ? input.created : null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${input.id}_secret_double`,
    confirmation_method: 'automatic',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    description: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { ...input.metadata },
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: input.status,
    transfer_data: null,
    transfer_group: null,
  };
}

export function lineItemObject(input: {
  id: string;
  price: Stripe.Price;
  quantity: number;
  /** The session's currency and the price's unit amount in it (a currency option or its own). */
  currency: string;
  unitAmount: number;
}): Stripe.LineItem {
  const amount = input.unitAmount * input.quantity;
  return {
    id: input.id,
    object: 'item',
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: input.currency,
    description: null,
    price: input.price,
    quantity: input.quantity,
  };
}

export function checkoutSessionObject(input: {
  id: string;
  customer: string;
  mode: Stripe.Checkout.Session.Mode;
  lineItems: Stripe.LineItem[];
  paymentIntent: string | null;
  subscription: string | null;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: Stripe.Metadata;
  status: Stripe.Checkout.Session.Status;
  created: number;
  url: string | null;
}): Stripe.Checkout.Session {
  const total = input.lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  const complete = input.status === 'complete';
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, liability: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.lineItems[0]?.currency ?? null,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: input.customer,
    customer_creation: null,
    customer_details: null,
    customer_email: null,
    discounts: [],
    expires_at: input.created + 24 * 60 * 60,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: { ...input.metadata },
    mode: input.mode,
    payment_intent: input.paymentIntent,
    payment_link: null,
    payment_method_collection: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: complete ? 'paid' : 'unpaid',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: input.status,
    submit_type: null,
    subscription: input.subscription,
    success_url: input.successUrl,
    total_details: null,
    ui_mode: 'hosted',
    url: complete ? null : input.url,
  };
}

export function portalSessionObject(input: {
  id: string;
  customer: string;
  returnUrl: string | null;
  created: number;
  url: string;
}): Stripe.BillingPortal.Session {
  return {
    id: input.id,
    object: 'billing_portal.session',
    configuration: 'bpc_double',
    created: input.created,
    customer: input.customer,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: input.url,
  };
}
