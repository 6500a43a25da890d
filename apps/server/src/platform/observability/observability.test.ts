import { type FixtureSite, startFixtureSite } from '@klarsicht/fixture-site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, waitForScan } from '../../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { recordingMailer, testConfig } from '../../../test-support/test-service.js';
import { type RunningService, startService } from '../../service.js';
import { createLogger } from './logger.js';

/**
 * Request ids, scan ids and redaction in the log; /metrics on the API port (token) and on
 * METRICS_PORT. One service with a real worker scanning the fixture site.
 */

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const BEARER_SECRET = 'eyJhbGciOi.secret-bearer-value.QWERTY';
const COOKIE_SECRET = 'session-cookie-secret-ABCDEF';

let database: TestDatabase;
let site: FixtureSite;
let service: RunningService;
let api: string;
const logLines: string[] = [];
const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'shop' })]);
  const config = testConfig({ METRICS_TOKEN, METRICS_PORT: '0', LOG_LEVEL: 'debug' });
  service = await startService({
    config,
    db: database.db,
    logger: createLogger({ level: 'debug' }, { write: (line: string) => void logLines.push(line) }),
    mailer: recordingMailer(),
    progressIntervalMs: 50,
  });
  api = `${service.address}/api`;
});

afterAll(async () => {
  await service?.close();
  await site?.close();
  await database?.destroy();
});

describe('request ids', () => {
  it('echo a safe incoming x-request-id and log it with the request', async () => {
    const { status, headers } = await getJson(`${service.address}/healthz`, {
      'x-request-id': 'edge-4711.a',
    });
    expect(status).toBe(200);
    expect(headers.get('x-request-id')).toBe('edge-4711.a');
    expect(logged().some((entry) => entry.reqId === 'edge-4711.a' && entry.msg === 'request completed')).toBe(
      true,
    );
  });

  it('replace an unsafe or overlong one with a fresh UUID', async () => {
    for (const unsafe of ['a b', '"quoted"', 'x'.repeat(200), '{"inject":1}']) {
      const { headers } = await getJson(`${service.address}/healthz`, { 'x-request-id': unsafe });
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const { headers } = await getJson(`${service.address}/healthz`);
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the log', () => {
  it('holds no bearer token, cookie or password, even when headers and bodies are logged', async () => {
    const secrets = { authorization: `Bearer ${BEARER_SECRET}`, cookie: `sid=${COOKIE_SECRET}` };
    await getJson(`${api}/stats`, secrets);
    await postJson(
      `${api}/contact`,
      { name: 'A', email: 'a@example.org', message: 'hi', password: 'pw-SECRET-1' },
      secrets,
    );
    await getJson(`${api}/scans/not-a-uuid`, secrets);
    // Code that logs a whole request, response or body (by mistake or at debug level) is covered too.
    const log = createLogger({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    log.info({ req: { headers: secrets } }, 'request with headers');
    log.info({ headers: { ...secrets, 'proxy-authorization': `Basic ${BEARER_SECRET}` } }, 'headers');
    log.info({ res: { headers: { 'set-cookie': `sid=${COOKIE_SECRET}` } } }, 'response');
    log.info(
      { token: BEARER_SECRET, user: { password: 'pw-SECRET-1' }, body: { auth: { token: BEARER_SECRET } } },
      'fields',
    );

    const text = logLines.join('');
    expect(text).toContain('request completed');
    expect(text).toContain('[Redacted]');
    for (const secret of [BEARER_SECRET, COOKIE_SECRET, 'pw-SECRET-1']) expect(text).not.toContain(secret);
  });

  it('carries the scan id on every worker line of a scan', async () => {
    const created = await postJson(`${api}/scans`, { url: site.url('/'), profile: 'wcag21aa' });
    expect(created.status).toBe(202);
    const scanId = created.json.id as string;
    const scan = await waitForScan(service.address!, scanId);
    expect(scan.status).toBe('succeeded');
    const scanLines = logged().filter((entry) => entry.role === 'worker' && entry.scanId === scanId);
    expect(scanLines.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['scan started', 'scan finished']),
    );
    for (const entry of scanLines) expect(entry.jobId).toEqual(expect.any(String));
  }, 60_000);
});

describe('/metrics', () => {
  it('on the API port asks for the metrics token', async () => {
    const anonymous = await fetch(`${service.address}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const wrong = await fetch(`${service.address}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('reports scans by status, worker counters, duration histograms, browser restarts and process metrics', async () => {
    const read = () =>
      fetch(`${service.address}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    // The worker counts a scan as active until its after-scan step is done, a moment after the
    // scan shows as succeeded: read again until it has let go.
    let text = await response.text();
    await expect
      .poll(async () => {
        if (!text.includes('klarsicht_worker_scans_active 0')) text = await (await read()).text();
        return text;
      })
      .toContain('klarsicht_worker_scans_active 0');
    expect(text).toContain('klarsicht_scans{status="succeeded"} 1');
    expect(text).toContain('klarsicht_scans{status="queued"} 0');
    expect(text).toContain('klarsicht_scans{status="running"} 0');
    expect(text).toContain('klarsicht_scans{status="failed"} 0');
    expect(text).toContain('klarsicht_worker_scans_finished_total{outcome="succeeded"} 1');
    expect(text).toContain('klarsicht_worker_scans_active 0');
    expect(text).toContain('klarsicht_scan_duration_seconds_count{outcome="succeeded"} 1');
    expect(text).toContain('klarsicht_page_duration_seconds_count{outcome="succeeded"} 1');
    expect(text).toContain('klarsicht_browser_restarts_total 0');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is served on METRICS_PORT too (the only way for worker-only processes), with the token', async () => {
    expect(service.metricsAddress).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${service.metricsAddress}/metrics`)).status).toBe(401);
    const response = await fetch(`${service.metricsAddress}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('klarsicht_scans{status="succeeded"} 1');
    expect((await fetch(`${service.metricsAddress}/other`)).status).toBe(404);
  });

  it('is absent from the API port without a metrics token', async () => {
    const { buildApp } = await import('../../app.js');
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      scanQueue: { enqueue: async () => {}, enqueueDelivery: async () => {}, isReady: async () => true },
      mailer: recordingMailer(),
    });
    try {
      const response = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
