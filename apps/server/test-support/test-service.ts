import type { Scanner } from '@klarsicht/scanner';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticator } from '../src/access/viewer.js';
import { type AppDeps, buildApp } from '../src/app.js';
import type { Clock } from '../src/platform/clock.js';
import { type Config, loadConfig } from '../src/platform/config.js';
import type { Database } from '../src/platform/db/database.js';
import type { Mailer, OutgoingMail } from '../src/platform/mail/mailer.js';
import { createLogger } from '../src/platform/observability/logger.js';
import { type RunningService, startService } from '../src/service.js';
import { testUserId } from './test-identity.js';

/** Builds a configuration as the environment would, with test-friendly defaults. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    ROLE: 'all',
    KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
    WEB_DIST_DIR: '/nonexistent/klarsicht-web-dist',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WORKER_CONCURRENCY: '2',
    QUEUE_POLLING_INTERVAL_SECONDS: '0.5',
    SSE_HEARTBEAT_SECONDS: '1',
    EVENTS_POLL_SECONDS: '1',
    STATS_CACHE_SECONDS: '0',
    FREE_SCAN_RATE_LIMIT: '1000',
    CONTACT_RATE_LIMIT: '1000',
    SCAN_PAGE_TIMEOUT_MS: '20000',
    SCAN_TOTAL_TIMEOUT_MS: '60000',
    SHUTDOWN_TIMEOUT_SECONDS: '5',
    ...env,
  });
}

/** A mailer that keeps what it was given. */
export function recordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(mail) {
      sent.push(mail);
    },
    async close() {},
  };
}

/**
 * Test-only authentication: the `x-test-user` header names the signed-in person, by id or by a
 * name ('alice'), which becomes the same real account each time (test-identity.ts).
 */
export function headerAuthenticator(db: Database): Authenticator {
  return async (request: FastifyRequest) => {
    const user = request.headers['x-test-user'];
    return typeof user === 'string' && user !== '' ? { userId: await testUserId(db, user) } : null;
  };
}

/**
 * The API in-process (for app.inject) over `db`, with no queue behind it: scans it accepts stay
 * queued. Signs in by `x-test-user` unless `authenticate` says otherwise.
 */
export function buildTestApp(
  db: Database,
  options: { env?: Record<string, string> } & Partial<Omit<AppDeps, 'config' | 'db'>> = {},
): Promise<FastifyInstance> {
  const { env, ...deps } = options;
  return buildApp({
    config: testConfig(env),
    db,
    scanQueue: { enqueue: async () => {}, enqueueDelivery: async () => {}, isReady: async () => true },
    mailer: recordingMailer(),
    authenticate: headerAuthenticator(db),
    ...deps,
  });
}

export interface TestService extends RunningService {
  baseUrl: string;
}

export async function startTestService(options: {
  db: Database;
  env?: Record<string, string>;
  mailer?: Mailer;
  authenticate?: Authenticator;
  clock?: Clock;
  createScanner?: () => Scanner;
  deliveryRetryDelaysSeconds?: readonly number[];
}): Promise<TestService> {
  const config = testConfig(options.env);
  const service = await startService({
    config,
    db: options.db,
    logger: createLogger({ level: config.logLevel }),
    progressIntervalMs: 50,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.authenticate ? { authenticate: options.authenticate } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.createScanner ? { createScanner: options.createScanner } : {}),
    ...(options.deliveryRetryDelaysSeconds
      ? { deliveryRetryDelaysSeconds: options.deliveryRetryDelaysSeconds }
      : {}),
  });
  return { ...service, baseUrl: service.address ?? '' };
}
