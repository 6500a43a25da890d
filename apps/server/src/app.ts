import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Authenticator, registerViewer } from './access/index.js';
import { accountDataPlugin } from './account-data/index.js';
import {
  apiTokenAuthenticator,
  apiTokensPlugin,
  authPlugin,
  contactPlugin,
  externalIssuerAuthenticator,
  type LocalAccountHooks,
  membershipIn,
  setUpEmbeddedProvider,
} from './accounts/index.js';
import { activityPlugin, recordBy } from './activity/index.js';
import {
  type Billing,
  billingAllowanceReader,
  billingPlugin,
  type ConfiguredProvider,
  createBilling,
  freeCheckQuota,
  planById,
} from './billing/index.js';
import {
  acrPlugin,
  conformancePlugin,
  evaluationPlugin,
  evidencePlugin,
  statementPagesPlugin,
  statementsPlugin,
} from './conformance/index.js';
import { notificationsPlugin } from './notifications/index.js';
import { clientGroupsPlugin, invitationsPlugin, organisationsPlugin } from './organisations/index.js';
import { type Clock, systemClock } from './platform/clock.js';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/database.js';
import { healthPlugin } from './platform/health/routes.js';
import { registerApiDocs } from './platform/http/docs.js';
import { registerErrorHandler, registerNotFoundHandler } from './platform/http/error-handler.js';
import { frameworkErrorAsProblem } from './platform/http/framework-errors.js';
import { registerLoopbackRedirect } from './platform/http/loopback-origin.js';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.js';
import { registerSecurityHeaders } from './platform/http/security.js';
import type { Mailer } from './platform/mail/mailer.js';
import { REQUEST_ID_HEADER, requestIdFor } from './platform/observability/logger.js';
import { ServiceMetrics } from './platform/observability/metrics.js';
import { metricsRoutePlugin } from './platform/observability/metrics-endpoint.js';
import type { ScanQueue } from './platform/queue/scan-queue.js';
import { createCredentialsCipher } from './platform/secrets/credentials-cipher.js';
import { registerStatic } from './platform/static/plugin.js';
import { reportsPlugin, rulesPlugin } from './reports/index.js';
import {
  decisionsPlugin,
  reviewsPlugin,
  ScanEventHub,
  scansPlugin,
  screenshotsPlugin,
  sharingPlugin,
  statsPlugin,
  uploadsPlugin,
} from './scans/index.js';
import { monitoringPlugin, siteFlowsPlugin, siteSettingsPlugin } from './sites/index.js';
import { registerTrackerWebhook, trackersPlugin } from './trackers/index.js';
import { eventWebhooksDoc, webhooksPlugin } from './webhooks/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    scanEvents: ScanEventHub;
  }
}

/** Everything the HTTP side needs, passed in so a test builds the app in a few lines. */
export interface AppDeps {
  config: Config;
  db: Database;
  scanQueue: Pick<ScanQueue, 'enqueue' | 'isReady' | 'enqueueDelivery'>;
  mailer: Mailer;
  clock?: Clock;
  /**
   * Decides `request.viewer`. Default: access tokens of the configured external issuer; with the
   * embedded provider, its own authenticator (anonymous while it is not mounted).
   */
  authenticate?: Authenticator;
  /** The embedded provider's account hooks (name changes, verification mail). */
  localAccounts?: LocalAccountHooks;
  logger?: FastifyBaseLogger;
  /** The process's metrics (shared with its worker); a fresh registry for this app otherwise. */
  metrics?: ServiceMetrics;
  /** The payment provider; by default the configured one (`createBillingProvider`). */
  billingProvider?: ConfiguredProvider;
  /** The process's billing, when the process has built it already (shared with its worker). */
  billing?: Billing;
}

/** The API server (role `api`): routes, security headers, docs, the SPA. Not yet listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // A hop count means "trust the nearest N proxies", which Fastify's types spell as a function.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // Keep-alive connections that sit idle must not hold a shutdown up.
    forceCloseConnections: 'idle',
    // A proxy's or caller's x-request-id (when safe to log) ties our log lines to theirs.
    genReqId: requestIdFor,
    requestIdHeader: false,
    // Errors before routing (a broken percent-escape in the path) leave as problem+json too.
    frameworkErrors: frameworkErrorAsProblem,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // A JSON API: plain-text bodies are refused with 415 rather than parsed into a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // localhost and 127.0.0.1 are two origins to a browser; sign-in works on PUBLIC_URL's only.
  registerLoopbackRedirect(app, config.publicUrl);

  // Without OIDC_ISSUER our own provider, at /oidc, signs the tokens (keys from the database).
  const embedded = config.auth.embedded
    ? await setUpEmbeddedProvider({ config, db, mailer: deps.mailer, logger: app.log })
    : undefined;
  const defaultAuthenticator = embedded?.authenticate ?? externalIssuerAuthenticator(db, config.auth);
  // API tokens (`Bearer ks_…`) for pipelines, in front of whichever authenticator signs people in.
  registerViewer(
    app,
    apiTokenAuthenticator({
      db,
      clock: deps.clock ?? systemClock,
      inner: deps.authenticate ?? defaultAuthenticator,
    }),
    (organisationId, userId) => membershipIn(db.orm, organisationId, userId),
  );
  await registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https://'),
    // The web app talks to an external provider's token and userinfo endpoints itself.
    connectSources: config.auth.embedded ? [] : [new URL(config.auth.issuer).origin],
  });
  // Limits are applied per route (free checks, contact), counted in the database so that several
  // API processes share them.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  await registerApiDocs(app, { publicUrl: config.publicUrl, webhooks: eventWebhooksDoc() });

  const events = new ScanEventHub(db, { pollMs: config.eventsPollMs, logger: app.log });
  await events.start();
  app.addHook('onClose', () => events.close());
  // Visible for diagnostics and tests (how many scans have open event streams).
  app.decorate('scanEvents', events);

  await app.register(healthPlugin, { db, scanQueue: deps.scanQueue });
  const metrics = deps.metrics ?? new ServiceMetrics();
  if (!deps.metrics) metrics.countScansIn(db);
  await app.register(metricsRoutePlugin, { metrics, token: config.metrics.token });
  const { service: billing, configured: billingProvider } =
    deps.billing ??
    createBilling(config, { db, logger: app.log, clock: deps.clock, configured: deps.billingProvider });
  const freeChecks = freeCheckQuota(db, config.rateLimits.freeScan);
  await app.register(
    async (api) => {
      await api.register(scansPlugin, {
        db,
        billing,
        freeChecks,
        scanQueue: deps.scanQueue,
        events,
        freeScanLimit: config.rateLimits.freeScan,
        sseHeartbeatMs: config.sseHeartbeatMs,
        clock: deps.clock ?? systemClock,
      });
      await api.register(statsPlugin, { db, clock: deps.clock ?? systemClock, cacheMs: config.statsCacheMs });
      await api.register(contactPlugin, {
        db,
        mailer: deps.mailer,
        limit: config.rateLimits.contact,
        from: config.mail.from,
        to: config.mail.contactTo,
      });
      await api.register(apiTokensPlugin, {
        db,
        clock: deps.clock ?? systemClock,
        record: (tx, viewer, what) => recordBy(tx, viewer, what, (deps.clock ?? systemClock).now()),
      });
      await api.register(organisationsPlugin, { db, clock: deps.clock ?? systemClock });
      await api.register(clientGroupsPlugin, {
        db,
        clock: deps.clock ?? systemClock,
        brandingOf: async (organisationId) => {
          const account = await billing.account(organisationId);
          return account.active && account.planId !== null && planById(account.planId).branding;
        },
      });
      await api.register(activityPlugin, { db, clock: deps.clock ?? systemClock });
      await api.register(invitationsPlugin, {
        db,
        mailer: deps.mailer,
        from: config.mail.from,
        publicUrl: config.publicUrl,
        clock: deps.clock ?? systemClock,
        seatsOf: async (organisationId) => {
          const account = await billing.account(organisationId);
          // Without a plan only the owner has a seat.
          return account.active && account.planId ? planById(account.planId).members : 1;
        },
      });
      await api.register(authPlugin, {
        db,
        settings: config.auth,
        localAccounts: deps.localAccounts ?? embedded?.localAccounts,
        verificationEmailLimit: config.rateLimits.verificationEmail,
        accountMailsLogged: deps.mailer.kind === 'log',
      });
      await api.register(reportsPlugin, {
        db,
        chromiumPath: config.worker.chromiumPath,
        clock: deps.clock ?? systemClock,
        allowance: billingAllowanceReader(billing),
      });
      await api.register(billingPlugin, {
        prefix: '/billing',
        db,
        service: billing,
        configured: billingProvider,
        freeChecks,
      });
      await api.register(sharingPlugin, {
        db,
        publicUrl: config.publicUrl,
        clock: deps.clock ?? systemClock,
      });
      await api.register(screenshotsPlugin, { db });
      await api.register(uploadsPlugin, {
        db,
        billing,
        clock: deps.clock ?? systemClock,
        publicUrl: config.publicUrl,
      });
      await api.register(reviewsPlugin, { db });
      await api.register(decisionsPlugin, {
        db,
        clock: deps.clock ?? systemClock,
        notify: { mailer: deps.mailer, from: config.mail.from, publicUrl: config.publicUrl },
      });
      await api.register(notificationsPlugin, { db, clock: deps.clock ?? systemClock });
      await api.register(rulesPlugin);
      await api.register(accountDataPlugin, {
        db,
        billing,
        publicUrl: config.publicUrl,
        embeddedIssuer: config.auth.embedded ? config.auth.issuer : null,
        clock: deps.clock ?? systemClock,
      });
      await api.register(monitoringPlugin, {
        db,
        allowance: billingAllowanceReader(billing),
        clock: deps.clock ?? systemClock,
      });
      await api.register(conformancePlugin, {
        db,
        allowance: billingAllowanceReader(billing),
        clock: deps.clock ?? systemClock,
      });
      await api.register(evidencePlugin, { db, allowance: billingAllowanceReader(billing) });
      for (const plugin of [acrPlugin, evaluationPlugin]) {
        await api.register(plugin, {
          db,
          allowance: billingAllowanceReader(billing),
          clock: deps.clock ?? systemClock,
        });
      }
      await api.register(statementsPlugin, {
        db,
        allowance: billingAllowanceReader(billing),
        clock: deps.clock ?? systemClock,
        publicUrl: config.publicUrl,
      });
      await api.register(siteSettingsPlugin, {
        db,
        allowance: billingAllowanceReader(billing),
        clock: deps.clock ?? systemClock,
        cipher: config.credentialsKeys && createCredentialsCipher(config.credentialsKeys),
      });
      await api.register(siteFlowsPlugin, {
        db,
        allowance: billingAllowanceReader(billing),
        clock: deps.clock ?? systemClock,
      });
      await api.register(webhooksPlugin, {
        db,
        clock: deps.clock ?? systemClock,
        record: (tx, viewer, what) => recordBy(tx, viewer, what, (deps.clock ?? systemClock).now()),
        queue: deps.scanQueue,
        cipher: config.credentialsKeys && createCredentialsCipher(config.credentialsKeys),
        policy: { allowPrivateTargets: config.worker.allowPrivateTargets },
      });
      await api.register(trackersPlugin, {
        db,
        clock: deps.clock ?? systemClock,
        record: (tx, viewer, what) => recordBy(tx, viewer, what, (deps.clock ?? systemClock).now()),
        cipher: config.credentialsKeys && createCredentialsCipher(config.credentialsKeys),
        publicUrl: config.publicUrl,
        allowPrivateTargets: config.worker.allowPrivateTargets,
      });
      registerTrackerWebhook(api, {
        db,
        clock: deps.clock ?? systemClock,
        cipher: config.credentialsKeys && createCredentialsCipher(config.credentialsKeys),
      });
    },
    { prefix: '/api' },
  );

  await app.register(statementPagesPlugin, { db, allowance: billingAllowanceReader(billing) });
  await embedded?.register(app);

  const spaPage = await registerStatic(app, config.webDistDir);
  registerNotFoundHandler(app, spaPage);
  return app;
}
