import { DEFAULT_MAX_PAGES, DEFAULT_PROFILE } from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import { normaliseUrl, parseArgs, type ScanCommand, UsageError, usageLanguage } from './args.js';

function scan(...argv: string[]): ScanCommand {
  const command = parseArgs(argv);
  if (command.kind !== 'scan') throw new Error(`expected a scan command, got ${command.kind}`);
  return command;
}

function usageError(...argv: string[]): UsageError {
  try {
    parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error(`expected a usage error for ${argv.join(' ')}`);
}

describe('parseArgs: rules', () => {
  it("lists the default profile in the locale's language as text, or as asked", () => {
    expect(parseArgs(['rules'], { LANG: 'de_DE.UTF-8' })).toEqual({
      kind: 'rules',
      profile: DEFAULT_PROFILE,
      format: 'text',
      lang: 'de',
    });
    expect(parseArgs(['rules', '--profile', 'wcag22aaa', '-f', 'json', '--lang', 'en'])).toEqual({
      kind: 'rules',
      profile: 'wcag22aaa',
      format: 'json',
      lang: 'en',
    });
    expect(parseArgs(['rules', '--help'])).toEqual({ kind: 'help', topic: 'rules' });
    expect(parseArgs(['help', 'rules'])).toEqual({ kind: 'help', topic: 'rules' });
  });

  it('refuses what rules cannot take', () => {
    expect(usageError('rules', 'example.com')).toMatchObject({
      topic: 'rules',
      message: "rules takes no arguments, got 'example.com'",
    });
    expect(usageError('rules', '--format', 'sarif').message).toBe(
      "invalid --format 'sarif': expected one of text, json",
    );
    expect(usageError('rules', '--fail-on', 'serious').message).toBe(
      'option --fail-on does not apply to rules',
    );
  });
});

describe('parseArgs', () => {
  it('scans the given URLs with the defaults', () => {
    expect(scan('scan', 'https://a.example/', 'b.example/x')).toEqual({
      kind: 'scan',
      urls: ['https://a.example/', 'https://b.example/x'],
      crawl: false,
      maxPages: DEFAULT_MAX_PAGES,
      profile: DEFAULT_PROFILE,
      format: 'text',
      failOn: 'minor',
      lang: 'en',
      ignoreRobots: false,
      secondEngine: false,
      warnings: [],
    });
  });

  it('writes rule texts in the language asked for, else in that of the locale', () => {
    expect(scan('scan', 'a.example', '--lang', 'de')).toMatchObject({ lang: 'de' });
    expect(parseArgs(['scan', 'a.example'], { LANG: 'de_DE.UTF-8' })).toMatchObject({ lang: 'de' });
    expect(parseArgs(['scan', 'a.example'], { LC_ALL: 'en_GB.UTF-8', LANG: 'de_DE.UTF-8' })).toMatchObject({
      lang: 'en',
    });
    expect(parseArgs(['scan', 'a.example'], { LANG: 'C.UTF-8' })).toMatchObject({ lang: 'en' });
    expect(() => scan('scan', 'a.example', '--lang', 'fr')).toThrow(
      "invalid --lang 'fr': expected one of de, en",
    );
  });

  it("lets robots.txt be ignored for one's own sites", () => {
    expect(scan('scan', 'http://localhost:5173', '--ignore-robots')).toMatchObject({ ignoreRobots: true });
  });

  it('reads every scan option, in either spelling', () => {
    const command = scan(
      'scan',
      'example.com',
      '--crawl',
      '--max-pages',
      '7',
      '--profile=bfsg',
      '--concurrency',
      '3',
      '-f',
      'sarif',
      '-o',
      'out.sarif',
      '--fail-on',
      'serious',
    );
    expect(command).toMatchObject({
      urls: ['https://example.com/'],
      crawl: true,
      maxPages: 7,
      profile: 'bfsg',
      concurrency: 3,
      format: 'sarif',
      output: 'out.sarif',
      failOn: 'serious',
    });
  });

  it('reads the crawl scope, each pattern option as often as given', () => {
    const command = scan(
      'scan',
      'example.com/shop/',
      '--crawl',
      '--scope',
      'site',
      '--include',
      '/shop/**',
      '--include=/checkout/*',
      '--exclude',
      '/shop/archiv/**',
      '--exclude',
      '/kalender?month=*',
    );
    expect(command.scope).toEqual({
      area: 'site',
      include: ['/shop/**', '/checkout/*'],
      exclude: ['/shop/archiv/**', '/kalender?month=*'],
    });
    expect(scan('scan', 'a.example', '--crawl', '--scope', 'path').scope).toEqual({ area: 'path' });
    expect(scan('scan', 'a.example', '--crawl', '--exclude', '/tag/*').scope).toEqual({
      exclude: ['/tag/*'],
    });
    // Without scope options the engine decides (see CrawlScope).
    expect(scan('scan', 'a.example', '--crawl')).not.toHaveProperty('scope');
  });

  it('takes options before the URLs and URLs after --', () => {
    expect(scan('scan', '--format', 'json', '--', 'example.com').urls).toEqual(['https://example.com/']);
  });

  it('crawls from the first URL only and says so', () => {
    const command = scan('scan', '--crawl', 'a.example', 'b.example');
    expect(command.urls).toEqual(['https://a.example/']);
    expect(command.warnings).toEqual([{ code: 'crawl-ignores-urls', urls: ['https://b.example/'] }]);
  });

  it('treats --output - as stdout', () => {
    expect(scan('scan', 'a.example', '--output', '-').output).toBeUndefined();
  });

  it('answers help and version', () => {
    expect(parseArgs(['--help'])).toEqual({ kind: 'help', topic: 'main' });
    expect(parseArgs(['-h'])).toEqual({ kind: 'help', topic: 'main' });
    expect(parseArgs(['scan', '--help'])).toEqual({ kind: 'help', topic: 'scan' });
    expect(parseArgs(['scan', 'a.example', '--bogus', '-h'])).toEqual({ kind: 'help', topic: 'scan' });
    expect(parseArgs(['help', 'scan'])).toEqual({ kind: 'help', topic: 'scan' });
    expect(parseArgs(['--version'])).toEqual({ kind: 'version' });
    expect(parseArgs(['-v'])).toEqual({ kind: 'version' });
  });

  it.each([
    [[], 'missing command', 'main'],
    [['crawl', 'a.example'], "unknown command 'crawl'", 'main'],
    [['--format', 'json'], 'option --format belongs to a command', 'main'],
    [['scan'], 'scan needs at least one URL', 'scan'],
    [['scan', 'a.example', '--bogus'], 'unknown option --bogus', 'scan'],
    [['scan', 'a.example', '-x'], 'unknown option -x', 'scan'],
    [['scan', 'a.example', '--format'], 'option --format needs a value', 'scan'],
    [['scan', 'a.example', '--output', '--crawl'], 'option --output needs a value', 'scan'],
    [['scan', 'a.example', '--crawl=yes'], 'option --crawl takes no value', 'scan'],
    [
      ['scan', 'a.example', '--format', 'html'],
      "invalid --format 'html': expected one of text, json, ndjson, junit, sarif",
      'scan',
    ],
    [['scan', 'a.example', '--profile', 'wcag3'], "invalid --profile 'wcag3'", 'scan'],
    [['scan', 'a.example', '--fail-on', 'high'], "invalid --fail-on 'high'", 'scan'],
    [['scan', 'a.example', '--crawl', '--max-pages', '0'], "invalid --max-pages '0'", 'scan'],
    [['scan', 'a.example', '--crawl', '--max-pages', '2.5'], "invalid --max-pages '2.5'", 'scan'],
    [['scan', 'a.example', '--concurrency', 'many'], "invalid --concurrency 'many'", 'scan'],
    [['scan', 'a.example', '--max-pages', '5'], 'option --max-pages only applies with --crawl', 'scan'],
    [['scan', 'a.example', '--scope', 'path'], 'option --scope only applies with --crawl', 'scan'],
    [['scan', 'a.example', '--include', '/a/*'], 'option --include only applies with --crawl', 'scan'],
    [['scan', 'a.example', '--exclude', '/a/*'], 'option --exclude only applies with --crawl', 'scan'],
    [
      ['scan', 'a.example', '--crawl', '--scope', 'host'],
      "invalid --scope 'host': expected one of site, path",
      'scan',
    ],
    [['scan', 'a.example', '--crawl', '--scope'], 'option --scope needs a value', 'scan'],
    [
      ['scan', 'a.example', '--crawl', '--exclude', '/ok/*', '--exclude', 'blog/tag/*'],
      "invalid --exclude 'blog/tag/*': a pattern is a path on the site and starts with '/', e.g. '/shop/*'",
      'scan',
    ],
    [
      ['scan', 'a.example', '--crawl', '--include', 'https://a.example/shop/*'],
      "invalid --include 'https://a.example/shop/*': give the path on the site, not a whole address",
      'scan',
    ],
    [
      ['scan', 'a.example', '--crawl', '--include='],
      "invalid --include '': a pattern cannot be empty",
      'scan',
    ],
    [['scan', 'a.example', '--output='], 'option --output needs a file name', 'scan'],
    [['scan', 'ftp://a.example/'], "invalid URL 'ftp://a.example/': only http and https", 'scan'],
    [['scan', 'http://'], "invalid URL 'http://'", 'scan'],
  ])('rejects %j: %s', (argv, message, topic) => {
    const error = usageError(...argv);
    expect(error.message).toContain(message);
    expect(error.topic).toBe(topic);
  });
});

describe('usageLanguage: the language of help and usage errors', () => {
  it('is that of a valid --lang, else the locale', () => {
    const german = { LANG: 'de_DE.UTF-8' };
    expect(usageLanguage(['scan', 'a.example', '--lang', 'de'], {})).toBe('de');
    expect(usageLanguage(['scan', '--lang=en', 'a.example'], german)).toBe('en');
    expect(usageLanguage(['--lang', 'de', '--bogus'], {})).toBe('de');
    expect(usageLanguage(['scan', '--help'], german)).toBe('de');
    expect(usageLanguage(['--help'], { LC_MESSAGES: 'de_AT.UTF-8' })).toBe('de');
    expect(usageLanguage(['--help'], { LC_ALL: 'C', LANG: 'de_DE.UTF-8' })).toBe('en');
    // Wrong or missing: the locale decides.
    expect(usageLanguage(['scan', 'a.example', '--lang', 'xx'], german)).toBe('de');
    expect(usageLanguage(['scan', 'a.example', '--lang', 'xx'], {})).toBe('en');
    expect(usageLanguage(['scan', 'a.example', '--lang'], german)).toBe('de');
    // After "--" it is no option.
    expect(usageLanguage(['scan', '--', '--lang', 'de'], {})).toBe('en');
  });

  it('goes with a usage error that names its problem by code and values', () => {
    expect(usageError('scan', 'a.example', '--format', 'html')).toMatchObject({
      topic: 'scan',
      problem: { code: 'not-one-of', option: '--format', value: 'html' },
    });
    expect(usageError('scan', 'a.example', '--crawl', '--include', 'shop')).toMatchObject({
      problem: { code: 'invalid-pattern', option: '--include', pattern: 'shop', reason: 'no-slash' },
    });
  });
});

describe('normaliseUrl', () => {
  it.each([
    ['example.com', 'https://example.com/'],
    ['example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['//example.com/x', 'https://example.com/x'],
    ['localhost:3000/app', 'https://localhost:3000/app'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/'],
    ['HTTPS://Example.COM', 'https://example.com/'],
    ['  example.com  ', 'https://example.com/'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUrl(input)).toBe(expected);
  });
});

describe('parseArgs with --server (scans on a Klarsicht service)', () => {
  const TOKEN = `ks_${'a'.repeat(43)}`;

  function remoteScan(argv: string[], env: Record<string, string> = {}): ScanCommand {
    const command = parseArgs(argv, env);
    if (command.kind !== 'scan') throw new Error(`expected a scan command, got ${command.kind}`);
    return command;
  }

  function remoteUsageError(argv: string[], env: Record<string, string> = {}): UsageError {
    try {
      parseArgs(argv, env);
    } catch (error) {
      if (error instanceof UsageError) return error;
      throw error;
    }
    throw new Error(`expected a usage error for ${argv.join(' ')}`);
  }

  it('takes the service and token from the options', () => {
    const command = remoteScan([
      'scan',
      'shop.example',
      '--server',
      'https://klarsicht.example/',
      '--token',
      TOKEN,
    ]);
    expect(command.remote).toEqual({ server: 'https://klarsicht.example', token: TOKEN });
    expect(command.urls).toEqual(['https://shop.example/']);
  });

  it('takes them from KLARSICHT_SERVER and KLARSICHT_TOKEN; options win', () => {
    const env = { KLARSICHT_SERVER: 'https://a.example/klarsicht/', KLARSICHT_TOKEN: TOKEN };
    expect(remoteScan(['scan', 'shop.example'], env).remote).toEqual({
      server: 'https://a.example/klarsicht',
      token: TOKEN,
    });
    expect(remoteScan(['scan', 'shop.example', '--token', 'ks_other'], env).remote?.token).toBe('ks_other');
    // A token in the environment alone leaves local scans local.
    expect(remoteScan(['scan', 'shop.example'], { KLARSICHT_TOKEN: TOKEN }).remote).toBeUndefined();
  });

  it('allows plain http to this machine, and elsewhere only with --insecure', () => {
    for (const server of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect(remoteScan(['scan', 'x.example', '--server', server, '--token', TOKEN]).remote?.server).toBe(
        server,
      );
    }
    const plainHttpElsewhere = ['scan', 'x.example', '--server', 'http://ci.example', '--token', TOKEN];
    const refused = remoteUsageError(plainHttpElsewhere);
    expect(refused.message).toContain('plain http to ci.example');
    const insecure = remoteScan([...plainHttpElsewhere, '--insecure']);
    expect(insecure.remote?.server).toBe('http://ci.example');
  });

  it.each([
    [['--server', 'https://k.example'], 'needs an API token'],
    [['--token', TOKEN], '--token needs --server'],
    [['--insecure'], '--insecure only applies with --server'],
    [['--server', 'ftp://k.example', '--token', TOKEN], 'only http and https'],
    [['--server', 'not a url', '--token', TOKEN], "invalid --server 'not a url'"],
    [['--server', 'https://user:pw@k.example', '--token', TOKEN], 'not in the URL'],
    [
      ['--server', 'https://k.example', '--token', TOKEN, '--ignore-robots'],
      '--ignore-robots applies to local scans only',
    ],
    [
      ['--server', 'https://k.example', '--token', TOKEN, '--second-engine'],
      '--second-engine applies to local scans only',
    ],
    [
      ['--server', 'https://k.example', '--token', TOKEN, '--concurrency', '2'],
      '--concurrency applies to local scans only',
    ],
    [
      ['--server', 'https://k.example', '--token', TOKEN, '--crawl', '--max-pages', '5'],
      '--max-pages applies to local scans only',
    ],
    [
      ['--server', 'https://k.example', '--token', TOKEN, '--crawl', '--scope', 'site'],
      '--scope applies to local scans only',
    ],
    [
      ['--server', 'https://k.example', '--token', TOKEN, '--crawl', '--include', '/shop/**'],
      '--include applies to local scans only',
    ],
    [
      ['--server', 'https://k.example', '--token', TOKEN, '--crawl', '--exclude', '/tag/*'],
      '--exclude applies to local scans only',
    ],
  ])('refuses %j: %s', (options, message) => {
    const error = remoteUsageError(['scan', 'shop.example', ...options]);
    expect(error.message).toContain(message);
    expect(error.topic).toBe('scan');
  });

  it('scans one URL per scan on a service', () => {
    const argv = ['scan', 'a.example', 'b.example', '--server', 'https://k.example', '--token', TOKEN];
    expect(remoteUsageError(argv).message).toContain('one URL per scan');
    expect(remoteScan([...argv, '--crawl']).urls).toEqual(['https://a.example/']);
  });
});

describe('parseArgs: consent banners', () => {
  it('leaves them to the engine unless told otherwise', () => {
    expect(scan('scan', 'a.example').consent).toBeUndefined();
    expect(scan('scan', 'a.example', '--consent-accept', ' #cookie-ok ').consent).toEqual({
      acceptSelector: '#cookie-ok',
    });
    expect(scan('scan', 'a.example', '--crawl', '--consent-accept=.cc [data-role="ok"]').consent).toEqual({
      acceptSelector: '.cc [data-role="ok"]',
    });
    expect(scan('scan', 'a.example', '--no-consent').consent).toEqual({ handle: false });
  });

  it.each([
    [['--consent-accept', '#ok', '--no-consent'], '--consent-accept and --no-consent exclude each other'],
    [['--consent-accept='], 'option --consent-accept needs a CSS selector'],
    [['--consent-accept'], 'option --consent-accept needs a value'],
    [['--no-consent=yes'], 'option --no-consent takes no value'],
  ])('rejects %j: %s', (options, message) => {
    const error = usageError('scan', 'a.example', ...options);
    expect(error.message).toContain(message);
    expect(error.topic).toBe('scan');
  });

  it('belongs to local scans only', () => {
    const remote = ['scan', 'a.example', '--server', 'https://k.example', '--token', `ks_${'a'.repeat(43)}`];
    expect(usageError(...remote, '--no-consent').message).toContain(
      '--no-consent applies to local scans only',
    );
    expect(usageError(...remote, '--consent-accept', '#ok').message).toContain(
      '--consent-accept applies to local scans only',
    );
  });
});

describe('parseArgs: a recorded flow (--flow)', () => {
  it('takes the recording instead of URLs, with the options of a list scan', () => {
    expect(scan('scan', '--flow', 'flows/kasse.json', '--profile', 'wcag21aa', '-f', 'json')).toEqual({
      kind: 'scan',
      urls: [],
      flow: 'flows/kasse.json',
      crawl: false,
      maxPages: DEFAULT_MAX_PAGES,
      profile: 'wcag21aa',
      format: 'json',
      failOn: 'minor',
      lang: 'en',
      ignoreRobots: false,
      secondEngine: false,
      warnings: [],
    });
    expect(scan('scan', '--flow=kasse.json', '--no-consent').consent).toEqual({ handle: false });
    expect(scan('scan', 'a.example')).not.toHaveProperty('flow');
  });

  it('is a scan for baseline create too', () => {
    expect(parseArgs(['baseline', 'create', '--flow', 'kasse.json'])).toMatchObject({
      kind: 'baseline',
      output: 'klarsicht-baseline.json',
      scan: { kind: 'scan', urls: [], flow: 'kasse.json', crawl: false },
    });
    expect(usageError('baseline', 'create', '--flow', 'kasse.json', 'a.example')).toMatchObject({
      topic: 'baseline',
      problem: { code: 'flow-takes-no-url', url: 'a.example' },
    });
  });

  it.each([
    [['--flow', 'kasse.json', 'shop.example'], { code: 'flow-takes-no-url', url: 'shop.example' }],
    [['shop.example', '--flow', 'kasse.json'], { code: 'flow-takes-no-url', url: 'shop.example' }],
    [['--flow', 'kasse.json', '--crawl'], { code: 'flow-not-with-crawl' }],
    [['--flow='], { code: 'option-needs-file', option: '--flow' }],
    [['--flow', ' '], { code: 'option-needs-file', option: '--flow' }],
    [['--flow'], { code: 'needs-value', option: '--flow' }],
    [['--flow', 'kasse.json', '--max-pages', '5'], { code: 'crawl-only', option: '--max-pages' }],
    [
      ['--flow', 'kasse.json', '--server', 'https://k.example', '--token', `ks_${'a'.repeat(43)}`],
      { code: 'local-only', option: '--flow' },
    ],
  ])('refuses %j', (options, problem) => {
    const error = usageError('scan', ...options);
    expect(error.problem).toEqual(problem);
    expect(error.topic).toBe('scan');
  });

  it('still needs a URL without --flow, and says that a flow would do', () => {
    expect(usageError('scan').problem).toEqual({ code: 'missing-url' });
    expect(usageError('scan', '--format', 'json').message).toBe(
      'scan needs at least one URL, or a recorded flow with --flow <file>',
    );
    expect(usageError('baseline', 'create')).toMatchObject({
      topic: 'baseline',
      problem: { code: 'missing-url' },
    });
  });

  it('belongs to scan: without a command it says so', () => {
    expect(usageError('--flow', 'kasse.json')).toMatchObject({
      topic: 'main',
      problem: { code: 'option-needs-command', option: '--flow' },
    });
  });
});

describe('parseArgs: the CI gate', () => {
  it('reads baseline create as a scan whose issues go to klarsicht-baseline.json', () => {
    const command = parseArgs(['baseline', 'create', 'a.example', '--crawl', '--profile', 'wcag22aa']);
    expect(command).toMatchObject({
      kind: 'baseline',
      output: 'klarsicht-baseline.json',
      scan: { kind: 'scan', urls: ['https://a.example/'], crawl: true, profile: 'wcag22aa' },
    });
    expect(parseArgs(['baseline', 'create', 'a.example', '-o', 'ci/base.json'])).toMatchObject({
      output: 'ci/base.json',
    });
    expect(parseArgs(['baseline', 'create', 'a.example', '-o', '-'])).not.toHaveProperty('output');
    expect(parseArgs(['baseline', '--help'])).toEqual({ kind: 'help', topic: 'baseline' });
    expect(parseArgs(['help', 'baseline'])).toEqual({ kind: 'help', topic: 'baseline' });
  });

  it('refuses baseline create without its command or with options of a report, showing its help', () => {
    expect(usageError('baseline', 'a.example')).toMatchObject({
      topic: 'baseline',
      message: "unknown command 'baseline a.example'; expected baseline create",
    });
    expect(usageError('baseline', 'create', 'a.example', '--summary', 's.md')).toMatchObject({
      topic: 'baseline',
      message: 'option --summary does not apply to baseline create',
    });
    expect(usageError('baseline', 'create', 'a.example', '--max-pages', '3')).toMatchObject({
      topic: 'baseline',
      message: 'option --max-pages only applies with --crawl',
    });
  });

  it('takes --baseline and --summary as file names, and markdown as a format', () => {
    expect(
      scan('scan', 'a.example', '--baseline', 'b.json', '--summary', 's.md', '-f', 'markdown'),
    ).toMatchObject({
      baseline: 'b.json',
      summary: 's.md',
      format: 'markdown',
    });
    expect(usageError('scan', 'a.example', '--summary=').message).toBe('option --summary needs a file name');
    expect(usageError('scan', 'a.example', '--baseline').message).toBe('option --baseline needs a value');
  });
});
