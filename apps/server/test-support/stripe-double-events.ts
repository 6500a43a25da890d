import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

/**
 * Stripe webhook deliveries for tests: typed events around the double's objects, signed with the
 * SDK's own test header helper, so the receiving route verifies them exactly as it would Stripe's.
 */

export type StripeEventOf<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>;

export function stripeEvent<T extends Stripe.Event.Type>(
  type: T,
  object: StripeEventOf<T>['data']['object'],
  options: { id?: string; created?: number } = {},
): StripeEventOf<T> {
  const event = {
    id: options.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } satisfies Omit<Stripe.EventBase, 'data'> & { data: { object: unknown } };
  // TypeScript cannot narrow the union by a generic `type`; the envelope is checked by
  // `satisfies` and the object by the parameter's type.
  return event as unknown as StripeEventOf<T>;
}

/** The body and headers of a delivery, signed at `timestamp` (seconds; now by default). */
export function signedDelivery(
  event: Stripe.Event,
  secret: string,
  options: { timestamp?: number } = {},
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event, null, 2);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  };
}

// Signing needs no API key and no network; any client instance does it.
const signer = new Stripe('sk_test_signing_only');
