import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CHECKOUT_BARRIERS,
  checkoutRecording,
  MEMBER,
  MEMBERS_BARRIERS,
  startFixtureSite,
} from '@klarsicht/fixture-site';
import type { ScanReport } from '@klarsicht/scanner';
import { FAILURE_TEXTS } from '@klarsicht/texts/failures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The real `klarsicht` bin, built, against a real Chromium: run `npm run build:packages` first
 * (`npm test` does). The page is served from this process, so the child must be spawned
 * asynchronously (spawnSync would block the server it is scanning).
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bin = fileURLToPath(new URL('../bin/klarsicht.js', import.meta.url));
const builtCli = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const COUNT = 80;
const repeat = (render: (index: number) => string) =>
  Array.from({ length: COUNT }, (_, i) => render(i)).join('\n');

/** Many elements of each problem, so the JSON report is large (well past the 64 KB pipe buffer). */
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Klarsicht CLI fixture</title>
<style>body { background: #fff; color: #111; } .faint { color: #c4c4c4; }</style></head>
<body><main>
<h1>Products</h1>
${repeat((i) => `<img src="/images/product-photo-${i}-with-a-long-descriptive-file-name.jpg" width="10" height="10">`)}
<form action="/search">
${repeat((i) => `<input type="text" name="field-${i}">`)}
${repeat(() => '<button type="button"></button>')}
</form>
${repeat((i) => `<p class="faint">Low contrast paragraph ${i}: light grey text on a white background.</p>`)}
</main></body></html>`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runBin(args: string[], timeoutMs = 100_000, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

describe('klarsicht bin (end to end)', () => {
  const server = createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  let origin = '';

  beforeAll(async () => {
    if (!existsSync(builtCli)) {
      throw new Error(`${builtCli} is missing: run \`npm run build:packages\` before this test.`);
    }
    origin = `http://127.0.0.1:${await listen(server)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('finds the planted violations, prints the whole JSON report and exits 1', {
    timeout: 120_000,
  }, async () => {
    const run = await runBin(['scan', `${origin}/`, '--format', 'json']);
    expect(run.stderr).not.toContain('internal error');
    // Parsing the whole of stdout is the check that a large report arrives complete.
    const report = JSON.parse(run.stdout) as ScanReport;
    expect(report.failure).toBeUndefined();
    expect(report.pages).toHaveLength(1);
    const [page] = report.pages;
    expect(page?.error).toBeUndefined();
    expect(run.stdout.length).toBeGreaterThan(64 * 1024);
    const violated = page?.violations.map((finding) => finding.id) ?? [];
    expect(violated).toEqual(expect.arrayContaining(['image-alt', 'label', 'button-name', 'color-contrast']));
    const imageAlt = page?.violations.find((finding) => finding.id === 'image-alt');
    expect(imageAlt?.nodeCount).toBe(COUNT);
    expect(run.code).toBe(1);
  });

  it('--format ndjson: one complete line per page, the summary last, exit 1', {
    timeout: 120_000,
  }, async () => {
    const urls = [`${origin}/`, `${origin}/?second`];
    const run = await runBin(['scan', ...urls, '--format', 'ndjson', '--concurrency', '2']);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; url?: string; violations?: unknown[] });
    expect(lines.map((line) => line.type)).toEqual(['page', 'page', 'summary']);
    expect(
      lines
        .slice(0, 2)
        .map((line) => line.url)
        .sort(),
    ).toEqual([...urls].sort());
    expect(lines[0]?.violations?.length).toBeGreaterThan(0);
    expect(lines[2]).toMatchObject({ type: 'summary', summary: { pagesScanned: 2, pagesFailed: 0 } });
    expect(run.stdout.length).toBeGreaterThan(2 * 64 * 1024);
    expect(run.code).toBe(1);
  });

  it('exits 2 with reason "unreachable" for a closed port', { timeout: 120_000 }, async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));

    const run = await runBin(['scan', `http://127.0.0.1:${port}/`, '--format', 'json']);
    const report = JSON.parse(run.stdout) as ScanReport;
    const reason = report.failure?.code ?? report.pages[0]?.error?.code;
    expect(reason).toBe('unreachable');
    expect(run.stderr).toContain('unreachable');
    expect(run.code).toBe(2);

    // The text report names the cause in a sentence; the browser's raw error is at most a detail.
    const text = await runBin(['scan', `http://127.0.0.1:${port}/`]);
    expect(text.code).toBe(2);
    expect(text.stdout).toContain(`Scan failed: ${FAILURE_TEXTS.en.codes.unreachable.reason}`);
    expect(text.stdout).toContain('0 checked, 1 could not be checked');
    expect(`${text.stdout}${text.stderr}`).not.toMatch(/net::ERR_|internal error|page\.goto/);
  });

  it('answers --version and usage errors without a browser', async () => {
    const version = await runBin(['--version'], 30_000);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);

    const usage = await runBin(['scan', `${origin}/`, '--fail-on', 'sometimes'], 30_000);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("invalid --fail-on 'sometimes'");

    // The process's locale decides the language of help and usage errors when --lang does not.
    const germanLocale = { LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE.UTF-8' };
    const german = await runBin(['scan', `${origin}/`, '--fail-on', 'sometimes'], 30_000, germanLocale);
    expect(german.code).toBe(2);
    expect(german.stderr).toMatch(
      /^klarsicht: Ungültiger Wert „sometimes“ für --fail-on: [^\n]+\n\nAufruf: klarsicht scan /,
    );
    const help = await runBin(['scan', '--help'], 30_000, germanLocale);
    expect(help.stdout).toMatch(
      /^Aufruf: klarsicht scan <url\.\.\.> \[Optionen\]\n\nPrüft die angegebenen Seiten/,
    );
  });
});

describe('klarsicht bin signing in (end to end)', () => {
  it('crawls the member area behind the sign-in form, and fails with the reason for a wrong password', {
    timeout: 180_000,
  }, async () => {
    const site = await startFixtureSite({ pages: 'members' });
    try {
      const signIn = [
        '--login-url',
        site.url('/login'),
        '--username',
        MEMBER.username,
        '--password-env',
        'KS_PASSWORD',
      ];
      const run = await runBin(
        ['scan', site.url('/members/'), '--crawl', '--format', 'json', ...signIn],
        120_000,
        { KS_PASSWORD: MEMBER.password },
      );
      const report = JSON.parse(run.stdout) as ScanReport;
      expect(report.failure).toBeUndefined();
      const paths = report.pages.map((page) => new URL(page.url).pathname).sort();
      expect(paths).toEqual(Object.keys(MEMBERS_BARRIERS).sort());
      expect(run.code).toBe(1);
      expect(`${run.stdout}${run.stderr}`).not.toContain(MEMBER.password);
      expect(site.requestsOf('/logout')).toBe(0);

      const wrong = await runBin(['scan', site.url('/members/'), ...signIn], 120_000, {
        KS_PASSWORD: 'Falsches-Passwort-1',
      });
      expect(wrong.code).toBe(2);
      expect(wrong.stdout).toContain('sign in');
      expect(`${wrong.stdout}${wrong.stderr}`).not.toContain('Falsches-Passwort-1');
    } finally {
      await site.close();
    }
  });
});

describe('klarsicht bin replaying a recorded flow (end to end)', () => {
  it('finds the barriers of the cart dialog and of the error message in the states that show them', {
    timeout: 240_000,
  }, async () => {
    const site = await startFixtureSite({ pages: 'checkout' });
    const folder = await mkdtemp(join(tmpdir(), 'klarsicht-flow-'));
    try {
      const file = join(folder, 'teeladen-kasse.json');
      await writeFile(file, JSON.stringify(checkoutRecording(site.origin), null, 2), 'utf8');
      const run = await runBin(
        ['scan', '--flow', file, '--format', 'json', '--profile', 'wcag21aa'],
        200_000,
      );
      expect(run.stderr).not.toContain('internal error');
      const report = JSON.parse(run.stdout) as ScanReport;
      expect(report.failure).toBeUndefined();
      expect(report.flow?.failedAt).toBeUndefined();

      const { cartDialog, errorMessage } = CHECKOUT_BARRIERS;
      const shows = (page: ScanReport['pages'][number], barrier: { rule: string; selector: string }) =>
        page.violations.some(
          (finding) =>
            finding.id === barrier.rule &&
            finding.nodes.some((node) => node.selector.includes(barrier.selector)),
        );
      const dialog = report.pages.filter((page) => page.state?.name === 'Warenkorb geöffnet');
      expect(dialog).toHaveLength(1);
      expect(shows(dialog[0]!, cartDialog)).toBe(true);
      const error = report.pages.filter((page) => page.state?.trigger === 'error-message');
      expect(error.some((page) => shows(page, errorMessage))).toBe(true);
      // What the flow typed into the form never shows up.
      expect(`${run.stdout}${run.stderr}`).not.toContain('Erika');
      // Violations at --fail-on minor.
      expect(run.code).toBe(1);
    } finally {
      await rm(folder, { recursive: true, force: true });
      await site.close();
    }
  });
});
