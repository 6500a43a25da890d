import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Database } from '../platform/db/database.js';
import { registerErrorHandler } from '../platform/http/error-handler.js';
import { HttpProblem } from '../platform/http/problem.js';
import { forgetBillingEvent, recordBillingEvent } from './billing-events-repo.js';

export interface StripeWebhookOptions {
  stripe: Stripe;
  /** `STRIPE_WEBHOOK_SECRET`; without it every delivery is refused with 503. */
  webhookSecret: string | undefined;
  db: Database;
  /** Re-reads the customer's account from Stripe; a failure makes Stripe deliver the event again. */
  onCustomerChanged: (customerId: string) => Promise<void>;
  /** How old a signature's timestamp may be; Stripe's default of 300 s. */
  toleranceSeconds?: number;
}

const DEFAULT_TOLERANCE_SECONDS = 300;
/** Stripe's event payloads are a few kilobytes; the app-wide limit is sized for our own forms. */
const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * `POST /webhook` on the given plugin instance. The signature covers the exact bytes Stripe sent,
 * so the route lives in its own encapsulated scope whose only parser keeps the body as a Buffer;
 * JSON routes elsewhere (including siblings on `app`) keep their normal parsing.
 */
export function registerStripeWebhook(app: FastifyInstance, options: StripeWebhookOptions): void {
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;

  app.register(async (scope) => {
    // The route's problems leave as problem+json even when mounted on an app without our handler.
    registerErrorHandler(scope);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    scope.post(
      '/webhook',
      { schema: { summary: 'Stripe event deliveries (signed)', tags: ['billing'] } },
      async (request, reply) => {
        if (!options.webhookSecret) {
          throw new HttpProblem(503, 'unavailable', 'Webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
        }
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || signature === '' || !Buffer.isBuffer(request.body)) {
          throw new HttpProblem(400, 'validation_failed', 'A signed Stripe event is expected.');
        }

        let event: Stripe.Event;
        try {
          event = options.stripe.webhooks.constructEvent(
            request.body,
            signature,
            options.webhookSecret,
            tolerance,
          );
        } catch (error) {
          // The SDK's signature messages name no secret and no body; a JSON error might quote the body.
          const reason =
            error instanceof Stripe.errors.StripeSignatureVerificationError
              ? error.message
              : 'unreadable event';
          request.log.warn({ reason }, 'stripe webhook refused');
          throw new HttpProblem(400, 'validation_failed', 'The Stripe signature could not be verified.');
        }

        const log = request.log.child({ stripeEventId: event.id, stripeEventType: event.type });
        if (!(await recordBillingEvent(options.db.orm, { id: event.id, type: event.type }))) {
          log.info('stripe event already processed');
          return reply.send({ received: true, duplicate: true });
        }
        const customerId = customerOf(event);
        if (!customerId) {
          log.info('stripe event ignored');
          return reply.send({ received: true });
        }

        try {
          await options.onCustomerChanged(customerId);
        } catch (error) {
          // Not remembered as done: Stripe retries failed deliveries, and the retry must be processed.
          await forgetBillingEvent(options.db.orm, event.id);
          log.error({ err: error }, 'stripe event processing failed');
          throw new HttpProblem(500, 'internal', 'The event could not be processed; it will be retried.');
        }
        log.info({ customerId }, 'stripe event processed');
        return reply.send({ received: true });
      },
    );
  });
}

/**
 * The customer of the events that change what a customer may do; undefined for every other type and
 * for events without a customer (a guest checkout changes no account of ours).
 */
function customerOf(event: Stripe.Event): string | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'payment_intent.succeeded':
      return idOf(event.data.object.customer);
    default:
      return undefined;
  }
}

function idOf(customer: string | { id: string } | null): string | undefined {
  if (customer === null) return undefined;
  return typeof customer === 'string' ? customer : customer.id;
}
