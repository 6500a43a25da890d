import type { Finding, Scanner, ScanReport } from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../test-support/memory-io.js';
import { finding, page, report, sampleReport } from '../test-support/sample-report.js';
import type { Baseline, BaselineSection } from './baseline/baseline.js';
import { issueKeyOf } from './baseline/issues.js';
import { type CliDeps, runCli } from './main.js';

/**
 * The CI gate as a caller meets it through `runCli`: `klarsicht baseline create`, and
 * `klarsicht scan --baseline` with its exit code, its report and `--summary`, on an engine double
 * and files in memory.
 */

/** Files in memory, as the CLI reads, writes and appends them. */
function memoryFiles(initial: Record<string, string> = {}) {
  const files = new Map(Object.entries(initial));
  const deps: Partial<CliDeps> = {
    openFile: async (path) => {
      files.set(path, '');
      return {
        write: async (text) => {
          files.set(path, (files.get(path) ?? '') + text);
        },
        close: async () => {},
      };
    },
    readFile: async (path) => {
      const text = files.get(path);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return text;
    },
    appendFile: async (path, text) => {
      files.set(path, (files.get(path) ?? '') + text);
    },
    now: () => new Date('2026-11-28T10:00:00.000Z'),
  };
  return { files, deps };
}

/** An engine that answers every scan with `scanned`, page by page as the real one does. */
function engine(scanned: ScanReport) {
  const calls = { created: 0 };
  const answer: Scanner['scanPages'] = async (_urls, options) => {
    const copy = structuredClone(scanned);
    for (const each of copy.pages) await options?.onPage?.(each, { links: [] });
    return options?.keepPages === false ? { ...copy, pages: [] } : copy;
  };
  const scanner: Scanner = {
    scanPages: answer,
    scanSite: (url, options) => answer([url], options),
    runFlow: (recording, options) => answer([recording.title], options),
    close: async () => {},
    browserRestarts: 0,
  };
  const deps: Partial<CliDeps> = {
    createScanner: () => {
      calls.created++;
      return scanner;
    },
    closeTimeoutMs: 50,
  };
  return { calls, deps };
}

async function klarsicht(argv: string[], scanned: ScanReport, files = memoryFiles(), env = {}) {
  const { io, out } = memoryIo({ env });
  const double = engine(scanned);
  const code = await runCli(argv, io, { ...double.deps, ...files.deps });
  return { code, ...out, files: files.files, browserStarted: double.calls.created > 0 };
}

const URLS = ['https://shop.example/', 'https://shop.example/checkout?step=1&coupon=<b>'];

/** The sample site with one more element: an image without alt text on the start page. */
function withNewImage(scanned: ScanReport, impact: Finding['impact'] = 'critical'): ScanReport {
  const changed = structuredClone(scanned);
  const start = changed.pages[0];
  start?.violations.push(
    finding({
      id: 'image-alt',
      impact,
      help: 'Images must have alternative text',
      nodes: [{ selector: '.teaser > img', html: '<img src="/neu.jpg" class="teaser-image">' }],
    }),
  );
  return changed;
}

async function baselineOf(scanned: ScanReport): Promise<ReturnType<typeof memoryFiles>> {
  const files = memoryFiles();
  const run = await klarsicht(['baseline', 'create', ...URLS], scanned, files);
  expect(run.code).toBe(0);
  return files;
}

describe('klarsicht baseline create', () => {
  it('writes the violations by key to klarsicht-baseline.json and exits 0 whatever they are', async () => {
    const run = await klarsicht(['baseline', 'create', ...URLS], sampleReport());
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    const baseline = JSON.parse(run.files.get('klarsicht-baseline.json') ?? '') as Baseline;
    expect(baseline).toMatchObject({
      format: 'klarsicht-baseline',
      version: 1,
      profile: 'bfsg',
      createdAt: '2026-11-28T10:00:00.000Z',
    });
    // One entry per element of each violation (the down page's are not known), sorted by key.
    const sample = sampleReport();
    const expected = sample.pages
      .filter((scanned) => !scanned.error)
      .flatMap((scanned) =>
        scanned.violations.flatMap((violation) =>
          (violation.nodes.length > 0 ? violation.nodes : [{ selector: '', html: '' }]).map((node) =>
            issueKeyOf(violation.id, node),
          ),
        ),
      );
    expect(baseline.issues.map((issue) => issue.key)).toEqual([...new Set(expected)].sort());
    const logo = baseline.issues.find((issue) => issue.selector === '#logo');
    expect(logo).toEqual({
      key: issueKeyOf('image-alt', { selector: '#logo', html: '<img id="logo" src="/logo.svg">' }),
      ruleId: 'image-alt',
      impact: 'critical',
      selector: '#logo',
      page: 'https://shop.example/',
    });
    expect(run.stderr).toBe(
      `klarsicht: baseline of ${baseline.issues.length} issues on 2 pages (1 could not be checked, their issues are missing) written to klarsicht-baseline.json\n`,
    );
  });

  it('writes to --output, or to stdout with -o -, in German with --lang de', async () => {
    const toFile = await klarsicht(
      ['baseline', 'create', URLS[0] ?? '', '-o', 'ci/base.json'],
      sampleReport(),
    );
    expect(JSON.parse(toFile.files.get('ci/base.json') ?? '')).toMatchObject({
      format: 'klarsicht-baseline',
    });
    const toStdout = await klarsicht(
      ['baseline', 'create', URLS[0] ?? '', '-o', '-', '--lang', 'de'],
      sampleReport(),
    );
    expect(JSON.parse(toStdout.stdout)).toMatchObject({ format: 'klarsicht-baseline' });
    expect(toStdout.files.size).toBe(0);
    expect(toStdout.stderr).toMatch(/^klarsicht: Baseline mit \d+ Barrieren von 2 Seiten \(1 nicht prüfbar/);
  });

  it('refuses options that only a report has, and writes nothing when the scan failed', async () => {
    const refused = await klarsicht(
      ['baseline', 'create', URLS[0] ?? '', '--fail-on', 'serious'],
      sampleReport(),
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^klarsicht: option --fail-on does not apply to baseline create\n\nUsage: klarsicht baseline create/,
    );
    expect(refused.browserStarted).toBe(false);
    const missing = await klarsicht(['baseline'], sampleReport());
    expect(missing.stderr).toContain('baseline needs a command: klarsicht baseline create <url...>');

    const down = report([
      page({ url: 'https://down.example/', error: { code: 'unreachable', message: 'ECONNREFUSED' } }),
    ]);
    const failed = await klarsicht(['baseline', 'create', 'https://down.example/'], down);
    expect(failed.code).toBe(2);
    expect(failed.files.size).toBe(0);
    expect(failed.stderr).toContain('scan failed: no page could be checked.');
  });
});

describe('klarsicht scan --baseline', () => {
  it('passes with the issues of the baseline, and fails for a new one at or above --fail-on', async () => {
    const files = await baselineOf(sampleReport());
    const same = await klarsicht(
      ['scan', ...URLS, '--baseline', 'klarsicht-baseline.json', '-f', 'json'],
      sampleReport(),
      files,
    );
    expect(same.code).toBe(0);
    const section = (JSON.parse(same.stdout) as { baseline: BaselineSection }).baseline;
    expect(section).toMatchObject({
      file: 'klarsicht-baseline.json',
      failOn: 'minor',
      counts: { new: 0, newFailing: 0, disappeared: 0, notChecked: 0 },
      new: [],
    });
    expect(same.stderr).toContain('klarsicht: 0 new issues (0 at or above minor), ');

    const worse = await klarsicht(
      ['scan', ...URLS, '--baseline', 'klarsicht-baseline.json', '-f', 'json', '--fail-on', 'serious'],
      withNewImage(sampleReport()),
      files,
    );
    expect(worse.code).toBe(1);
    const newIssues = (JSON.parse(worse.stdout) as { baseline: BaselineSection }).baseline;
    expect(newIssues.counts).toMatchObject({ new: 1, newFailing: 1 });
    expect(newIssues.new).toEqual([
      {
        key: issueKeyOf('image-alt', {
          selector: '.teaser > img',
          html: '<img src="/neu.jpg" class="teaser-image">',
        }),
        ruleId: 'image-alt',
        impact: 'critical',
        selector: '.teaser > img',
        page: 'https://shop.example/',
        failing: true,
      },
    ]);

    // A new issue below --fail-on is listed, but does not fail the scan.
    const minor = await klarsicht(
      ['scan', ...URLS, '--baseline', 'klarsicht-baseline.json', '--fail-on', 'serious'],
      withNewImage(sampleReport(), 'minor'),
      files,
    );
    expect(minor.code).toBe(0);
    expect(minor.stdout).toMatch(
      /New \(1\)\n {4}MINOR +image-alt {2}https:\/\/shop\.example\/ {2}\.teaser > img/,
    );
  });

  it('lists the baseline issues that disappeared, and those on pages not checked this time', async () => {
    const files = await baselineOf(sampleReport());
    const fixed = sampleReport();
    const start = fixed.pages[0];
    if (start) start.violations = start.violations.filter((violation) => violation.id !== 'label');
    const run = await klarsicht(
      ['scan', URLS[0] ?? '', '--baseline', 'klarsicht-baseline.json'],
      fixed,
      files,
    );
    // Only fewer issues than the baseline: nothing new, the gate passes.
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Compared with the baseline klarsicht-baseline.json (created 2026-11-28T10:00:00.000Z)',
    );
    expect(run.stdout).toMatch(
      /Disappeared \(1\)\n {4}CRITICAL +label {2}https:\/\/shop\.example\/ {2}#newsletter-email/,
    );
    // The checkout page is scanned as well, so its button stays known (not disappeared).
    expect(run.stdout).not.toMatch(/Not checked \(/);
  });

  it('refuses a baseline it cannot use before starting a browser, in the language of the scan', async () => {
    const missing = await klarsicht(['scan', URLS[0] ?? '', '--baseline', 'nope.json'], sampleReport());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      'klarsicht: the baseline nope.json does not exist; create it with klarsicht baseline create\n',
    );
    expect(missing.browserStarted).toBe(false);

    const files = await baselineOf(sampleReport());
    const otherProfile = await klarsicht(
      [
        'scan',
        URLS[0] ?? '',
        '--baseline',
        'klarsicht-baseline.json',
        '--profile',
        'wcag22aa',
        '--lang',
        'de',
      ],
      sampleReport(),
      files,
    );
    expect(otherProfile.code).toBe(2);
    expect(otherProfile.stderr).toBe(
      'klarsicht: Die Baseline klarsicht-baseline.json wurde mit --profile bfsg erstellt, diese Prüfung verwendet wcag22aa; mit --profile bfsg prüfen oder die Baseline neu erstellen\n',
    );
    expect(otherProfile.browserStarted).toBe(false);

    files.files.set('broken.json', '{"format":"klarsicht-baseline","version":1');
    const broken = await klarsicht(
      ['scan', URLS[0] ?? '', '--baseline', 'broken.json'],
      sampleReport(),
      files,
    );
    expect(broken.code).toBe(2);
    expect(broken.stderr).toBe('klarsicht: the baseline broken.json is not JSON\n');
  });

  it('puts the baseline section on the summary line of NDJSON', async () => {
    const files = await baselineOf(sampleReport());
    const run = await klarsicht(
      ['scan', ...URLS, '--baseline', 'klarsicht-baseline.json', '-f', 'ndjson'],
      withNewImage(sampleReport()),
      files,
    );
    expect(run.code).toBe(1);
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.at(-1)).toMatchObject({ type: 'summary', baseline: { counts: { new: 1, newFailing: 1 } } });
  });
});

describe('--format markdown and --summary', () => {
  it('writes the summary besides the report, added to the end of the file', async () => {
    const files = await baselineOf(sampleReport());
    files.files.set('summary.md', '# Earlier step\n');
    const run = await klarsicht(
      [
        'scan',
        ...URLS,
        '--baseline',
        'klarsicht-baseline.json',
        '-f',
        'sarif',
        '-o',
        'klarsicht.sarif',
        '--summary',
        'summary.md',
      ],
      withNewImage(sampleReport()),
      files,
    );
    expect(run.code).toBe(1);
    expect(JSON.parse(run.files.get('klarsicht.sarif') ?? '')).toMatchObject({ version: '2.1.0' });
    const summary = run.files.get('summary.md') ?? '';
    expect(summary).toMatch(/^# Earlier step\n## ❌ Klarsicht: accessibility check failed\n/);
    expect(summary).toContain('### New issues (1)');
    expect(summary).toContain(
      '| Critical | `image-alt` Images must have alternative text | [/](https://shop.example/) | `.teaser > img` |',
    );
  });

  it('prints the summary on stdout with --format markdown, in German with --lang de', async () => {
    const run = await klarsicht(
      ['scan', ...URLS, '-f', 'markdown', '--lang', 'de', '--fail-on', 'critical'],
      sampleReport(),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^## ❌ Klarsicht: Prüfung der Barrierefreiheit nicht bestanden\n\n\d+ Barrieren ab \*\*kritisch\*\* gefunden/,
    );
    expect(run.stdout).toContain('### Barrieren (');
    expect(run.stderr).toMatch(/^klarsicht: 2 Seiten geprüft, 1 nicht prüfbar/);
  });

  it('says why the summary could not be written, with exit code 2', async () => {
    const files = memoryFiles();
    files.deps.appendFile = async () => {
      throw new Error('EACCES: permission denied');
    };
    const run = await klarsicht(['scan', URLS[0] ?? '', '--summary', '/summary.md'], sampleReport(), files);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('klarsicht: could not write /summary.md: EACCES: permission denied');
  });
});

describe('the gate on a Klarsicht service (--server)', () => {
  const TOKEN = `ks_${'t'.repeat(43)}`;
  const PAGE_URL = 'https://shop.example/';
  const NONE = { violations: 0, passes: 0, incomplete: 0, inapplicable: 0 };
  const NO_IMPACTS = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const scanView = {
    id: 'scan-1',
    url: PAGE_URL,
    site: 'shop.example',
    status: 'succeeded',
    profile: 'bfsg',
    scope: 'page',
    createdAt: '2026-11-20T10:00:00.000Z',
    startedAt: '2026-11-20T10:00:01.000Z',
    finishedAt: '2026-11-20T10:00:05.000Z',
    progress: { pagesDone: 1, pagesTotal: 1 },
    summary: { ...NONE, byImpact: NO_IMPACTS },
    counts: { issues: 0, occurrences: 0, rules: 0, byImpact: NO_IMPACTS, needsReview: 0 },
  };
  const serviceFinding = (id: string, nodes: { selector: string; html: string }[]) => ({
    id,
    ruleId: 'image-alt',
    category: 'violations',
    pageUrl: PAGE_URL,
    source: 'axe',
    impact: 'critical',
    description: 'd',
    help: 'Images must have alternative text',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
    wcag: [{ id: '1.1.1', level: 'A', title: 'Non-text Content', version: '2.0' }],
    en301549: ['9.1.1.1'],
    actRules: ['23a2a8'],
    nodes,
    nodeCount: nodes.length,
  });
  const LOGO = { selector: '#logo', html: '<img id="logo" src="/logo.svg">' };
  const TEASER = { selector: '.teaser > img', html: '<img src="/neu.jpg">' };

  /** The service's API as the CLI reads it, answering with these image nodes. */
  function service(nodes: { selector: string; html: string }[]): typeof fetch {
    return async (input) => {
      const url = new URL(String(input));
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/scans') return json({ id: 'scan-1' }, 202);
      if (url.pathname === '/api/scans/scan-1') return json(scanView);
      if (url.pathname === '/api/scans/scan-1/pages') {
        return json({
          items: [{ url: PAGE_URL, status: 200, title: 'Shop', counts: NONE, byImpact: NO_IMPACTS }],
        });
      }
      if (url.pathname === '/api/scans/scan-1/findings') {
        return json({ items: [serviceFinding('1', nodes)], total: 1, limit: 200, offset: 0 });
      }
      return json({ status: 404, code: 'not_found' }, 404);
    };
  }

  it("keys the service's findings as it does, so a baseline made there gates a later scan there", async () => {
    const files = memoryFiles();
    const remote = ['--server', 'https://klarsicht.example', '--token', TOKEN];
    const run = async (argv: string[], nodes: { selector: string; html: string }[]) => {
      const { io, out } = memoryIo();
      const code = await runCli([...argv, ...remote], io, {
        ...files.deps,
        fetch: service(nodes),
        remotePollMs: 1,
      });
      return { code, ...out };
    };
    expect((await run(['baseline', 'create', PAGE_URL], [LOGO])).code).toBe(0);
    const baseline = JSON.parse(files.files.get('klarsicht-baseline.json') ?? '') as Baseline;
    expect(baseline.issues.map((issue) => issue.key)).toEqual([issueKeyOf('image-alt', LOGO)]);

    expect((await run(['scan', PAGE_URL, '--baseline', 'klarsicht-baseline.json'], [LOGO])).code).toBe(0);
    const worse = await run(
      ['scan', PAGE_URL, '--baseline', 'klarsicht-baseline.json', '-f', 'markdown'],
      [LOGO, TEASER],
    );
    expect(worse.code).toBe(1);
    expect(worse.stdout).toContain(
      '| Critical | `image-alt` Images must have alternative text | [/](https://shop.example/) | `.teaser > img` |',
    );
  });
});
