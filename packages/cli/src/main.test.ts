import type { Recording, Scanner, ScanOptions, ScanReport } from '@klarsicht/scanner';
import { BFSG_REFERENCES, ruleTexts } from '@klarsicht/scanner';
import { FAILURE_TEXTS } from '@klarsicht/texts/failures';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../test-support/memory-io.js';
import {
  allPagesFailedReport,
  flowReport,
  reportWithImpact,
  sampleReport,
  scanFailureReport,
} from '../test-support/sample-report.js';
import { type CliDeps, runCli } from './main.js';
import { USAGE_TEXTS } from './usage-texts.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for escape sequences.
const ANSI = /\u001b\[/;

type Outcome = ScanReport | Error | 'never';

/**
 * An engine double: records calls, reports progress once, answers with `outcome`. Like the engine,
 * it hands each page to `onPage` (in reverse with `finishReversed`, as concurrent tabs may) and
 * leaves the pages out of its report when asked not to keep them.
 */
function fakeEngine(outcome: Outcome, options: { closeHangs?: boolean; finishReversed?: boolean } = {}) {
  const calls = {
    scanPages: [] as { urls: string[]; options: ScanOptions | undefined }[],
    scanSite: [] as { url: string; options: ScanOptions | undefined }[],
    runFlow: [] as { recording: Recording; options: ScanOptions | undefined }[],
    closed: 0,
    created: 0,
  };
  const answer = async (url: string, scanOptions: ScanOptions | undefined): Promise<ScanReport> => {
    scanOptions?.onProgress?.({ pagesDone: 1, pagesTotal: 2, lastPage: { url } });
    if (outcome === 'never') return new Promise<ScanReport>(() => {});
    if (outcome instanceof Error) throw outcome;
    const scanned = structuredClone(outcome);
    const finished = options.finishReversed ? [...scanned.pages].reverse() : scanned.pages;
    for (const page of finished) await scanOptions?.onPage?.(page, { links: [] });
    return scanOptions?.keepPages === false ? { ...scanned, pages: [] } : scanned;
  };
  const scanner: Scanner = {
    scanPages: (urls, scanOptions) => {
      calls.scanPages.push({ urls, options: scanOptions });
      return answer(urls[0] ?? '', scanOptions);
    },
    scanSite: (url, scanOptions) => {
      calls.scanSite.push({ url, options: scanOptions });
      return answer(url, scanOptions);
    },
    runFlow: (recording, scanOptions) => {
      calls.runFlow.push({ recording, options: scanOptions });
      return answer(recording.title, scanOptions);
    },
    close: async () => {
      calls.closed += 1;
      if (options.closeHangs) await new Promise(() => {});
    },
    browserRestarts: 0,
  };
  const deps: Partial<CliDeps> = {
    createScanner: () => {
      calls.created += 1;
      return scanner;
    },
    version: () => '9.8.7',
    closeTimeoutMs: 50,
  };
  return { calls, deps };
}

describe('runCli: help, version, usage errors', () => {
  it('prints help and the version on stdout', async () => {
    for (const [argv, expected] of [
      [['--help'], USAGE_TEXTS.en.usage.main],
      [['scan', '--help'], USAGE_TEXTS.en.usage.scan],
      [['--version'], '9.8.7\n'],
    ] as const) {
      const { io, out } = memoryIo();
      expect(await runCli(argv, io, fakeEngine(sampleReport()).deps)).toBe(0);
      expect(out.stdout).toBe(expected);
      expect(out.stderr).toBe('');
    }
  });

  it('names the bad option, shows the usage and exits 2 without starting a browser', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(sampleReport());
    expect(await runCli(['scan', 'example.com', '--format', 'html'], io, engine.deps)).toBe(2);
    expect(out.stderr).toMatch(
      /^klarsicht: invalid --format 'html': expected one of text, json, ndjson, junit, sarif, markdown\n\n/,
    );
    expect(out.stderr).toContain('Usage: klarsicht scan <url...> [options]');
    expect(out.stdout).toBe('');
    expect(engine.calls.created).toBe(0);
  });

  it('reads the real package version by default', async () => {
    const { io, out } = memoryIo();
    expect(await runCli(['--version'], io)).toBe(0);
    expect(out.stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('runCli: help and usage errors in the language of --lang, else the locale', () => {
  const GERMAN_LOCALE = { LANG: 'de_DE.UTF-8' };

  async function run(argv: string[], env: Record<string, string> = {}) {
    const { io, out } = memoryIo({ env });
    const engine = fakeEngine(sampleReport());
    const code = await runCli(argv, io, engine.deps);
    return { code, ...out, browserStarted: engine.calls.created > 0 };
  }

  it('prints the help in German under a German locale', async () => {
    for (const [argv, topic] of [
      [['--help'], 'main'],
      [['scan', '--help'], 'scan'],
      [['rules', '--help'], 'rules'],
      [['help', 'scan'], 'scan'],
    ] as const) {
      const help = await run([...argv], GERMAN_LOCALE);
      expect(help.code).toBe(0);
      expect(help.stdout).toBe(USAGE_TEXTS.de.usage[topic]);
      expect(help.stderr).toBe('');
    }
    const { stdout } = await run(['scan', '--help'], GERMAN_LOCALE);
    expect(stdout).toMatch(
      /^Aufruf: klarsicht scan <url\.\.\.> \[Optionen\]\n\nPrüft die angegebenen Seiten /,
    );
    expect(stdout).toContain('  -h, --help               Diese Hilfe anzeigen\n');
    expect(stdout).toContain('Exit-Codes: 0 keine Verstöße ab --fail-on');
    expect(stdout).not.toMatch(/Usage:|Scans the given pages|Show this help|Exit codes/);
  });

  it('says what is wrong in German, then the German usage, and exits 2 without a browser', async () => {
    const bogus = await run(['scan', 'example.com', '--bogus'], GERMAN_LOCALE);
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toBe(`klarsicht: Unbekannte Option --bogus\n\n${USAGE_TEXTS.de.usage.scan}`);
    expect(bogus.stderr).not.toMatch(/unknown option|Usage:/);
    expect(bogus.stdout).toBe('');
    expect(bogus.browserStarted).toBe(false);

    const format = await run(['scan', 'example.com', '--format', 'html'], GERMAN_LOCALE);
    expect(format.stderr).toMatch(
      /^klarsicht: Ungültiger Wert „html“ für --format: erlaubt sind text, json, ndjson, junit, sarif, markdown\n\nAufruf: klarsicht scan /,
    );
    const missing = await run([], GERMAN_LOCALE);
    expect(missing.stderr).toBe(`klarsicht: Kein Befehl angegeben\n\n${USAGE_TEXTS.de.usage.main}`);
    const rules = await run(['rules', '--crawl'], GERMAN_LOCALE);
    expect(rules.stderr).toBe(
      `klarsicht: Die Option --crawl gilt nicht für rules\n\n${USAGE_TEXTS.de.usage.rules}`,
    );
  });

  it('words the errors of the crawl, sign-in and --server options in German too', async () => {
    const cases: [string[], string][] = [
      [
        ['--crawl', '--include', 'produkte'],
        'Ungültiges Muster „produkte“ für --include: Ein Muster ist ein Pfad auf der Website und beginnt mit „/“',
      ],
      [['--max-pages', '5'], 'Die Option --max-pages gilt nur mit --crawl'],
      [['--header', 'kein Doppelpunkt'], "--header erwartet 'Name: Wert'"],
      [['--username', 'anna', '--password-env', 'KS_PW'], 'Die Umgebungsvariable KS_PW (aus --password-env)'],
      [['--token', 'ks_x'], 'Die Option --token braucht --server (oder KLARSICHT_SERVER)'],
      [
        ['--server', 'http://ci.example', '--token', 'ks_x'],
        'Das API-Token wird nicht über unverschlüsseltes http an ci.example gesendet',
      ],
    ];
    for (const [options, message] of cases) {
      const refused = await run(['scan', 'shop.example', ...options], GERMAN_LOCALE);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/^klarsicht: [^\n]+\n\nAufruf: klarsicht scan /);
      expect(refused.stderr).toContain(`klarsicht: ${message}`);
    }
  });

  it('says what is wrong with the sign-in wholly in German, in English with --lang en', async () => {
    const cases: [string[], string][] = [
      [
        ['--header', 'Host: intern.example'],
        'Ungültige Angaben zur Anmeldung: Der Header „Host“ lässt sich für eine Prüfung nicht setzen, der Browser setzt ihn selbst.',
      ],
      [
        ['--cookie', 'sitzung=a b'],
        'Ungültige Angaben zur Anmeldung: Der Wert des Cookies „sitzung“ ist leer oder enthält Leerzeichen, Kommas, Semikolons oder Anführungszeichen.',
      ],
      [
        ['--login-url', 'ftp://shop.example/login', '--username', 'anna', '--password-env', 'KS_PW'],
        'Ungültige Angaben zur Anmeldung: Die Adresse der Anmeldeseite muss mit http:// oder https:// beginnen.',
      ],
      [
        ['--username', 'anna:b', '--password-env', 'KS_PW'],
        'Ungültige Angaben zur Anmeldung: Ein Benutzername für die HTTP-Basic-Authentifizierung darf keinen Doppelpunkt enthalten.',
      ],
    ];
    for (const [options, message] of cases) {
      const refused = await run(['scan', 'shop.example', ...options], {
        ...GERMAN_LOCALE,
        KS_PW: 'geheim-1',
      });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toBe(`klarsicht: ${message}\n\n${USAGE_TEXTS.de.usage.scan}`);
      expect(refused.stderr.split('\n')[0]).not.toMatch(/\b(the|The|is|cannot|must|sign-in)\b/);
      expect(refused.browserStarted).toBe(false);
    }
    const english = await run(
      ['scan', 'shop.example', '--header', 'Host: intern.example', '--lang', 'en'],
      GERMAN_LOCALE,
    );
    expect(english.stderr).toBe(
      `klarsicht: sign-in: The header Host cannot be set for a scan.\n\n${USAGE_TEXTS.en.usage.scan}`,
    );
  });

  it('follows --lang over the locale, and the locale when --lang is wrong or missing', async () => {
    const english = await run(['scan', '--help', '--lang', 'en'], GERMAN_LOCALE);
    expect(english.stdout).toBe(USAGE_TEXTS.en.usage.scan);
    const german = await run(['--lang=de', 'rules', '--help'], {});
    expect(german.stdout).toBe(USAGE_TEXTS.de.usage.rules);
    const englishError = await run(['scan', 'example.com', '--bogus', '--lang', 'en'], GERMAN_LOCALE);
    expect(englishError.stderr).toBe(`klarsicht: unknown option --bogus\n\n${USAGE_TEXTS.en.usage.scan}`);

    const wrongInGermany = await run(['scan', 'example.com', '--lang', 'xx'], GERMAN_LOCALE);
    expect(wrongInGermany.code).toBe(2);
    expect(wrongInGermany.stderr).toBe(
      `klarsicht: Ungültiger Wert „xx“ für --lang: erlaubt sind de, en\n\n${USAGE_TEXTS.de.usage.scan}`,
    );
    const wrongElsewhere = await run(['scan', 'example.com', '--lang', 'xx'], { LANG: 'en_US.UTF-8' });
    expect(wrongElsewhere.stderr).toBe(
      `klarsicht: invalid --lang 'xx': expected one of de, en\n\n${USAGE_TEXTS.en.usage.scan}`,
    );
    const noValue = await run(['scan', 'example.com', '--lang'], GERMAN_LOCALE);
    expect(noValue.stderr).toMatch(/^klarsicht: Die Option --lang braucht einen Wert\n\nAufruf: /);
    // LC_ALL outranks LANG, as everywhere.
    const lcAll = await run(['--help'], { LC_ALL: 'en_GB.UTF-8', LANG: 'de_DE.UTF-8' });
    expect(lcAll.stdout).toBe(USAGE_TEXTS.en.usage.main);
  });

  it('warns about ignored URLs in the language of the scan', async () => {
    const german = await run(['scan', 'a.example', 'b.example', '--crawl', '-f', 'json'], GERMAN_LOCALE);
    expect(german.stderr).toContain(
      'klarsicht: Warnung: --crawl beginnt nur bei der ersten URL; ignoriert werden https://b.example/\n',
    );
    const english = await run(['scan', 'a.example', 'b.example', '--crawl', '-f', 'json']);
    expect(english.stderr).toContain(
      'klarsicht: warning: --crawl starts from the first URL only; ignoring https://b.example/\n',
    );
  });
});

describe('runCli: rules', () => {
  it('lists what a profile runs, with ACT rule ids and titles in the language asked for, without a browser', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(sampleReport());
    expect(await runCli(['rules', '--profile', 'bfsg', '--lang', 'de'], io, engine.deps)).toBe(0);
    expect(engine.calls.created).toBe(0);
    expect(out.stdout).toMatch(
      /^Profil bfsg \(EN 301 549 \/ BFSG\): \d+ Regeln \(\d+ WCAG, \d+ bewährte Praxis, 2 BFSG\)\n/,
    );
    expect(out.stdout).toMatch(
      /\nimage-alt +axe +WCAG +kritisch +WCAG 1\.1\.1 \(A\) · EN 301 549 9\.1\.1\.1 · ACT 23a2a8\n +Bilder müssen einen Alternativtext haben\n/,
    );
    expect(out.stdout).toContain('klarsicht-accessibility-statement');
  });

  it('writes JSON that names every rule once, and refuses options of scan', async () => {
    const { io, out } = memoryIo();
    expect(await runCli(['rules', '-f', 'json', '--profile', 'wcag21aa', '--lang', 'en'], io)).toBe(0);
    const listed = JSON.parse(out.stdout) as {
      profile: string;
      rules: Array<{ id: string; actRules: string[] }>;
    };
    expect(listed.profile).toBe('wcag21aa');
    const ids = listed.rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(listed.rules.find((rule) => rule.id === 'image-alt')?.actRules).toEqual(['23a2a8']);
    expect(listed.rules.some((rule) => (rule as { category?: string }).category === 'bfsg')).toBe(false);

    const refused = memoryIo();
    expect(await runCli(['rules', '--crawl'], refused.io)).toBe(2);
    expect(refused.out.stderr).toMatch(
      /^klarsicht: option --crawl does not apply to rules\n\nUsage: klarsicht rules/,
    );
  });
});

describe('runCli: scans', () => {
  it('scans all given URLs in one scanPages call, with private addresses allowed', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(sampleReport());
    const code = await runCli(
      [
        'scan',
        'shop.example',
        'http://localhost:3000/',
        '--profile',
        'bfsg',
        '--concurrency',
        '2',
        '--format',
        'json',
      ],
      io,
      engine.deps,
    );
    expect(code).toBe(1);
    expect(engine.calls.scanPages).toHaveLength(1);
    expect(engine.calls.scanSite).toHaveLength(0);
    const [call] = engine.calls.scanPages;
    expect(call?.urls).toEqual(['https://shop.example/', 'http://localhost:3000/']);
    expect(call?.options).toMatchObject({ profile: 'bfsg', concurrency: 2, allowPrivateAddresses: true });
    expect(call?.options).not.toHaveProperty('maxPages');
    expect(call?.options).not.toHaveProperty('respectRobotsTxt');
    expect(call?.options?.signal).toBeInstanceOf(AbortSignal);
    expect(engine.calls.closed).toBe(1);
    expect(JSON.parse(out.stdout)).toEqual({ lang: 'en', ...sampleReport() });
    expect(out.stderr).toBe('klarsicht: 2 pages scanned, 1 failed: 6 violations, 1 to review\n');
  });

  it('crawls from the first URL with the page budget', async () => {
    const { io } = memoryIo();
    const engine = fakeEngine(sampleReport());
    await runCli(['scan', 'shop.example', '--crawl', '--max-pages', '5'], io, engine.deps);
    expect(engine.calls.scanSite).toEqual([
      {
        url: 'https://shop.example/',
        options: expect.objectContaining({ maxPages: 5, allowPrivateAddresses: true }),
      },
    ]);
    expect(engine.calls.scanPages).toHaveLength(0);
  });

  it('passes the crawl scope on to the engine, and none without scope options', async () => {
    const { io } = memoryIo();
    const engine = fakeEngine(sampleReport());
    await runCli(
      [
        'scan',
        'shop.example/produkte/',
        '--crawl',
        '--exclude',
        '/produkte/archiv/**',
        '--exclude',
        '/produkte/*?print=*',
      ],
      io,
      engine.deps,
    );
    await runCli(['scan', 'shop.example', '--crawl'], io, engine.deps);
    expect(engine.calls.scanSite[0]?.options?.scope).toEqual({
      exclude: ['/produkte/archiv/**', '/produkte/*?print=*'],
    });
    expect(engine.calls.scanSite[1]?.options).not.toHaveProperty('scope');
  });

  it('refuses a bad pattern before starting a browser', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(sampleReport());
    const code = await runCli(['scan', 'shop.example', '--crawl', '--include', 'produkte'], io, engine.deps);
    expect(code).toBe(2);
    expect(out.stderr).toMatch(/^klarsicht: invalid --include 'produkte': a pattern is a path on the site/);
    expect(engine.calls.created).toBe(0);
  });

  it('passes --ignore-robots on to the engine', async () => {
    const { io } = memoryIo();
    const engine = fakeEngine(sampleReport());
    await runCli(['scan', 'http://localhost:3000/', '--ignore-robots'], io, engine.deps);
    expect(engine.calls.scanPages[0]?.options).toMatchObject({ respectRobotsTxt: false });
  });

  it('passes --second-engine on to the engine, and leaves the profile to decide without it', async () => {
    const { io } = memoryIo();
    const engine = fakeEngine(sampleReport());
    await runCli(['scan', 'http://localhost:3000/', '--second-engine'], io, engine.deps);
    await runCli(['scan', 'http://localhost:3000/'], io, engine.deps);
    expect(engine.calls.scanPages[0]?.options).toMatchObject({ secondEngine: true });
    expect(engine.calls.scanPages[1]?.options?.secondEngine).toBeUndefined();
  });

  it('passes --consent-accept and --no-consent on to the engine, and leaves banners to it without them', async () => {
    const { io } = memoryIo();
    const engine = fakeEngine(sampleReport());
    await runCli(['scan', 'http://localhost:3000/', '--consent-accept', '#ok'], io, engine.deps);
    await runCli(['scan', 'http://localhost:3000/', '--no-consent'], io, engine.deps);
    await runCli(['scan', 'http://localhost:3000/'], io, engine.deps);
    expect(engine.calls.scanPages[0]?.options).toMatchObject({ consent: { acceptSelector: '#ok' } });
    expect(engine.calls.scanPages[1]?.options).toMatchObject({ consent: { handle: false } });
    expect(engine.calls.scanPages[2]?.options?.consent).toBeUndefined();
  });

  it('applies --fail-on to the exit code', async () => {
    const run = async (failOn: string) => {
      const { io } = memoryIo();
      return runCli(
        ['scan', 'one.example', '--fail-on', failOn],
        io,
        fakeEngine(reportWithImpact('serious')).deps,
      );
    };
    expect(await run('critical')).toBe(0);
    expect(await run('serious')).toBe(1);
    expect(await run('minor')).toBe(1);
  });

  it('exits 2 when every page failed or the scan failed, and says why on stderr', async () => {
    for (const [report, reason] of [
      [
        allPagesFailedReport(),
        `scan failed: no page could be checked. ${FAILURE_TEXTS.en.codes.unreachable.reason} [unreachable]`,
      ],
      [scanFailureReport(), `scan failed: ${FAILURE_TEXTS.en.codes.blocked_robots.reason} [blocked_robots]`],
    ] as const) {
      const { io, out } = memoryIo();
      expect(await runCli(['scan', 'down.example', '-f', 'junit'], io, fakeEngine(report).deps)).toBe(2);
      expect(out.stdout).toContain('<testsuites');
      expect(out.stderr).toContain(reason);
    }
  });

  it('exits 2 when the engine throws, and still closes the browser', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(new Error('browser crashed'));
    expect(await runCli(['scan', 'a.example'], io, engine.deps)).toBe(2);
    expect(out.stderr).toBe('klarsicht: scan failed: browser crashed\n');
    expect(out.stdout).toBe('');
    expect(engine.calls.closed).toBe(1);
  });

  it('exits 2 when the engine cannot be created', async () => {
    const { io, out } = memoryIo();
    const deps: Partial<CliDeps> = {
      createScanner: () => {
        throw new Error('not implemented yet');
      },
    };
    expect(await runCli(['scan', 'a.example'], io, deps)).toBe(2);
    expect(out.stderr).toBe('klarsicht: could not start the scanner: not implemented yet\n');
  });

  it('writes the report to --output without colour, and only a summary to stderr', async () => {
    const { io, out } = memoryIo({ isTTY: { stdout: true, stderr: false } });
    const written: { path: string; text: string; closed: boolean }[] = [];
    const deps: Partial<CliDeps> = {
      ...fakeEngine(sampleReport()).deps,
      openFile: async (path) => {
        const file = { path, text: '', closed: false };
        written.push(file);
        return {
          write: async (text) => {
            file.text += text;
          },
          close: async () => {
            file.closed = true;
          },
        };
      },
    };
    expect(await runCli(['scan', 'shop.example', '-o', 'report.txt'], io, deps)).toBe(1);
    expect(written).toHaveLength(1);
    expect(written[0]?.path).toBe('report.txt');
    expect(written[0]?.closed).toBe(true);
    expect(written[0]?.text).toContain('image-alt');
    expect(written[0]?.text).not.toMatch(ANSI);
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain('klarsicht: text report written to report.txt\n');
  });

  it('exits 2 when --output cannot be written', async () => {
    const { io, out } = memoryIo();
    const deps: Partial<CliDeps> = {
      ...fakeEngine(sampleReport()).deps,
      openFile: async () => {
        throw new Error("ENOENT: no such file or directory, open 'nope/r.json'");
      },
    };
    for (const format of ['json', 'ndjson']) {
      expect(await runCli(['scan', 'a.example', '-o', 'nope/r.json', '-f', format], io, deps)).toBe(2);
    }
    expect(out.stderr).toContain('klarsicht: could not write nope/r.json: ENOENT');
  });

  it('colours text only on a terminal with NO_COLOR unset', async () => {
    const textFor = async (isTTY: boolean, env: Record<string, string>) => {
      const { io, out } = memoryIo({ isTTY: { stdout: isTTY, stderr: false }, env });
      await runCli(['scan', 'shop.example'], io, fakeEngine(sampleReport()).deps);
      return out.stdout;
    };
    expect(await textFor(true, {})).toMatch(ANSI);
    expect(await textFor(true, { NO_COLOR: '1' })).not.toMatch(ANSI);
    expect(await textFor(false, {})).not.toMatch(ANSI);
  });

  it('shows progress on a terminal stderr, on one line, cleared before the report', async () => {
    const { io, out } = memoryIo({ isTTY: { stdout: false, stderr: true }, columns: 60 });
    await runCli(['scan', 'shop.example', '-f', 'json'], io, fakeEngine(sampleReport()).deps);
    expect(out.stderrWrites[0]).toBe('\r\u001b[2KStarting the browser…');
    expect(out.stderrWrites[1]).toBe('\r\u001b[2KScanning: 1/2 pages · https://shop.example/');
    expect(out.stderrWrites[2]).toBe('\r\u001b[2K');
    expect(out.stderrWrites.slice(3).join('')).not.toContain('\r');
    for (const write of out.stderrWrites) expect(write.length).toBeLessThanOrEqual(60 + 5);
  });

  it('says all it says on stderr in German with --lang de', async () => {
    const { io, out } = memoryIo({ isTTY: { stdout: false, stderr: true }, columns: 80 });
    await runCli(['scan', 'shop.example', '-f', 'json', '--lang', 'de'], io, fakeEngine(sampleReport()).deps);
    expect(out.stderrWrites[0]).toBe('\r\u001b[2KBrowser wird gestartet …');
    expect(out.stderrWrites[1]).toBe('\r\u001b[2KPrüfung: 1/2 Seiten · https://shop.example/');
    expect(out.stderr).toContain('klarsicht: 2 Seiten geprüft');
    const interrupted = memoryIo({ interrupt: AbortSignal.timeout(30) });
    await runCli(['scan', 'a.example', '--lang', 'de'], interrupted.io, fakeEngine('never').deps);
    expect(interrupted.out.stderr).toBe('klarsicht: abgebrochen\n');
    const unwritable = memoryIo();
    await runCli(['scan', 'a.example', '--lang', 'de', '-o', 'nope/r.json'], unwritable.io, {
      ...fakeEngine(sampleReport()).deps,
      openFile: async () => {
        throw new Error('ENOENT');
      },
    });
    expect(unwritable.out.stderr).toContain('klarsicht: nope/r.json konnte nicht geschrieben werden: ENOENT');
  });

  it('shows no progress when stderr is not a terminal', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(sampleReport());
    await runCli(['scan', 'shop.example'], io, engine.deps);
    expect(out.stderr).toBe('');
    expect(engine.calls.scanPages[0]?.options?.onProgress).toBeUndefined();
  });

  it('on interrupt aborts the scan, closes the browser and exits 130 without a report', async () => {
    const { io, out } = memoryIo({ interrupt: AbortSignal.timeout(30) });
    const engine = fakeEngine('never');
    expect(await runCli(['scan', 'a.example', '-f', 'json'], io, engine.deps)).toBe(130);
    expect(engine.calls.scanPages[0]?.options?.signal?.aborted).toBe(true);
    expect(engine.calls.closed).toBe(1);
    expect(out.stdout).toBe('');
    expect(out.stderr).toBe('klarsicht: interrupted\n');
  });

  it('does not hang on a browser that will not close', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(cleanish(), { closeHangs: true });
    expect(await runCli(['scan', 'a.example', '-f', 'json'], io, engine.deps)).toBe(0);
    expect(out.stderr).toContain('klarsicht: warning: closing the browser failed: no answer within 50 ms');
    expect(JSON.parse(out.stdout)).toHaveProperty('pages');
  });
});

function cleanish(): ScanReport {
  const report = reportWithImpact('minor');
  for (const page of report.pages) page.violations = [];
  return report;
}

describe('runCli: pages handed over as they finish', () => {
  const parsedLines = (stdout: string) =>
    stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; url?: string });

  it('--format ndjson: one line per page as it finishes, then the summary, with the exit code of the whole', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(sampleReport(), { finishReversed: true });
    expect(await runCli(['scan', 'shop.example', '--crawl', '-f', 'ndjson'], io, engine.deps)).toBe(1);
    expect(engine.calls.scanSite[0]?.options).toMatchObject({ keepPages: false });
    const lines = parsedLines(out.stdout);
    expect(lines.map((line) => line.type)).toEqual(['page', 'page', 'page', 'summary']);
    expect(lines.slice(0, 3).map((line) => line.url)).toEqual(
      sampleReport()
        .pages.map((scanned) => scanned.url)
        .reverse(),
    );
    const { pages: _pages, ...rest } = sampleReport();
    expect(lines[3]).toEqual({ type: 'summary', lang: 'en', ...rest });
    expect(out.stderr).toBe('klarsicht: 2 pages scanned, 1 failed: 6 violations, 1 to review\n');
  });

  it('--format ndjson keeps the exit codes: --fail-on, and 2 when no page could be checked', async () => {
    const run = async (outcome: ScanReport, ...extra: string[]) => {
      const { io, out } = memoryIo();
      const code = await runCli(
        ['scan', 'a.example', '-f', 'ndjson', ...extra],
        io,
        fakeEngine(outcome).deps,
      );
      return { code, lines: parsedLines(out.stdout) };
    };
    expect((await run(reportWithImpact('serious'), '--fail-on', 'critical')).code).toBe(0);
    expect((await run(reportWithImpact('serious'), '--fail-on', 'serious')).code).toBe(1);
    const failed = await run(allPagesFailedReport());
    expect(failed.code).toBe(2);
    expect(failed.lines.map((line) => line.type)).toEqual(['page', 'summary']);
    const noScan = await run(scanFailureReport());
    expect(noScan.code).toBe(2);
    expect(noScan.lines).toEqual([expect.objectContaining({ type: 'summary', failure: expect.anything() })]);
  });

  it('text, JUnit and SARIF do not ask the engine to keep its pages, and list pages in the order given', async () => {
    for (const format of ['text', 'junit', 'sarif']) {
      const { io, out } = memoryIo();
      const engine = fakeEngine(sampleReport(), { finishReversed: true });
      const urls = sampleReport().pages.map((scanned) => scanned.url);
      expect(await runCli(['scan', ...urls, '-f', format], io, engine.deps)).toBe(1);
      expect(engine.calls.scanPages[0]?.options).toMatchObject({ keepPages: false });
      // SARIF lists failed pages apart from the results.
      if (format === 'sarif') continue;
      const positions = ['/checkout', '/down'].map((path) => out.stdout.indexOf(`shop.example${path}`));
      expect(positions.every((position) => position > 0)).toBe(true);
      expect(positions[0]).toBeLessThan(positions[1]!);
    }
  });

  it('lists an address the engine found to be an alias of another page with that page, not as a page', async () => {
    const report = sampleReport();
    const home = report.pages[0]!;
    const twin = { ...structuredClone(home), url: `${home.url}index.html`, aliasOf: home.url };
    for (const finding of ['violations', 'passes', 'incomplete', 'inapplicable', 'bestPractices'] as const)
      twin[finding] = [];
    report.pages.push(twin);
    const { io, out } = memoryIo();
    await runCli(['scan', 'shop.example', '--crawl'], io, fakeEngine(report).deps);
    expect(out.stdout).toContain(`also at ${twin.url}`);
    // Not a page block of its own ("[n/m] <url>"), and not counted among the pages.
    expect(out.stdout).not.toContain(`] ${twin.url}`);
  });

  it('the text report still counts the passed and inapplicable rules it no longer keeps', async () => {
    const { io, out } = memoryIo();
    await runCli(['scan', 'shop.example', '--crawl'], io, fakeEngine(sampleReport()).deps);
    expect(out.stdout).toContain('3 rules passed, 1 not applicable');
  });

  it('writes rule titles and failure summaries in German with --lang de', async () => {
    const report = sampleReport();
    const imageAlt = report.pages[0]!.violations.find((finding) => finding.id === 'image-alt')!;
    imageAlt.nodes[0]!.checks = { any: [{ id: 'has-alt', outcome: 'fail' }], all: [], none: [] };
    const { io, out } = memoryIo();
    const engine = fakeEngine(report);
    await runCli(['scan', 'shop.example', '--crawl', '-f', 'json', '--lang', 'de'], io, engine.deps);
    const printed = JSON.parse(out.stdout) as typeof report;
    const german = printed.pages[0]!.violations.find((finding) => finding.id === 'image-alt')!;
    expect(german.help).toBe(ruleTexts('image-alt', 'de')?.help);
    expect(german.help).not.toBe(imageAlt.help);
    expect(german.nodes[0]!.failureSummary).toMatch(
      /^Beheben Sie mindestens einen der folgenden Punkte:\n {2}\S/,
    );
    expect(german.nodes[0]!.failureSummary).not.toContain('Element does not have');
  });

  it('JSON of a German scan says so first, and cites the law in German', async () => {
    const { io, out } = memoryIo();
    await runCli(
      ['scan', 'shop.example', '--crawl', '-f', 'json', '--lang', 'de'],
      io,
      fakeEngine(sampleReport()).deps,
    );
    expect(out.stdout).toMatch(/^\{\n {2}"lang": "de",\n/);
    const printed = JSON.parse(out.stdout) as ScanReport;
    const notes = printed.pages.flatMap((scanned) =>
      scanned.violations.flatMap((finding) => finding.bfsg ?? []),
    );
    expect(notes).toEqual([
      `${BFSG_REFERENCES.webContent.de}; EN 301 549 V3.2.1 Abschnitt 9.1.1.1`,
      expect.stringMatching(/^§ 3 Abs\. 1 BFSG i\. V\. m\. § 12 BFSGV \(Unterstützungsdienste;/),
    ]);
    expect(out.stdout).not.toMatch(/Section \d|in conjunction with/);
    expect(out.stderr).toBe(
      'klarsicht: 2 Seiten geprüft, 1 nicht prüfbar: 6 Verstöße, 1 manuell zu prüfen\n',
    );

    const english = memoryIo();
    await runCli(
      ['scan', 'shop.example', '--crawl', '-f', 'json', '--lang', 'en'],
      english.io,
      fakeEngine(sampleReport()).deps,
    );
    expect(english.out.stdout).toMatch(/^\{\n {2}"lang": "en",\n/);
    expect(english.out.stdout).toContain(BFSG_REFERENCES.webContent.en);
    expect(english.out.stdout).not.toContain(BFSG_REFERENCES.webContent.de);
  });

  it('the German text report, scanned and written as a user gets it, has a German frame', async () => {
    const { io, out } = memoryIo({ env: { LANG: 'de_DE.UTF-8' } });
    await runCli(['scan', 'shop.example', '--crawl'], io, fakeEngine(sampleReport()).deps);
    expect(out.stdout).toContain('Klarsicht-Prüfbericht Barrierefreiheit');
    expect(out.stdout).toContain(`BFSG: ${BFSG_REFERENCES.webContent.de}`);
    expect(out.stdout).toContain('Zusammenfassung');
    expect(out.stdout).not.toMatch(/\b(Summary|Needs review|violations?|Pages:)\b/);
  });

  it('JSON: the engine keeps its pages, and the report is printed whole', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(sampleReport());
    expect(await runCli(['scan', 'shop.example', '--crawl', '-f', 'json'], io, engine.deps)).toBe(1);
    expect(engine.calls.scanSite[0]?.options?.keepPages).not.toBe(false);
    expect(JSON.parse(out.stdout)).toEqual({ lang: 'en', ...sampleReport() });
  });
});

describe('runCli: a recorded flow (--flow)', () => {
  const RECORDING = {
    title: 'Teeladen: Warenkorb und Kasse',
    steps: [
      { type: 'navigate', url: 'https://shop.example/produkt/tee' },
      { type: 'click', selectors: [['#add-to-cart']], offsetX: 1, offsetY: 1 },
      { type: 'customStep', name: 'klarsicht.check', parameters: { label: 'Warenkorb geöffnet' } },
    ],
  };

  /** `klarsicht <argv>` with the files given (read by --flow) and the engine answering `outcome`. */
  async function run(argv: string[], files: Record<string, string>, outcome: ScanReport = flowReport()) {
    const { io, out } = memoryIo({ isTTY: { stdout: false, stderr: true }, columns: 200 });
    const engine = fakeEngine(outcome);
    const read: string[] = [];
    const code = await runCli(argv, io, {
      ...engine.deps,
      readFile: async (path) => {
        read.push(path);
        const text = files[path];
        if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
        return text;
      },
    });
    // The progress line aside: what stays on standard error.
    const stderr = out.stderrWrites.filter((write) => !write.startsWith('\r')).join('');
    return { code, ...out, stderr, progress: out.stderrWrites, read, calls: engine.calls };
  }

  it('replays the recording with runFlow, not scanSite or scanPages, with the options of a list scan', async () => {
    const flow = await run(
      ['scan', '--flow', 'kasse.json', '--profile', 'wcag21aa', '--no-consent', '-f', 'json'],
      { 'kasse.json': JSON.stringify(RECORDING) },
    );
    expect(flow.read).toEqual(['kasse.json']);
    expect(flow.calls.scanSite).toEqual([]);
    expect(flow.calls.scanPages).toEqual([]);
    expect(flow.calls.runFlow).toHaveLength(1);
    const [call] = flow.calls.runFlow;
    expect(call?.recording).toMatchObject({ title: RECORDING.title, steps: RECORDING.steps });
    expect(call?.options).toMatchObject({
      profile: 'wcag21aa',
      allowPrivateAddresses: true,
      consent: { handle: false },
    });
    expect(call?.options).not.toHaveProperty('maxPages');
    expect(call?.options?.signal).toBeInstanceOf(AbortSignal);
    expect(flow.calls.closed).toBe(1);
    expect(flow.progress[0]).toBe('\r\u001b[2KReplaying the flow "Teeladen: Warenkorb und Kasse"…');
    // Violations at --fail-on minor.
    expect(flow.code).toBe(1);
  });

  it('writes each page with the state it was checked in, also two states of one address', async () => {
    const german = await run(['scan', '--flow', 'kasse.json', '--lang', 'de'], {
      'kasse.json': JSON.stringify(RECORDING),
    });
    expect(german.progress[0]).toBe('\r\u001b[2KAblauf „Teeladen: Warenkorb und Kasse“ wird abgespielt …');
    const text = german.stdout;
    expect(text).toContain('[1/3] https://shop.example/produkt/tee — Schritt 2: neue Seite\n');
    expect(text).toContain('[2/3] https://shop.example/produkt/tee — Schritt 4: „Warenkorb geöffnet“\n');
    expect(text).toContain('[3/3] https://shop.example/kasse — Schritt 8: Meldung angezeigt\n');
    expect(text).toContain('Ablauf „Teeladen: Warenkorb und Kasse“ · 9 Schritte');
    expect(text).toContain(
      '✖ Ablauf abgebrochen: Schritt 9: Worauf der Schritt wartet, ist nicht rechtzeitig eingetreten.\n  Seite: https://shop.example/kasse',
    );
    expect(text).not.toContain('data:image');
    expect(german.code).toBe(1);

    const english = await run(['scan', '--flow', 'kasse.json', '--lang', 'en'], {
      'kasse.json': JSON.stringify(RECORDING),
    });
    expect(english.stdout).toContain(
      '[2/3] https://shop.example/produkt/tee — Step 4: "Warenkorb geöffnet"\n',
    );
    expect(english.stdout).toContain(
      '✖ Flow stopped: Step 9: what the step waits for did not happen in time.',
    );
  });

  it('says where the flow stopped on stderr, keeps the screenshot in JSON only, and the state in every format', async () => {
    const files = { 'kasse.json': JSON.stringify(RECORDING) };
    const json = await run(['scan', '--flow', 'kasse.json', '-f', 'json', '--lang', 'de'], files);
    const printed = JSON.parse(json.stdout) as ScanReport;
    expect(printed.pages.map((page) => page.state?.step)).toEqual([2, 4, 8]);
    expect(printed.flow?.failedAt?.screenshot).toBe(flowReport().flow?.failedAt?.screenshot);
    expect(json.stderr).toBe(
      'klarsicht: 3 Seiten geprüft: 2 Verstöße, 0 manuell zu prüfen\n' +
        'klarsicht: Ablauf abgebrochen: Schritt 9: Worauf der Schritt wartet, ist nicht rechtzeitig eingetreten. (Seite: https://shop.example/kasse)\n',
    );

    const ndjson = await run(['scan', '--flow', 'kasse.json', '-f', 'ndjson'], files);
    const lines = ndjson.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; state?: { name?: string } });
    expect(lines.map((line) => line.state?.name)).toEqual([
      undefined,
      'Warenkorb geöffnet',
      undefined,
      undefined,
    ]);
    expect(lines.filter((line) => line.state).length).toBe(3);
    expect(ndjson.stdout).not.toContain('data:image');

    for (const format of ['junit', 'sarif', 'markdown']) {
      const other = await run(['scan', '--flow', 'kasse.json', '-f', format, '--lang', 'de'], files);
      expect(other.stdout, format).toContain('Schritt 4: „Warenkorb geöffnet“');
      expect(other.stdout, format).not.toContain('data:image');
      expect(other.stderr, format).toContain('klarsicht: Ablauf abgebrochen: Schritt 9:');
    }
  });

  it('exits 2 for a flow that checked nothing, saying why and where it stopped', async () => {
    const failed = flowReport();
    failed.pages = [];
    failed.summary = { ...failed.summary, pagesScanned: 0, violations: 0 };
    failed.failure = { code: 'flow_failed', message: 'The flow stopped at step 9.' };
    const flow = await run(
      ['scan', '--flow', 'kasse.json', '-f', 'json'],
      { 'kasse.json': '{"title":"x","steps":[{"type":"navigate","url":"https://a.example/"}]}' },
      failed,
    );
    expect(flow.code).toBe(2);
    expect(flow.stderr).toContain('[flow_failed]');
    expect(flow.stderr).toContain('klarsicht: Flow stopped: Step 9: ');
  });

  it('refuses a recording it cannot replay before starting a browser, each problem on a line in German', async () => {
    const broken = {
      title: 'Kaputt',
      steps: [
        { type: 'navigate', url: 'https://shop.example/' },
        { type: 'click', offsetX: 1, offsetY: 1 },
      ],
    };
    const flow = await run(['scan', '--flow', 'kasse.json', '--lang', 'de'], {
      'kasse.json': JSON.stringify(broken),
    });
    expect(flow.code).toBe(2);
    expect(flow.stderr).toBe(
      'klarsicht: Die Aufzeichnung kasse.json lässt sich nicht abspielen: Schritt 2: Die Angabe „selectors“ fehlt.\n',
    );
    expect(flow.stdout).toBe('');
    expect(flow.calls.created).toBe(0);

    const notJson = await run(['scan', '--flow', 'kasse.json', '--lang', 'en'], {
      'kasse.json': '{"title": ',
    });
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(
      /^klarsicht: the recording kasse\.json cannot be replayed: This is not a recording/,
    );
  });

  it('lists the first ten problems of a recording and how many more there are', async () => {
    const steps = [
      { type: 'navigate', url: 'https://shop.example/' },
      ...Array.from({ length: 13 }, () => ({ type: 'click', offsetX: 1, offsetY: 1 })),
    ];
    const flow = await run(['scan', '--flow', 'viele.json', '--lang', 'de'], {
      'viele.json': JSON.stringify({ title: 'Viele', steps }),
    });
    expect(flow.code).toBe(2);
    const lines = flow.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toContain('Schritt 2: Die Angabe „selectors“ fehlt.');
    expect(lines[9]).toContain('Schritt 11: Die Angabe „selectors“ fehlt.');
    expect(lines[10]).toBe('klarsicht: … und 3 weitere');
    expect(flow.calls.created).toBe(0);
  });

  it('says that the recording does not exist, or cannot be read, with exit code 2', async () => {
    const missing = await run(['scan', '--flow', 'fehlt.json', '--lang', 'de'], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('klarsicht: Die Aufzeichnung fehlt.json gibt es nicht\n');
    expect(missing.stdout).toBe('');
    expect(missing.calls.created).toBe(0);

    const { io, out } = memoryIo();
    const engine = fakeEngine(flowReport());
    const code = await runCli(['scan', '--flow', 'ordner', '--lang', 'en'], io, {
      ...engine.deps,
      readFile: async () => {
        throw Object.assign(new Error('EISDIR: illegal operation on a directory'), { code: 'EISDIR' });
      },
    });
    expect(code).toBe(2);
    expect(out.stderr).toBe('klarsicht: cannot read the recording ordner: EISDIR\n');
    expect(engine.calls.created).toBe(0);
  });

  it('records a baseline of the states a flow checked', async () => {
    const { io, out } = memoryIo();
    const engine = fakeEngine(flowReport());
    const code = await runCli(['baseline', 'create', '--flow', 'kasse.json', '-o', '-'], io, {
      ...engine.deps,
      readFile: async () => JSON.stringify(RECORDING),
      now: () => new Date('2026-11-28T10:00:00.000Z'),
    });
    expect(code).toBe(0);
    expect(engine.calls.runFlow).toHaveLength(1);
    const baseline = JSON.parse(out.stdout) as { issues: { ruleId: string; page: string }[] };
    expect(baseline.issues.map((issue) => issue.ruleId)).toEqual(
      expect.arrayContaining(['image-alt', 'color-contrast']),
    );
    expect(out.stdout).not.toContain('state');
    expect(out.stderr).toContain('klarsicht: Flow stopped: Step 9:');
  });
});
