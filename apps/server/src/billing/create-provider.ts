import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Clock } from '../platform/clock.js';
import type { Config } from '../platform/config.js';
import type { Database } from '../platform/db/database.js';
import { BillingService } from './billing-service.js';
import { LocalBillingProvider } from './local-provider.js';
import type { BillingProvider } from './provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** The configured provider, plus what only one kind has: the test-mode operations or the SDK client. */
export type ConfiguredProvider =
  | { kind: 'local'; provider: LocalBillingProvider }
  | { kind: 'stripe'; provider: BillingProvider; stripe: Stripe; webhookSecret: string | undefined };

export interface BillingProviderDeps {
  db: Database;
  logger: FastifyBaseLogger;
  clock?: Clock | undefined;
  /** SDK overrides (tests point Stripe at a double). */
  stripeClientOptions?: Partial<Stripe.StripeConfig> | undefined;
}

/** `STRIPE_SECRET_KEY` set: Stripe; otherwise the local test-mode provider in our database. */
export function createBillingProvider(
  config: Pick<Config, 'billing' | 'publicUrl'>,
  deps: BillingProviderDeps,
): ConfiguredProvider {
  const { billing, publicUrl } = config;
  if (billing.provider === 'local') {
    return {
      kind: 'local',
      provider: new LocalBillingProvider({
        db: deps.db,
        publicUrl,
        ...(deps.clock ? { clock: deps.clock } : {}),
      }),
    };
  }
  const provider = createStripeProvider({
    secretKey: billing.secretKey,
    publicUrl,
    logger: deps.logger,
    ...(deps.stripeClientOptions ? { clientOptions: deps.stripeClientOptions } : {}),
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  return { kind: 'stripe', provider, stripe: provider.stripe, webhookSecret: billing.webhookSecret };
}

/** A process's billing: the configured provider and the one service (with its account cache) over it. */
export interface Billing {
  configured: ConfiguredProvider;
  service: BillingService;
}

/**
 * Built once per process and shared by its API and its worker (monitoring's allowance checks), so
 * that both read one account cache. `configured` replaces the configured provider (tests).
 */
export function createBilling(
  config: Pick<Config, 'billing' | 'publicUrl'>,
  deps: BillingProviderDeps & { configured?: ConfiguredProvider | undefined },
): Billing {
  const configured = deps.configured ?? createBillingProvider(config, deps);
  const service = new BillingService({
    db: deps.db,
    provider: configured.provider,
    publicUrl: config.publicUrl,
    cacheMs: config.billing.cacheMs,
    logger: deps.logger,
    ...(deps.clock ? { clock: deps.clock } : {}),
  });
  return { configured, service };
}
