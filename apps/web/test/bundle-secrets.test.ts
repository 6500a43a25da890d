import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Server secrets live in the server's environment and must never reach the browser bundle (the
 * original app shipped its payment provider's secret key). The bundle is built here with canary
 * values in every secret-bearing variable, then every emitted file is searched for them and for
 * the shapes secrets have; the `apps/web/dist` that `npm run build` made is searched too.
 */

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const builtDist = path.join(webRoot, 'dist');

const CANARIES: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_test_canaryKlarsicht0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_canaryKlarsicht0123456789abcdef',
  METRICS_TOKEN: 'metrics-canary-5f1e9a7c2b',
  DATABASE_URL: 'postgres://klarsicht:db-canary-8d2c@127.0.0.1:5432/klarsicht',
  SMTP_URL: 'smtp://mailer:smtp-canary-3b7e@127.0.0.1:587',
  TEST_DATABASE_URL: 'postgres://klarsicht:testdb-canary-4a9f@127.0.0.1:5432/klarsicht_test',
};

/** What a leaked secret looks like even when its value is unknown to this test. */
const SECRET_SHAPES: readonly RegExp[] = [
  /\b(sk|rk)_(live|test)_[0-9A-Za-z]{10,}/,
  /\bwhsec_[0-9A-Za-z]{10,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /"kty"\s*:\s*"RSA"[^}]*"d"\s*:/,
  /postgres(ql)?:\/\/[^\s"'`:]+:[^\s"'`@]+@/,
];

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function leaksIn(directory: string, needles: readonly string[]): Promise<string[]> {
  const leaks: string[] = [];
  for (const file of await filesUnder(directory)) {
    const text = (await readFile(file)).toString('latin1');
    const name = path.relative(directory, file);
    for (const needle of needles) if (text.includes(needle)) leaks.push(`${name}: ${needle}`);
    for (const shape of SECRET_SHAPES) if (shape.test(text)) leaks.push(`${name}: ${shape}`);
  }
  return leaks;
}

describe('the web bundle', () => {
  let canaryDist: string;
  const saved = new Map<string, string | undefined>();

  beforeAll(async () => {
    canaryDist = await mkdtemp(path.join(tmpdir(), 'klarsicht-web-canary-'));
    for (const [name, value] of Object.entries(CANARIES)) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
      // A VITE_-prefixed twin would be embedded if any code read it: it must not.
      process.env[`VITE_${name}`] = value;
    }
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: canaryDist, emptyOutDir: true },
    });
  }, 180_000);

  afterAll(async () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
      delete process.env[`VITE_${name}`];
    }
    if (canaryDist) await rm(canaryDist, { recursive: true, force: true });
  });

  it('built with secrets in the environment holds none of them', async () => {
    const files = await filesUnder(canaryDist);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(await leaksIn(canaryDist, Object.values(CANARIES))).toEqual([]);
  });

  it('as built by `npm run build` (apps/web/dist) holds no secret', async ({ skip }) => {
    const present = await readdir(builtDist).then(
      () => true,
      () => false,
    );
    // `npm test` builds before it tests; a bare `vitest run` on a fresh clone has no dist yet.
    if (!present) skip('apps/web/dist has not been built');
    const serverSecrets = [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'METRICS_TOKEN',
      'SMTP_URL',
      'DATABASE_URL',
    ]
      .map((name) => saved.get(name))
      .filter((value): value is string => typeof value === 'string' && value.length >= 8);
    expect(await leaksIn(builtDist, serverSecrets)).toEqual([]);
  });

  it('the search finds a secret when one is there', async () => {
    const probe = path.join(canaryDist, 'probe');
    await mkdir(probe, { recursive: true });
    await writeFile(path.join(probe, 'leak.js'), `const key = "${CANARIES.STRIPE_SECRET_KEY}";`);
    expect(await leaksIn(probe, [])).toHaveLength(1);
  });
});
