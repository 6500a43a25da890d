import {
  billingAccountSchema,
  redirectResponseSchema,
  testCheckoutViewSchema,
  testSubscriptionChangeSchema,
} from '@klarsicht/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guarded, Viewer } from '../access/index.js';
import { HttpProblem } from '../platform/http/problem.js';
import { problems } from '../platform/http/problem-responses.js';
import type { BillingService } from './billing-service.js';
import type { LocalBillingProvider } from './local-provider.js';
import { planById } from './plan-catalogue.js';

/**
 * The local provider's stand-ins for provider-hosted pages: the web app's test checkout
 * (`/billing/test-checkout/:id`) and test billing portal call these. Registered only with the
 * local provider; under Stripe these paths do not exist (404).
 */

// Anything not shaped like a session id is simply not found (and never reaches the database).
const CHECKOUT_ID = /^cs_local_[\w-]{1,64}$/;
const checkoutParams = z.object({ id: z.string().max(100) });
const NO_SUCH_CHECKOUT = () => new HttpProblem(404, 'not_found', 'No such checkout session.');

export function registerTestModeRoutes(
  parent: FastifyInstance,
  /** `viewerOf`: the signed-in caller, as the billing routes' access hook let them through. */
  options: { service: BillingService; provider: LocalBillingProvider; viewerOf: Guarded<Viewer> },
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { service, provider } = options;

  app.get(
    '/test-mode/checkout/:id',
    {
      schema: {
        summary: 'A test-mode checkout session (local provider only; its own user only)',
        tags: ['billing'],
        params: checkoutParams,
        response: { 200: testCheckoutViewSchema, ...problems(401, 404) },
      },
    },
    async (request) => {
      const { organisationId } = options.viewerOf.of(request);
      const session = CHECKOUT_ID.test(request.params.id)
        ? await provider.findCheckout(request.params.id, organisationId)
        : undefined;
      if (!session) throw NO_SUCH_CHECKOUT();
      return {
        id: session.id,
        planId: session.planId,
        planName: planById(session.planId).name,
        mode: session.mode,
        price: { amount: session.amount, currency: session.currency },
        status: session.effectiveStatus,
        successUrl: session.successUrl,
        cancelUrl: session.cancelUrl,
      };
    },
  );

  app.post(
    '/test-mode/checkout/:id/complete',
    {
      schema: {
        summary: 'Pay a test-mode checkout (nothing is charged)',
        tags: ['billing'],
        params: checkoutParams,
        response: { 200: redirectResponseSchema, ...problems(401, 404, 409, 502) },
      },
    },
    async (request) => {
      const { organisationId } = options.viewerOf.of(request);
      if (!CHECKOUT_ID.test(request.params.id)) throw NO_SUCH_CHECKOUT();
      const session = await provider.completeCheckout(request.params.id, organisationId);
      await service.refreshOrganisation(organisationId);
      return { url: session.successUrl };
    },
  );

  app.post(
    '/test-mode/checkout/:id/cancel',
    {
      schema: {
        summary: 'Abandon a test-mode checkout',
        tags: ['billing'],
        params: checkoutParams,
        response: { 200: redirectResponseSchema, ...problems(401, 404, 409) },
      },
    },
    async (request) => {
      const { organisationId } = options.viewerOf.of(request);
      if (!CHECKOUT_ID.test(request.params.id)) throw NO_SUCH_CHECKOUT();
      const session = await provider.cancelCheckout(request.params.id, organisationId);
      return { url: session.cancelUrl };
    },
  );

  app.post(
    '/test-mode/subscription',
    {
      schema: {
        summary: 'Cancel the test-mode subscription or switch its plan',
        tags: ['billing'],
        body: testSubscriptionChangeSchema,
        response: { 200: billingAccountSchema, ...problems(400, 401, 409, 415, 502) },
      },
    },
    async (request) => {
      const { organisationId } = options.viewerOf.of(request);
      const customerId = await service.customerId(organisationId);
      const change = request.body;
      const changed =
        change.action === 'cancel'
          ? await provider.cancelSubscription(customerId)
          : await provider.switchPlan(customerId, change.plan);
      if (!changed) throw new HttpProblem(409, 'conflict', 'There is no active subscription to change.');
      return service.refreshOrganisation(organisationId);
    },
  );
}
