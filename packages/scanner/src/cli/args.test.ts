import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PAGES, DEFAULT_PROFILE } from '../scan/scan-options.js';
import { normaliseUrl, parseArgs, type ScanCommand, UsageError } from './args.js';

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
      ignoreRobots: false,
      warnings: [],
    });
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

  it('takes options before the URLs and URLs after --', () => {
    expect(scan('scan', '--format', 'json', '--', 'example.com').urls).toEqual(['https://example.com/']);
  });

  it('crawls from the first URL only and says so', () => {
    const command = scan('scan', '--crawl', 'a.example', 'b.example');
    expect(command.urls).toEqual(['https://a.example/']);
    expect(command.warnings).toEqual([expect.stringContaining('https://b.example/')]);
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
      "invalid --format 'html': expected one of text, json, junit, sarif",
      'scan',
    ],
    [['scan', 'a.example', '--profile', 'wcag3'], "invalid --profile 'wcag3'", 'scan'],
    [['scan', 'a.example', '--fail-on', 'high'], "invalid --fail-on 'high'", 'scan'],
    [['scan', 'a.example', '--crawl', '--max-pages', '0'], "invalid --max-pages '0'", 'scan'],
    [['scan', 'a.example', '--crawl', '--max-pages', '2.5'], "invalid --max-pages '2.5'", 'scan'],
    [['scan', 'a.example', '--concurrency', 'many'], "invalid --concurrency 'many'", 'scan'],
    [['scan', 'a.example', '--max-pages', '5'], 'option --max-pages only applies with --crawl', 'scan'],
    [['scan', 'a.example', '--output='], 'option --output needs a file name', 'scan'],
    [['scan', 'ftp://a.example/'], "invalid URL 'ftp://a.example/': only http and https", 'scan'],
    [['scan', 'http://'], "invalid URL 'http://'", 'scan'],
  ])('rejects %j: %s', (argv, message, topic) => {
    const error = usageError(...argv);
    expect(error.message).toContain(message);
    expect(error.topic).toBe(topic);
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
