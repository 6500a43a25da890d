import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useFixtureScanner } from '../../test-support/fixture-scanner.js';

const local = { allowPrivateAddresses: true, profile: 'wcag21aa' } as const;

const fixture = useFixtureScanner();

/** Kills every Chromium process this test process started, as a crash or an OOM kill would. */
function killChromium(): number {
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  const pids = children
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command && /chrom/i.test(command))
    .map(([pid]) => Number(pid));
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  return pids.length;
}

describe('a browser that hangs or dies does not take the scan with it', () => {
  it('gives up on a page whose script never yields, and scans the next pages', async () => {
    const report = await fixture.scanner.scanPages(
      [fixture.site.url('/hang.html'), fixture.site.url('/about.html'), fixture.site.url('/products.html')],
      { ...local, concurrency: 1, pageTimeoutMs: 4_000 },
    );
    expect(report.pages.map((page) => page.error?.code ?? 'ok')).toEqual(['timeout', 'ok', 'ok']);
    expect(report.failure).toBeUndefined();
  });

  it('relaunches Chromium when it is killed mid-scan and finishes the remaining pages', async () => {
    const paths = [
      '/',
      '/about.html',
      '/products.html',
      '/products/1.html',
      '/products/2.html',
      '/kontakt.html',
    ];
    const restartsBefore = fixture.scanner.browserRestarts;
    let killed = 0;
    const report = await fixture.scanner.scanPages(
      paths.map((path) => fixture.site.url(path)),
      {
        ...local,
        concurrency: 1,
        onProgress: ({ pagesDone }) => {
          if (pagesDone === 2) killed = killChromium();
        },
      },
    );
    expect(killed).toBeGreaterThan(0);
    expect(report.pages).toHaveLength(paths.length);
    const outcomes = report.pages.map((page) => page.error?.code ?? 'ok');
    expect(outcomes.slice(0, 2)).toEqual(['ok', 'ok']);
    // The page in flight when the browser died may fail; the ones after it are scanned by a new browser.
    expect(
      outcomes
        .slice(2)
        .filter((outcome) => outcome !== 'ok')
        .every((code) => code === 'internal'),
    ).toBe(true);
    expect(outcomes.slice(-2)).toEqual(['ok', 'ok']);
    expect(report.failure).toBeUndefined();
    expect(fixture.scanner.browserRestarts).toBe(restartsBefore + 1);

    const next = await fixture.scanner.scanPages([fixture.site.url('/violations.html')], local);
    expect(next.pages[0]?.error).toBeUndefined();
  });
});
