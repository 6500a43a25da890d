import {
  addUrlRequestSchema,
  billingAccountQuerySchema,
  billingAccountSchema,
  checkoutRequestSchema,
  planChangeRequestSchema,
  planListSchema,
  redirectResponseSchema,
} from '@klarsicht/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardRoutes, readsAnd } from '../access/index.js';
import { recordBy } from '../activity/index.js';
import type { Database } from '../platform/db/database.js';
import { problems } from '../platform/http/problem-responses.js';
import type { BillingService } from './billing-service.js';
import type { ConfiguredProvider } from './create-provider.js';
import type { FreeCheckQuota } from './free-check-quota.js';
import { registerStripeWebhook } from './stripe-webhook.js';
import { registerTestModeRoutes } from './test-mode-routes.js';

const SIGN_IN = 'Sign in to see your billing account.';

export interface BillingPluginOptions {
  db: Database;
  service: BillingService;
  configured: ConfiguredProvider;
  /** Read for the "current of limit scans" of accounts without a plan. */
  freeChecks: FreeCheckQuota;
}

/** `/api/billing/*`: plans, the caller's account, checkout, plan change, URL allowance, portal; test mode or webhook. */
export const billingPlugin: FastifyPluginAsyncZod<BillingPluginOptions> = async (app, options) => {
  const { service, configured } = options;

  app.get(
    '/plans',
    {
      schema: {
        summary: 'The plans on sale (public)',
        tags: ['billing'],
        response: { 200: planListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return service.plans();
    },
  );

  // The caller's billing account (and, with the local provider, its test checkout and portal).
  await app.register(async (group) => {
    const routes = group.withTypeProvider<ZodTypeProvider>();
    // Every member reads the plan; paying (the test checkout's page included) is the owners'.
    const readOrPay = readsAnd('own');
    const viewerOf = guardRoutes(group, {
      kind: 'organisation',
      action: (request) => (request.routeOptions.url?.includes('/test-mode/') ? 'own' : readOrPay(request)),
      signIn: SIGN_IN,
    });

    routes.get(
      '/account',
      {
        schema: {
          summary: "The caller's plan, allowance, registered URLs and payments",
          description: 'Answered from a short-lived cache; `fresh=true` reads the payment provider.',
          tags: ['billing'],
          querystring: billingAccountQuerySchema,
          response: { 200: billingAccountSchema, ...problems(400, 401, 502) },
        },
      },
      async (request, reply) => {
        const organisationId = viewerOf.of(request).organisationId;
        const account = await service.account(organisationId, { fresh: request.query.fresh });
        reply.header('cache-control', 'private, no-store');
        return account.active
          ? account
          : { ...account, trial: await options.freeChecks.usage(organisationId) };
      },
    );

    routes.post(
      '/checkout',
      {
        schema: {
          summary: 'Start a checkout for a plan (monthly or once), in euro or US dollars',
          description:
            'Charged in `currency` (German pages: eur, English pages: usd) at the amount set for it. 409 plan_already_active for a plan the caller has; 409 subscription_active for any checkout beside an active subscription (change its plan instead).',
          tags: ['billing'],
          body: checkoutRequestSchema,
          response: { 200: redirectResponseSchema, ...problems(400, 401, 409, 415, 502) },
        },
      },
      async (request) =>
        service.checkout(
          viewerOf.of(request).organisationId,
          request.body.plan,
          request.body.mode,
          request.body.currency,
        ),
    );

    routes.post(
      '/subscription/plan',
      {
        schema: {
          summary: "Change the active subscription's plan (prorated)",
          description:
            "The same subscription moves to the plan's monthly price in the currency it is billed in; the provider prorates the rest of the period. 409 plan_already_active for the current plan, conflict without a subscription, plan_not_purchasable for plans sold on request.",
          tags: ['billing'],
          body: planChangeRequestSchema,
          response: { 200: billingAccountSchema, ...problems(400, 401, 409, 415, 502) },
        },
      },
      async (request) => service.changePlan(viewerOf.of(request).organisationId, request.body.plan),
    );

    routes.post(
      '/urls',
      {
        schema: {
          summary: 'Register a site on the plan allowance',
          description:
            'Entries are site origins without "www." (https://example.com); a second URL of a registered site changes nothing. 409 allowance_exhausted when the plan is full.',
          tags: ['billing'],
          body: addUrlRequestSchema,
          response: { 200: billingAccountSchema, ...problems(400, 401, 403, 409, 415, 502) },
        },
      },
      async (request) => {
        const viewer = viewerOf.of(request);
        // What was registered before; an account the provider cannot read yet has nothing.
        const before = await service
          .account(viewer.organisationId)
          .then((account) => account.urls)
          .catch(() => [] as string[]);
        const account = await service.addUrl(viewer.organisationId, request.body.url);
        // The provider holds the allowance, so the entry follows the change rather than sharing its
        // transaction; a second URL of a registered site changes nothing and is not entered.
        const added = account.urls.filter((url) => !before.includes(url));
        if (added.length > 0) {
          // Its own transaction, so the lock on the organisation holds until the entry is in.
          await options.db.orm.transaction((tx) =>
            recordBy(
              tx,
              viewer,
              { action: 'plan.site_added', subject: { site: added.join(', ') } },
              new Date(),
            ),
          );
        }
        return account;
      },
    );

    routes.post(
      '/portal',
      {
        schema: {
          summary: "Open the payment provider's billing portal",
          tags: ['billing'],
          response: { 200: redirectResponseSchema, ...problems(401, 502) },
        },
      },
      async (request) => service.portal(viewerOf.of(request).organisationId),
    );
    if (configured.kind === 'local')
      registerTestModeRoutes(group, { service, provider: configured.provider, viewerOf });
  });

  if (configured.kind !== 'local') {
    registerStripeWebhook(app, {
      stripe: configured.stripe,
      webhookSecret: configured.webhookSecret,
      db: options.db,
      onCustomerChanged: service.onCustomerChanged,
    });
  }
};
