import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs everything in one process on the embedded database by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      role: 'all',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      rateLimits: { freeScan: { max: 5, windowMs: 3_600_000 } },
      worker: { allowPrivateTargets: false },
    });
    // A job outlives the longest scan, so only a dead worker's job expires.
    expect(config.queue.expireInSeconds * 1000).toBeGreaterThan(config.worker.totalTimeoutMs);
  });

  it('reads flags, lists and numbers as people write them', () => {
    const config = loadConfig({
      KLARSICHT_ALLOW_PRIVATE_TARGETS: '1',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      PORT: '8080',
      PUBLIC_URL: 'https://klarsicht.example/',
      SMTP_URL: '',
    });
    expect(config.worker.allowPrivateTargets).toBe(true);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://klarsicht.example');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('keeps a generated CREDENTIALS_KEY in DATA_DIR on the embedded database only', () => {
    expect(loadConfig({ DATA_DIR: '/srv/klarsicht' })).toMatchObject({
      credentialsKeys: undefined,
      credentialsKeyFile: path.resolve('/srv/klarsicht', 'credentials.key'),
    });
    // PostgreSQL means processes on several machines: each needs the same key, so it is set, never made.
    expect(loadConfig({ DATA_DIR: '/srv/klarsicht', DATABASE_URL: 'postgres://db/klarsicht' })).toMatchObject(
      { credentialsKeys: undefined, credentialsKeyFile: undefined },
    );
    const key = Buffer.alloc(32, 7);
    const explicit = loadConfig({ CREDENTIALS_KEY: key.toString('base64') });
    expect(explicit.credentialsKeys).toEqual({ keys: [{ id: '0', key }] });
    expect(explicit.credentialsKeyFile).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', ROLE: 'boss', PUBLIC_URL: 'ftp://x' })).toThrowError(
      expect.objectContaining({
        name: 'ConfigError',
        message: expect.stringMatching(/PORT[\s\S]*ROLE[\s\S]*PUBLIC_URL/),
      }),
    );
  });

  it('uses the embedded provider without OIDC_ISSUER, and needs client and audience with one', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://klarsicht.example/' }).auth).toEqual({
      issuer: 'https://klarsicht.example/oidc',
      clientId: 'klarsicht-web',
      audience: 'https://klarsicht.example/api',
      scope: 'openid profile email offline_access',
      embedded: true,
    });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://tenant.auth0.com/' })).toThrow(ConfigError);
    const external = loadConfig({
      OIDC_ISSUER: 'https://tenant.auth0.com/',
      OIDC_CLIENT_ID: 'abc',
      OIDC_AUDIENCE: 'https://api.klarsicht.example',
    });
    expect(external.auth).toMatchObject({
      issuer: 'https://tenant.auth0.com/',
      clientId: 'abc',
      audience: 'https://api.klarsicht.example',
      embedded: false,
    });
  });

  it('keeps a worker lease of at least two heartbeats, 30 s and 10 s by default', () => {
    expect(loadConfig({}).worker.lease).toEqual({ heartbeatSeconds: 10, leaseSeconds: 30 });
    expect(loadConfig({ WORKER_HEARTBEAT_SECONDS: '2', WORKER_LEASE_SECONDS: '4' }).worker.lease).toEqual({
      heartbeatSeconds: 2,
      leaseSeconds: 4,
    });
    // One late beat would pass a live worker for dead and hand its scans out again.
    expect(() => loadConfig({ WORKER_HEARTBEAT_SECONDS: '10', WORKER_LEASE_SECONDS: '15' })).toThrow(
      /WORKER_LEASE_SECONDS/,
    );
  });

  it('refuses a job expiry that would hand a live scan to a second worker', () => {
    expect(() => loadConfig({ SCAN_TOTAL_TIMEOUT_MS: '60000', SCAN_JOB_EXPIRY_SECONDS: '30' })).toThrow(
      ConfigError,
    );
  });
});
