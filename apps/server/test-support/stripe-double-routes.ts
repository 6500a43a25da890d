import type Stripe from 'stripe';
import {
  deletedCustomerObject,
  errorBody,
  listObject,
  type StripeErrorBody,
  searchResultObject,
  withoutCurrencyOptions,
} from './stripe-double-objects.js';
import type { StripeDoubleState } from './stripe-double-state.js';

/**
 * The endpoints of Stripe's API that Klarsicht calls (product §7 and checkout), answering from the
 * double's state in Stripe's shapes: objects, `list` and `search_result` pages, error bodies.
 */

export type Params = Record<string, unknown>;

export interface DoubleAnswer {
  status: number;
  body: unknown;
}

const ok = (body: unknown): DoubleAnswer => ({ status: 200, body });
const fail = (status: number, body: StripeErrorBody): DoubleAnswer => ({ status, body });
const missing = (kind: string, id: string, param = 'id'): DoubleAnswer =>
  fail(404, errorBody('invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param));
const invalid = (message: string, param?: string): DoubleAnswer =>
  fail(400, errorBody('invalid_request_error', message, 'parameter_invalid', param));

type Handler = (state: StripeDoubleState, params: Params, id: string) => DoubleAnswer;

/** Method, path pattern (its group is the object id) and handler; the first match answers. */
const ROUTES: ReadonlyArray<readonly [string, RegExp, Handler]> = [
  ['POST', /^\/v1\/customers$/, createCustomer],
  ['GET', /^\/v1\/customers\/search$/, searchCustomers],
  ['GET', /^\/v1\/customers\/([^/]+)$/, retrieveCustomer],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, updateSubscription],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, retrieveSubscription],
  ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, cancelSubscription],
  ['GET', /^\/v1\/prices$/, listPrices],
  ['GET', /^\/v1\/prices\/([^/]+)$/, retrievePrice],
  [
    'GET',
    /^\/v1\/products\/([^/]+)$/,
    (state, _params, id) => {
      const product = state.products.get(id);
      return product ? ok(product) : missing('product', id);
    },
  ],
  ['GET', /^\/v1\/payment_intents$/, listPaymentIntents],
  [
    'GET',
    /^\/v1\/payment_intents\/([^/]+)$/,
    (state, _params, id) => {
      const intent = state.paymentIntents.get(id);
      return intent ? ok(intent) : missing('payment_intent', id, 'intent');
    },
  ],
  [
    'POST',
    /^\/v1\/payment_intents\/([^/]+)$/,
    (state, params, id) => updateMetadata(state.paymentIntents, 'payment_intent', id, params),
  ],
  ['POST', /^\/v1\/checkout\/sessions$/, createCheckoutSession],
  ['GET', /^\/v1\/checkout\/sessions$/, listCheckoutSessions],
  ['POST', /^\/v1\/billing_portal\/sessions$/, createPortalSession],
];

export function answer(state: StripeDoubleState, method: string, path: string, params: Params): DoubleAnswer {
  for (const [routeMethod, pattern, handler] of ROUTES) {
    const match = routeMethod === method ? pattern.exec(path) : null;
    if (match) return handler(state, params, decodeURIComponent(match[1] ?? ''));
  }
  return fail(404, errorBody('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`));
}

function createCustomer(state: StripeDoubleState, params: Params): DoubleAnswer {
  return ok(
    state.addCustomer({ email: stringParam(params, 'email') ?? null, metadata: metadataParam(params) ?? {} }),
  );
}

function retrieveCustomer(state: StripeDoubleState, params: Params, id: string): DoubleAnswer {
  const customer = state.customers.get(id);
  if (!customer) return missing('customer', id);
  if (state.deletedCustomers.has(id)) return ok(deletedCustomerObject(id));
  return ok(state.customerView(customer, expansions(params).includes('subscriptions')));
}

/** `metadata['key']:'value'`, the one search clause we use; the value honours `\` escapes. */
export function parseMetadataClause(query: string): { key: string; value: string } | undefined {
  const opening = /^metadata\['([^'\\]+)'\]:'/.exec(query);
  if (!opening?.[1]) return undefined;
  let value = '';
  for (let index = opening[0].length; index < query.length; index += 1) {
    const character = query[index];
    if (character === '\\') {
      index += 1;
      if (index >= query.length) return undefined;
      value += query[index];
    } else if (character === "'") {
      // The clause must end here: anything after it (an injected `OR …`) is not a query we accept.
      return index === query.length - 1 ? { key: opening[1], value } : undefined;
    } else {
      value += character;
    }
  }
  return undefined;
}

function searchCustomers(state: StripeDoubleState, params: Params): DoubleAnswer {
  const query = stringParam(params, 'query') ?? '';
  const clause = parseMetadataClause(query);
  if (!clause) return invalid(`The double cannot parse the search query ${JSON.stringify(query)}.`, 'query');
  const expandSubscriptions = expansions(params).includes('data.subscriptions');
  // Stripe promises no order for search results; newest first makes a caller's own sorting visible.
  const matches = [...state.customers.values()]
    .filter((customer) => !state.deletedCustomers.has(customer.id))
    .filter((customer) => customer.metadata[clause.key] === clause.value)
    .sort((a, b) => b.created - a.created);
  const limit = limitParam(params);
  const offset = Number(/^page_(\d+)$/.exec(stringParam(params, 'page') ?? '')?.[1] ?? 0);
  const page = matches.slice(offset, offset + limit);
  const nextPage = offset + limit < matches.length ? `page_${offset + limit}` : null;
  return ok(
    searchResultObject(
      '/v1/customers/search',
      page.map((customer) => state.customerView(customer, expandSubscriptions)),
      nextPage,
    ),
  );
}

function listPrices(state: StripeDoubleState, params: Params): DoubleAnswer {
  const lookupKeys = arrayParam(params, 'lookup_keys');
  const active = stringParam(params, 'active');
  const prices = [...state.prices.values()]
    .filter(
      (price) =>
        lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)),
    )
    .filter((price) => active === undefined || String(price.active) === active)
    .sort((a, b) => b.created - a.created);
  const withOptions = expansions(params).includes('data.currency_options');
  return ok(paged('/v1/prices', withOptions ? prices : prices.map(withoutCurrencyOptions), params));
}

function retrievePrice(state: StripeDoubleState, params: Params, id: string): DoubleAnswer {
  const price = state.prices.get(id);
  if (!price) return missing('price', id);
  return ok(expansions(params).includes('currency_options') ? price : withoutCurrencyOptions(price));
}

const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'];

/**
 * `POST /v1/subscriptions/:id`: metadata merged; `items[n][id]` with `items[n][price]` replaces that
 * item's price. As in Stripe, the new price must be recurring and have an amount in the
 * subscription's currency (its own or a currency option).
 */
function updateSubscription(state: StripeDoubleState, params: Params, id: string): DoubleAnswer {
  const subscription = state.subscriptions.get(id);
  if (!subscription) return missing('subscription', id);
  const prorationBehavior = stringParam(params, 'proration_behavior');
  if (prorationBehavior !== undefined && !PRORATION_BEHAVIORS.includes(prorationBehavior)) {
    return invalid(`Invalid proration_behavior: ${prorationBehavior}`, 'proration_behavior');
  }
  const items = Array.isArray(params.items) ? (params.items as Params[]) : [];
  for (const [index, item] of items.entries()) {
    const itemId = stringParam(item, 'id');
    const priceId = stringParam(item, 'price');
    if (!itemId || !subscription.items.data.some((existing) => existing.id === itemId)) {
      return invalid(`No such subscription item: '${itemId ?? ''}'`, `items[${index}][id]`);
    }
    const price = priceId ? state.prices.get(priceId) : undefined;
    if (!priceId || !price) return missing('price', priceId ?? '', `items[${index}][price]`);
    if (price.recurring === null) {
      return invalid(`The price ${priceId} is not recurring.`, `items[${index}][price]`);
    }
    if (!price.currency_options?.[subscription.currency]) {
      return invalid(
        `The price ${priceId} has no amount in the subscription's currency ${subscription.currency}.`,
        `items[${index}][price]`,
      );
    }
  }
  if (subscription.status === 'canceled' && items.length > 0) {
    return invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
  for (const item of items) {
    state.replaceSubscriptionItemPrice(
      subscription,
      stringParam(item, 'id') ?? '',
      stringParam(item, 'price') ?? '',
      prorationBehavior,
    );
  }
  return updateMetadata(state.subscriptions, 'subscription', id, params);
}

function listPaymentIntents(state: StripeDoubleState, params: Params): DoubleAnswer {
  const customer = stringParam(params, 'customer');
  const intents = [...state.paymentIntents.values()]
    .filter((intent) => customer === undefined || intent.customer === customer)
    .sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
  return ok(paged('/v1/payment_intents', intents, params));
}

function createCheckoutSession(state: StripeDoubleState, params: Params): DoubleAnswer {
  const mode = stringParam(params, 'mode');
  if (mode !== 'payment' && mode !== 'subscription' && mode !== 'setup')
    return invalid('Invalid mode', 'mode');
  const customer = stringParam(params, 'customer');
  if (!customer || !state.customers.has(customer)) return missing('customer', customer ?? '', 'customer');
  const lineItems = params.line_items;
  const first = Array.isArray(lineItems) ? (lineItems[0] as Params | undefined) : undefined;
  const priceId = first ? stringParam(first, 'price') : undefined;
  const price = priceId ? state.prices.get(priceId) : undefined;
  if (!priceId || !price) return missing('price', priceId ?? '', 'line_items[0][price]');
  // Stripe refuses a one-time price in subscription mode and a recurring one in payment mode.
  if ((mode === 'subscription') !== (price.recurring !== null)) {
    return invalid(`The price ${priceId} does not fit mode ${mode}.`, 'line_items[0][price]');
  }
  // `currency` picks the price's amount in that currency; one it does not have is refused.
  const currency = stringParam(params, 'currency') ?? price.currency;
  if (!price.currency_options?.[currency]) {
    return invalid(
      `The price ${priceId} is not available in the currency ${currency}; add it as a currency option.`,
      'currency',
    );
  }
  const purchaseData = params[mode === 'payment' ? 'payment_intent_data' : 'subscription_data'] as
    | Params
    | undefined;
  const record = state.addCheckoutSession({
    customer,
    mode,
    price: priceId,
    currency,
    successUrl: stringParam(params, 'success_url') ?? '',
    cancelUrl: stringParam(params, 'cancel_url') ?? '',
    clientReferenceId: stringParam(params, 'client_reference_id') ?? null,
    metadata: metadataParam(params) ?? {},
    purchaseMetadata: (purchaseData && metadataParam(purchaseData)) ?? {},
  });
  return ok(record.session);
}

function createPortalSession(state: StripeDoubleState, params: Params): DoubleAnswer {
  const customer = stringParam(params, 'customer');
  if (!customer || !state.customers.has(customer)) return missing('customer', customer ?? '', 'customer');
  return ok(state.addPortalSession({ customer, returnUrl: stringParam(params, 'return_url') ?? null }));
}

function listCheckoutSessions(state: StripeDoubleState, params: Params): DoubleAnswer {
  const paymentIntent = stringParam(params, 'payment_intent');
  const withLineItems = expansions(params).includes('data.line_items');
  const sessions = [...state.checkoutSessions.values()]
    .filter((record) => paymentIntent === undefined || record.session.payment_intent === paymentIntent)
    .sort((a, b) => b.session.created - a.session.created)
    .map(
      (record): Stripe.Checkout.Session =>
        withLineItems
          ? {
              ...record.session,
              line_items: listObject(
                `/v1/checkout/sessions/${record.session.id}/line_items`,
                record.lineItems,
                false,
              ),
            }
          : record.session,
    );
  return ok(paged('/v1/checkout/sessions', sessions, params));
}

function retrieveSubscription(state: StripeDoubleState, _params: Params, id: string): DoubleAnswer {
  const subscription = state.subscriptions.get(id);
  return subscription ? ok(subscription) : missing('subscription', id);
}

/** `DELETE /v1/subscriptions/:id` cancels at once; Stripe refuses a second cancel of the same one. */
function cancelSubscription(state: StripeDoubleState, _params: Params, id: string): DoubleAnswer {
  const subscription = state.subscriptions.get(id);
  if (!subscription) return missing('subscription', id);
  if (subscription.status === 'canceled') {
    return invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
  }
  subscription.status = 'canceled';
  subscription.canceled_at = Math.floor(Date.now() / 1000);
  subscription.ended_at = subscription.canceled_at;
  return ok(subscription);
}

function updateMetadata<T extends { id: string; metadata: Stripe.Metadata }>(
  objects: Map<string, T>,
  kind: string,
  id: string,
  params: Params,
): DoubleAnswer {
  const object = objects.get(id);
  if (!object) return missing(kind, id);
  // As in Stripe: keys are merged, and an empty value removes its key.
  for (const [key, value] of Object.entries(metadataParam(params) ?? {})) {
    if (value === '') delete object.metadata[key];
    else object.metadata[key] = value;
  }
  return ok(object);
}

/** A list page in Stripe's cursor style: `limit` (default 10) after `starting_after`. */
function paged<T extends { id: string }>(url: string, items: T[], params: Params): Stripe.ApiList<T> {
  const after = stringParam(params, 'starting_after');
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const limit = limitParam(params);
  return listObject(url, items.slice(start, start + limit), start + limit < items.length);
}

function limitParam(params: Params): number {
  const limit = Number(stringParam(params, 'limit') ?? 10);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : 10;
}

function stringParam(params: Params, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

function arrayParam(params: Params, name: string): string[] {
  const value = params[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

function expansions(params: Params): string[] {
  return arrayParam(params, 'expand');
}

function metadataParam(params: Params): Stripe.Metadata | undefined {
  const value = params.metadata;
  if (!value || typeof value !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
