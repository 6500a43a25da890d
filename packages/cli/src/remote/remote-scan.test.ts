import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ScanReport } from '@klarsicht/scanner';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryIo } from '../../test-support/memory-io.js';
import { runCli } from '../main.js';
import type { ServiceFinding } from './service-types.js';

/**
 * The remote scan against a stand-in for the service's API on 127.0.0.1 (the real service is
 * tested in apps/server/src/accounts/api-tokens/cli-scan.e2e.test.ts): what the API's pagination, a
 * passing outage and odd answers do to the CLI.
 */

const TOKEN = `ks_${'t'.repeat(43)}`;
const PAGE_URL = 'https://shop.example/';
const FINDINGS = 450;

function finding(index: number): ServiceFinding {
  return {
    id: String(index + 1),
    ruleId: index === 0 ? 'image-alt' : `rule-${index}`,
    category: index === 0 ? 'violations' : 'passes',
    pageUrl: PAGE_URL,
    source: 'axe',
    impact: index === 0 ? 'serious' : null,
    description: 'd',
    help: 'h',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
    wcag: [{ id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' }],
    en301549: ['9.1.1.1'],
    actRules: index === 0 ? ['23a2a8'] : [],
    nodes: [{ selector: 'img', html: '<img>' }],
    nodeCount: 3,
  };
}

// As a service answers that predates best-practice counts: the CLI reads them as none.
const NO_FINDINGS = { violations: 0, passes: 0, incomplete: 0, inapplicable: 0 };
const NO_IMPACTS = { critical: 0, serious: 0, moderate: 0, minor: 0 };

const scanView = (status: string) => ({
  id: 'scan-1',
  url: PAGE_URL,
  site: new URL(PAGE_URL).host,
  status,
  profile: 'bfsg',
  scope: 'page',
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: '2026-11-20T10:00:01.000Z',
  ...(status === 'succeeded' ? { finishedAt: '2026-11-20T10:00:05.000Z' } : {}),
  progress: { pagesDone: status === 'succeeded' ? 1 : 0, pagesTotal: 1 },
  summary: { ...NO_FINDINGS, byImpact: NO_IMPACTS },
  counts: { issues: 0, occurrences: 0, rules: 0, byImpact: NO_IMPACTS, needsReview: 0 },
});

let server: Server;
let origin: string;
const seen = { authorization: [] as string[], scanPolls: 0, findingRequests: 0 };
let answerHtml = false;

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function handle(request: IncomingMessage, response: ServerResponse) {
  seen.authorization.push(request.headers.authorization ?? '');
  const url = new URL(request.url ?? '/', 'http://service');
  if (answerHtml) return send(response, 200, '<!doctype html><title>Some other app</title>', 'text/html');
  if (request.method === 'POST' && url.pathname === '/api/scans')
    return send(response, 202, { id: 'scan-1' });
  if (url.pathname === '/api/scans/scan-1') {
    seen.scanPolls++;
    // A restarting service in the middle of the scan: the CLI keeps following.
    if (seen.scanPolls === 2) return send(response, 503, { status: 503, code: 'unavailable', title: 'Down' });
    return send(response, 200, scanView(seen.scanPolls < 4 ? 'running' : 'succeeded'));
  }
  if (url.pathname === '/api/scans/scan-1/pages') {
    return send(response, 200, {
      items: [{ url: PAGE_URL, status: 200, title: 'Shop', counts: NO_FINDINGS, byImpact: NO_IMPACTS }],
    });
  }
  if (url.pathname === '/api/scans/scan-1/findings') {
    seen.findingRequests++;
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset'));
    const items = Array.from({ length: Math.max(0, Math.min(limit, FINDINGS - offset)) }, (_, i) =>
      finding(offset + i),
    );
    return send(response, 200, { items, total: FINDINGS, limit, offset });
  }
  send(response, 404, { status: 404, code: 'not_found', title: 'Not found' });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.authorization = [];
  seen.scanPolls = 0;
  seen.findingRequests = 0;
  answerHtml = false;
});

async function klarsicht(args: string[]) {
  const { io, out } = memoryIo();
  const code = await runCli(['scan', PAGE_URL, '--server', origin, '--token', TOKEN, ...args], io, {
    remotePollMs: 10,
  });
  return { code, stdout: out.stdout, stderr: out.stderr };
}

describe('a remote scan', () => {
  it('follows the scan through an outage, reads every page of findings and exits by --fail-on', async () => {
    const run = await klarsicht(['--format', 'json']);
    expect(run.stderr).toContain('scanning on');
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(seen.findingRequests).toBe(3);
    const [page] = report.pages;
    expect(page).toMatchObject({ url: PAGE_URL, status: 200, title: 'Shop' });
    expect(page?.violations.map((item) => item.id)).toEqual(['image-alt']);
    expect(page?.passes).toHaveLength(FINDINGS - 1);
    expect(report.summary).toMatchObject({
      pagesScanned: 1,
      violations: 1,
      passes: FINDINGS - 1,
      byImpact: { serious: 1 },
      affectedNodes: 3,
    });
    expect(report.finishedAt).toBe('2026-11-20T10:00:05.000Z');
    expect(new Set(seen.authorization)).toEqual(new Set([`Bearer ${TOKEN}`]));
    expect(run.code).toBe(1);

    expect((await klarsicht(['--fail-on', 'critical'])).code).toBe(0);
  });

  it('exits 2 when the address answers with something other than the API', async () => {
    answerHtml = true;
    const run = await klarsicht([]);
    expect(run.stderr).toContain("is not the Klarsicht API's");
    expect(run.code).toBe(2);
  });
});
