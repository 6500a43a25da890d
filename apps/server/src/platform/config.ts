import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type CredentialsKeyRing, keyRingOf } from './secrets/credentials-cipher.js';
import { CREDENTIALS_KEY_FILE_NAME } from './secrets/credentials-key-file.js';

/**
 * Every setting the server reads from the environment, parsed in this one place so a bad value
 * stops the process at start with a readable message instead of failing later in a request.
 */

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Fastify's `trustProxy`: a boolean, a hop count, or a comma-separated list of addresses/CIDRs. */
const trustProxy = z
  .string()
  .trim()
  .transform((value): boolean | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

const envSchema = z.object({
  PORT: int(0, 65_535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  ROLE: z.enum(['api', 'worker', 'all']).default('all'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  // At least 2: start-up holds one connection for a lock while the queue set-up uses another.
  DATABASE_POOL_SIZE: int(2, 100).default(10),
  WORKER_CONCURRENCY: int(1, 32).default(2),
  SCAN_PAGE_BUDGET: int(1, 10_000).default(50),
  SCAN_PAGE_TIMEOUT_MS: int(1_000, 600_000).default(30_000),
  SCAN_TOTAL_TIMEOUT_MS: int(1_000, 6 * 3_600_000).default(15 * 60_000),
  // Pictures of violating elements, highlighted in their page, stored with the findings.
  SCAN_SCREENSHOTS: flag.default(true),
  SCAN_JOB_EXPIRY_SECONDS: int(1, 24 * 3_600).optional(),
  SCAN_RETRY_LIMIT: int(0, 10).default(2),
  SCAN_RETRY_DELAY_SECONDS: int(0, 3_600).default(10),
  QUEUE_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
  QUEUE_MAINTENANCE_INTERVAL_SECONDS: int(1, 3_600).default(60),
  // A worker renews its lease every heartbeat; a lease not renewed for this long returns its scans.
  WORKER_HEARTBEAT_SECONDS: int(1, 300).default(10),
  WORKER_LEASE_SECONDS: int(2, 3_600).default(30),
  KLARSICHT_ALLOW_PRIVATE_TARGETS: flag.default(false),
  FREE_SCAN_RATE_LIMIT: int(0, 1_000_000).default(5),
  FREE_SCAN_RATE_WINDOW_SECONDS: int(1, 86_400 * 30).default(3_600),
  CONTACT_RATE_LIMIT: int(0, 1_000_000).default(5),
  CONTACT_RATE_WINDOW_SECONDS: int(1, 86_400 * 30).default(3_600),
  // Embedded provider: verification mails per user, and login attempts per IP + e-mail.
  VERIFICATION_MAIL_RATE_LIMIT: int(0, 1_000_000).default(3),
  VERIFICATION_MAIL_RATE_WINDOW_SECONDS: int(1, 86_400 * 30).default(3_600),
  LOGIN_RATE_LIMIT: int(0, 1_000_000).default(10),
  LOGIN_RATE_WINDOW_SECONDS: int(1, 86_400 * 30).default(900),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(3).default('Klarsicht <no-reply@localhost>'),
  CONTACT_TO: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CHROMIUM_PATH: optionalText,
  WEB_DIST_DIR: optionalText,
  BODY_LIMIT_BYTES: int(1_024, 10 * 1_024 * 1_024).default(64 * 1_024),
  SSE_HEARTBEAT_SECONDS: int(1, 300).default(15),
  EVENTS_POLL_SECONDS: int(1, 300).default(5),
  STATS_CACHE_SECONDS: int(0, 86_400).default(60),
  SHUTDOWN_TIMEOUT_SECONDS: int(1, 600).default(15),
  // /metrics on the API port only with this bearer token; METRICS_PORT opens a separate listener.
  METRICS_TOKEN: optionalText,
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), int(0, 65_535).optional()),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  // An external OpenID provider (Auth0, Keycloak…). Unset: the embedded provider at PUBLIC_URL/oidc.
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_AUDIENCE: optionalText,
  // Stripe when a secret key is set; otherwise the local test-mode provider in our database.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  // How long an account read from the provider is trusted before it is read again (webhooks refresh it sooner).
  BILLING_CACHE_SECONDS: int(0, 86_400).default(300),
  // Seals the sign-in secrets of sites (AES-256-GCM); without it no sign-in secret is stored.
  CREDENTIALS_KEY: optionalText,
  // A key ring, `id:key,…`, the first sealing (decision 030); CREDENTIALS_KEY joins it as key "0".
  CREDENTIALS_KEYS: optionalText,
  // 'production' turns off development conveniences (the embedded provider's localhost redirect twins).
  NODE_ENV: optionalText,
});

export type Role = 'api' | 'worker' | 'all';

export interface Config {
  port: number;
  host: string;
  role: Role;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  worker: {
    concurrency: number;
    pageBudget: number;
    pageTimeoutMs: number;
    totalTimeoutMs: number;
    allowPrivateTargets: boolean;
    chromiumPath: string | undefined;
    /** Screenshots of violating elements (SCAN_SCREENSHOTS). */
    screenshots: boolean;
    /** WORKER_HEARTBEAT_SECONDS and WORKER_LEASE_SECONDS: how soon a dead worker's scans come back. */
    lease: { heartbeatSeconds: number; leaseSeconds: number };
  };
  queue: {
    /** Above the whole-scan timeout, so only a dead or stuck worker's job expires and comes back. */
    expireInSeconds: number;
    retryLimit: number;
    retryDelaySeconds: number;
    pollingIntervalSeconds: number;
    maintenanceIntervalSeconds: number;
  };
  rateLimits: {
    freeScan: { max: number; windowMs: number };
    contact: { max: number; windowMs: number };
    verificationEmail: { max: number; windowMs: number };
    login: { max: number; windowMs: number };
  };
  mail: { smtpUrl: string | undefined; from: string; contactTo: string | undefined };
  publicUrl: string;
  trustProxy: boolean | number | string[];
  logLevel: string;
  webDistDir: string;
  bodyLimitBytes: number;
  sseHeartbeatMs: number;
  eventsPollMs: number;
  statsCacheMs: number;
  shutdownTimeoutMs: number;
  /** Prometheus metrics: see observability/metrics-endpoint.ts for who may read them. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  auth: AuthSettings;
  billing: BillingSettings;
  /** NODE_ENV=production. */
  production: boolean;
  /**
   * CREDENTIALS_KEYS and CREDENTIALS_KEY: the ring that seals the sites' sign-in secrets (its first
   * key) and opens them (any key); undefined when neither is set.
   */
  credentialsKeys: CredentialsKeyRing | undefined;
  /**
   * Where the embedded default keeps a generated CREDENTIALS_KEY (`<DATA_DIR>/credentials.key`, see
   * secrets/credentials-key-file.ts): only without DATABASE_URL, CREDENTIALS_KEY and CREDENTIALS_KEYS.
   */
  credentialsKeyFile: string | undefined;
}

/** Which OpenID provider signs the access tokens we accept (public: the web app gets these). */
export interface AuthSettings {
  issuer: string;
  clientId: string;
  /** The access token's `aud`; the web app requests it as resource indicator / Auth0 audience. */
  audience: string;
  scope: string;
  /** True when our own provider (mounted at /oidc) is the issuer. */
  embedded: boolean;
}

/** Which payment provider holds customers, subscriptions and payments. Secrets: server only. */
export type BillingSettings =
  | { provider: 'local'; cacheMs: number }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string | undefined; cacheMs: number };

/** Scopes the web app asks for: identity, e-mail, and a refresh token for silent renewal. */
export const AUTH_SCOPE = 'openid profile email offline_access';
export const EMBEDDED_CLIENT_ID = 'klarsicht-web';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Without PUBLIC_URL: `localhost` when we listen on loopback or on every address (the browser on
 * this machine), else the one address we listen on, the only one where sign-in can then work.
 */
function defaultPublicHost(host: string): string {
  if (['127.0.0.1', '::1', 'localhost', '0.0.0.0', '::'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Reads the configuration from `env` (process.env by default); throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // A job must outlive the scan it carries; 2 minutes of slack cover start-up and writing results.
  const expireInSeconds = e.SCAN_JOB_EXPIRY_SECONDS ?? Math.ceil(e.SCAN_TOTAL_TIMEOUT_MS / 1000) + 120;
  if (expireInSeconds * 1000 <= e.SCAN_TOTAL_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  SCAN_JOB_EXPIRY_SECONDS must be above SCAN_TOTAL_TIMEOUT_MS, or live scans would be handed out twice',
    );
  }
  // Two missed beats (a pause, a slow database) must not pass for a dead worker.
  if (e.WORKER_LEASE_SECONDS < 2 * e.WORKER_HEARTBEAT_SECONDS) {
    throw new ConfigError(
      'Invalid configuration:\n  WORKER_LEASE_SECONDS must be at least twice WORKER_HEARTBEAT_SECONDS, or a live worker could lose its scans',
    );
  }
  if (e.OIDC_ISSUER && (!e.OIDC_CLIENT_ID || !e.OIDC_AUDIENCE)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_AUDIENCE (the web app client and the API identifier)',
    );
  }
  let credentialsKeys: CredentialsKeyRing | undefined;
  try {
    credentialsKeys = keyRingOf({ keys: e.CREDENTIALS_KEYS, key: e.CREDENTIALS_KEY });
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${defaultPublicHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    role: e.ROLE,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    worker: {
      concurrency: e.WORKER_CONCURRENCY,
      pageBudget: e.SCAN_PAGE_BUDGET,
      pageTimeoutMs: e.SCAN_PAGE_TIMEOUT_MS,
      totalTimeoutMs: e.SCAN_TOTAL_TIMEOUT_MS,
      allowPrivateTargets: e.KLARSICHT_ALLOW_PRIVATE_TARGETS,
      chromiumPath: e.CHROMIUM_PATH,
      screenshots: e.SCAN_SCREENSHOTS,
      lease: { heartbeatSeconds: e.WORKER_HEARTBEAT_SECONDS, leaseSeconds: e.WORKER_LEASE_SECONDS },
    },
    queue: {
      expireInSeconds,
      retryLimit: e.SCAN_RETRY_LIMIT,
      retryDelaySeconds: e.SCAN_RETRY_DELAY_SECONDS,
      pollingIntervalSeconds: e.QUEUE_POLLING_INTERVAL_SECONDS,
      maintenanceIntervalSeconds: e.QUEUE_MAINTENANCE_INTERVAL_SECONDS,
    },
    rateLimits: {
      freeScan: { max: e.FREE_SCAN_RATE_LIMIT, windowMs: e.FREE_SCAN_RATE_WINDOW_SECONDS * 1000 },
      contact: { max: e.CONTACT_RATE_LIMIT, windowMs: e.CONTACT_RATE_WINDOW_SECONDS * 1000 },
      verificationEmail: {
        max: e.VERIFICATION_MAIL_RATE_LIMIT,
        windowMs: e.VERIFICATION_MAIL_RATE_WINDOW_SECONDS * 1000,
      },
      login: { max: e.LOGIN_RATE_LIMIT, windowMs: e.LOGIN_RATE_WINDOW_SECONDS * 1000 },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactTo: e.CONTACT_TO },
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(serverRoot, '../web/dist')),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    sseHeartbeatMs: e.SSE_HEARTBEAT_SECONDS * 1000,
    eventsPollMs: e.EVENTS_POLL_SECONDS * 1000,
    statsCacheMs: e.STATS_CACHE_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    production: e.NODE_ENV === 'production',
    credentialsKeys,
    credentialsKeyFile:
      credentialsKeys || e.DATABASE_URL ? undefined : path.join(dataDir, CREDENTIALS_KEY_FILE_NAME),
    billing: e.STRIPE_SECRET_KEY
      ? {
          provider: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          cacheMs: e.BILLING_CACHE_SECONDS * 1000,
        }
      : { provider: 'local', cacheMs: e.BILLING_CACHE_SECONDS * 1000 },
    auth: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          audience: e.OIDC_AUDIENCE!,
          scope: AUTH_SCOPE,
          embedded: false,
        }
      : {
          issuer: `${publicUrl}/oidc`,
          clientId: EMBEDDED_CLIENT_ID,
          audience: `${publicUrl}/api`,
          scope: AUTH_SCOPE,
          embedded: true,
        },
  };
}
