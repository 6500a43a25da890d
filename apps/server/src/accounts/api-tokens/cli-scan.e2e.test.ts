import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// The CLI as the bin runs it, in this process: the service it talks to runs here too, over real HTTP.
import { type CliIo, runCli } from '@klarsicht/cli';
import { type FixtureSite, SHOP_HOME_VIOLATIONS, startFixtureSite } from '@klarsicht/fixture-site';
import type { ScanReport } from '@klarsicht/scanner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPlan } from '../../../test-support/billing.js';
import { postJson } from '../../../test-support/http.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import {
  headerAuthenticator,
  recordingMailer,
  startTestService,
  type TestService,
} from '../../../test-support/test-service.js';

/**
 * `klarsicht scan <url> --server <service> --token <token>` against a real service with a worker and
 * browser scanning the fixture site: the same report, formats and exit codes as a local scan.
 */

let database: TestDatabase;
let site: FixtureSite;
let service: TestService;
let token: string;
let planlessToken: string;

beforeAll(async () => {
  [database, site] = await Promise.all([createTestDatabase(), startFixtureSite({ pages: 'shop' })]);
  service = await startTestService({
    db: database.db,
    mailer: recordingMailer(),
    authenticate: headerAuthenticator(database.db),
  });
  const customer = await createTestUser(database.db, 'pipeline-owner');
  await grantPlan(database.db, customer.id, 'basic', [site.origin]);
  token = await createToken(customer.id);
  planlessToken = await createToken((await createTestUser(database.db, 'pipeline-planless')).id);
});

afterAll(async () => {
  await service?.close();
  await site?.close();
  await database?.destroy();
});

async function createToken(userId: string): Promise<string> {
  const created = await postJson(`${service.baseUrl}/api/tokens`, { name: 'CI' }, { 'x-test-user': userId });
  expect(created.status).toBe(201);
  return created.json.token;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function klarsicht(
  args: string[],
  options: { env?: Record<string, string>; interrupt?: AbortSignal; onStderr?: (text: string) => void } = {},
): Promise<Run> {
  const run = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: {
      write: async (text) => {
        run.stdout += text;
      },
    },
    stderr: {
      write: async (text) => {
        run.stderr += text;
        options.onStderr?.(text);
      },
    },
    isTTY: { stdout: false, stderr: false },
    env: { NO_COLOR: '1', ...options.env },
    ...(options.interrupt ? { interrupt: options.interrupt } : {}),
  };
  const code = await runCli(args, io, { remotePollMs: 200 });
  return { code, ...run };
}

async function closedPort(): Promise<number> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  return port;
}

const remote = (withToken = token) => ['--server', service.baseUrl, '--token', withToken];

describe('klarsicht scan --server', () => {
  it('scans a page with violations on the service: JSON report with the planted rules, exit 1', {
    timeout: 90_000,
  }, async () => {
    const run = await klarsicht(['scan', site.url('/'), ...remote(), '--format', 'json']);
    expect(run.stderr).toContain(`scanning on ${service.baseUrl}`);
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(report.failure).toBeUndefined();
    expect(report.url).toBe(site.url('/'));
    expect(report.profile).toBe('bfsg');
    expect(report.pages.map((page) => page.url)).toEqual([site.url('/')]);
    const [page] = report.pages;
    const violated = page?.violations.map((finding) => finding.id) ?? [];
    expect(violated).toEqual(expect.arrayContaining(Object.keys(SHOP_HOME_VIOLATIONS)));
    expect(page?.violations.find((finding) => finding.id === 'image-alt')).toMatchObject({
      impact: 'critical',
      nodeCount: 1,
      wcag: [expect.objectContaining({ id: '1.1.1' })],
    });
    expect(page?.passes.length).toBeGreaterThan(0);
    expect(report.summary).toMatchObject({ pagesScanned: 1, violations: violated.length });
    expect(run.code).toBe(1);
  });

  it('exits 0 with --fail-on critical on a page whose violations are all less severe', {
    timeout: 90_000,
  }, async () => {
    const run = await klarsicht(
      ['scan', site.url('/about.html'), '--fail-on', 'critical', '--format', 'json'],
      {
        env: { KLARSICHT_SERVER: service.baseUrl, KLARSICHT_TOKEN: token },
      },
    );
    const report = JSON.parse(run.stdout) as ScanReport;
    const violations = report.pages[0]?.violations ?? [];
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.map((finding) => finding.impact)).not.toContain('critical');
    expect(run.code).toBe(0);
  });

  it('scans a whole site of the plan with --crawl, in any format (SARIF here)', {
    timeout: 90_000,
  }, async () => {
    // The about page links home, so the crawl finds both pages.
    const run = await klarsicht([
      'scan',
      site.url('/about.html'),
      ...remote(),
      '--crawl',
      '--format',
      'sarif',
    ]);
    const sarif = JSON.parse(run.stdout);
    const results: {
      ruleId: string;
      locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
    }[] = sarif.runs[0].results;
    expect(results.map((result) => result.ruleId)).toEqual(
      expect.arrayContaining(Object.keys(SHOP_HOME_VIOLATIONS)),
    );
    const pagesWithResults = results.flatMap((result) =>
      result.locations.map((location) => location.physicalLocation.artifactLocation.uri),
    );
    // SARIF names pages relative to the site (host%3Aport/path).
    expect([...new Set(pagesWithResults)].sort()).toEqual([
      expect.stringMatching(/:\d+\/$|%3A\d+\/$/),
      expect.stringMatching(/\/about\.html$/),
    ]);
    expect(run.stderr).toMatch(/2 pages scanned/);
    expect(run.code).toBe(1);
  });

  it('exits 2 naming `unauthorized` for a bad token', async () => {
    const run = await klarsicht(['scan', site.url('/'), ...remote(`ks_${'x'.repeat(43)}`)]);
    expect(run.stderr).toContain('unauthorized');
    expect(run.stdout).toBe('');
    expect(run.code).toBe(2);
  });

  it('exits 2 with the problem code when the plan does not allow the scan', async () => {
    const run = await klarsicht(['scan', site.url('/'), ...remote(planlessToken), '--crawl']);
    expect(run.stderr).toContain('plan_required');
    expect(run.code).toBe(2);
  });

  it('exits 2 with the failure code and message when the scan fails on the service', {
    timeout: 60_000,
  }, async () => {
    const unreachable = `http://127.0.0.1:${await closedPort()}/`;
    const run = await klarsicht(['scan', unreachable, ...remote(), '--format', 'json']);
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(report.failure?.code ?? report.pages[0]?.error?.code).toBe('unreachable');
    expect(run.stderr).toMatch(/scan failed.*unreachable/);
    expect(run.code).toBe(2);
  });

  it('exits 2 when nothing listens at --server', async () => {
    const port = await closedPort();
    const run = await klarsicht([
      'scan',
      site.url('/'),
      '--server',
      `http://127.0.0.1:${port}`,
      '--token',
      token,
    ]);
    expect(run.stderr).toContain(`cannot reach the service at http://127.0.0.1:${port}`);
    expect(run.stderr).toContain('ECONNREFUSED');
    expect(run.code).toBe(2);
  });

  it('exits 130 when interrupted while the scan runs', { timeout: 60_000 }, async () => {
    const interrupt = new AbortController();
    const run = await klarsicht(['scan', site.url('/slow.html'), ...remote()], {
      interrupt: interrupt.signal,
      onStderr: (text) => {
        if (text.includes('scanning on')) interrupt.abort();
      },
    });
    expect(run.stderr).toMatch(/interrupted; the scan goes on at http:\/\/127\.0\.0\.1:\d+\/api\/scans\//);
    expect(run.code).toBe(130);
    // The slow page need not hold the worker up until its timeout when the service shuts down.
    site.slowDelayMs = 0;
  });
});
