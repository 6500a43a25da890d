import { parseArgs as parseArgv } from 'node:util';
import {
  type ConsentOptions,
  type CrawlScope,
  crawlPatternProblem,
  DEFAULT_MAX_PAGES,
  DEFAULT_PROFILE,
  IMPACTS,
  type Impact,
  LANGUAGES,
  type Language,
  MAX_CRAWL_PATTERNS,
  PROFILE_IDS,
  type ProfileId,
  type SignIn,
} from '@klarsicht/scanner';
import { parseRemoteTarget, type RemoteTarget } from './remote/remote-target.js';
import { parseSignIn, SIGN_IN_USAGE } from './sign-in-args.js';
import { UsageError, type UsageTopic } from './usage-error.js';

export { UsageError } from './usage-error.js';

export const OUTPUT_FORMATS = ['text', 'json', 'ndjson', 'junit', 'sarif'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
const SCOPE_AREAS = ['site', 'path'] as const satisfies readonly CrawlScope['area'][];

export interface ScanCommand {
  kind: 'scan';
  /** Absolute http(s) URLs, in the order given. */
  urls: string[];
  crawl: boolean;
  /** Page budget; only meaningful with `crawl`. */
  maxPages: number;
  /** Which pages the crawl may visit; unset: the engine's default. Only with `crawl`. */
  scope?: CrawlScope;
  /** Sign in before scanning (local scans only); its secrets come from the environment. */
  signIn?: SignIn;
  /** How consent banners are met (local scans only); unset: the engine's default (found and accepted). */
  consent?: ConsentOptions;
  profile: ProfileId;
  /** Unset: the engine's default. */
  concurrency?: number;
  format: OutputFormat;
  /** Unset (or "-"): stdout. */
  output?: string;
  /** Lowest impact that makes the exit code 1. */
  failOn: Impact;
  /** The language of the report: its own words, rule texts, failure reasons and BFSG citations. */
  lang: Language;
  /** Scan even what robots.txt disallows (for one's own staging sites). */
  ignoreRobots: boolean;
  /** Run QualWeb as a second engine whatever the profile (its default: on in wcag22aaa only). */
  secondEngine: boolean;
  /** Things worth telling the user that are not errors, e.g. URLs ignored by --crawl. */
  warnings: string[];
  /** Set with --server: the scan runs on that Klarsicht service instead of a local browser. */
  remote?: RemoteTarget;
}

export const RULES_FORMATS = ['text', 'json'] as const;

export interface RulesCommand {
  kind: 'rules';
  profile: ProfileId;
  format: (typeof RULES_FORMATS)[number];
  /** The language of the rule titles. */
  lang: Language;
}

export type Command = ScanCommand | RulesCommand | { kind: 'help'; topic: UsageTopic } | { kind: 'version' };

export const MAIN_USAGE = `Usage: klarsicht <command> [options]

Checks web pages for accessibility problems (WCAG 2.x, EN 301 549, BFSG).

Commands:
  scan <url...>    Scan the given pages, or a whole site with --crawl
  rules            List the rules a profile runs

Options:
  -h, --help       Show this help (klarsicht scan --help for the scan options)
  -v, --version    Show the version
`;

export const SCAN_USAGE = `Usage: klarsicht scan <url...> [options]

Scans the given pages (URLs without a scheme get https://). With --crawl, discovers
pages from the first URL (robots.txt, sitemaps, same-site links) and scans them.

Options:
  --crawl                  Discover and scan the site of the first URL
  --max-pages <n>          Page budget for --crawl (default ${DEFAULT_MAX_PAGES})
  --scope <area>           ${SCOPE_AREAS.join(' | ')}: with --crawl, the whole site or only the pages
                           under the first URL's path (default path when the URL has
                           one, else site; site when --include is given)
  --include <pattern>      With --crawl, scan only pages whose path matches (repeatable)
  --exclude <pattern>      With --crawl, never scan pages whose path matches (repeatable)
                           Patterns are paths: * any characters but /, ** any
                           characters; e.g. '/shop/**', '/blog/tag/*' (quote them)
  --profile <profile>      ${PROFILE_IDS.join(' | ')} (default ${DEFAULT_PROFILE})
  --concurrency <n>        Pages analysed at once (default: from the CPU count)
  -f, --format <format>    ${OUTPUT_FORMATS.join(' | ')} (default text); ndjson writes
                           one line {"type":"page",...} per page as it finishes, then
                           one {"type":"summary",...}: for large crawls and pipes
  -o, --output <file>      Write the report to a file instead of stdout
  --fail-on <impact>       Exit 1 only for violations at or above ${[...IMPACTS].reverse().join(' | ')}
                           (default minor: any violation)
  --ignore-robots          Scan pages that robots.txt disallows (only for sites you run)
  --second-engine          Also run QualWeb's ACT rules in each page (on by default in
                           wcag22aaa; about 100 ms more per page)
  --consent-accept <css>   The accept button of a consent banner Klarsicht does not
                           recognise by itself (known consent managers and banners
                           with "Alle akzeptieren", "Accept all" … are found anyway)
  --no-consent             Leave consent banners alone: every page is scanned as a
                           first-time visitor sees it (default: the first page with
                           its banner, then accepted, later pages without it)
  --lang <language>        ${LANGUAGES.join(' | ')}: the language of the report, its rule
                           titles and its BFSG citations (default: de where LC_ALL,
                           LC_MESSAGES or LANG is German, else en)
  -h, --help               Show this help

${SIGN_IN_USAGE}
Scanning on a Klarsicht service instead of this machine (for pipelines):
  --server <url>           The service's address (default: $KLARSICHT_SERVER)
  --token <token>          An API token from your profile page (default: $KLARSICHT_TOKEN)
  --insecure               Allow sending the token over plain http to a host that is not
                           this machine (never do this across the internet)
  The site must be on your plan; the plan sets the profiles and the page budget.
  One URL per scan (the start URL with --crawl). --max-pages, --scope, --include,
  --exclude, --concurrency, --ignore-robots, --second-engine, --consent-accept,
  --no-consent and the sign-in options apply to local scans only and are refused
  with --server (the service signs in with the settings stored for the site).

Exit codes: 0 no violations at or above --fail-on, 1 such violations found,
2 scan failed or usage error, 130 interrupted.
`;

export const RULES_USAGE = `Usage: klarsicht rules [options]

Lists every rule a profile runs: its id, engine, kind (wcag: a WCAG success criterion;
best-practice: beyond WCAG; bfsg: a BFSG/EAA duty that is no WCAG criterion), impact,
WCAG criteria, EN 301 549 clauses, the W3C ACT rules it implements, and its title.

Options:
  --profile <profile>      ${PROFILE_IDS.join(' | ')} (default ${DEFAULT_PROFILE})
  -f, --format <format>    ${RULES_FORMATS.join(' | ')} (default text)
  --lang <language>        ${LANGUAGES.join(' | ')}: the language of the titles
                           (default: de where LC_ALL, LC_MESSAGES or LANG is German, else en)
  -h, --help               Show this help
`;

/** What `klarsicht rules` takes; every other option belongs to scan. */
const RULES_OPTIONS = ['profile', 'format', 'lang'] as const;

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  crawl: { type: 'boolean' },
  'max-pages': { type: 'string' },
  scope: { type: 'string' },
  include: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  profile: { type: 'string' },
  concurrency: { type: 'string' },
  format: { type: 'string', short: 'f' },
  output: { type: 'string', short: 'o' },
  'fail-on': { type: 'string' },
  'ignore-robots': { type: 'boolean' },
  'second-engine': { type: 'boolean' },
  'consent-accept': { type: 'string' },
  'no-consent': { type: 'boolean' },
  lang: { type: 'string' },
  server: { type: 'string' },
  token: { type: 'string' },
  insecure: { type: 'boolean' },
  'login-url': { type: 'string' },
  username: { type: 'string' },
  'password-env': { type: 'string' },
  'username-selector': { type: 'string' },
  'password-selector': { type: 'string' },
  'submit-selector': { type: 'string' },
  'signed-in-selector': { type: 'string' },
  'signed-in-url': { type: 'string' },
  header: { type: 'string', multiple: true },
  cookie: { type: 'string', multiple: true },
} as const;

/** How a scan signs in: local scans only (a service scan uses the site's stored settings). */
const SIGN_IN_OPTIONS = [
  'login-url',
  'username',
  'password-env',
  'username-selector',
  'password-selector',
  'submit-selector',
  'signed-in-selector',
  'signed-in-url',
  'header',
  'cookie',
] as const satisfies readonly (keyof typeof OPTIONS)[];

type OptionName = keyof typeof OPTIONS;
const SCAN_ONLY: readonly OptionName[] = [
  'crawl',
  'max-pages',
  'scope',
  'include',
  'exclude',
  'profile',
  'concurrency',
  'format',
  'output',
  'fail-on',
  'ignore-robots',
  'second-engine',
  'consent-accept',
  'no-consent',
  'lang',
  'server',
  'token',
  'insecure',
  ...SIGN_IN_OPTIONS,
];
/** What only a local scan can honour; the service's API takes no such settings. */
const LOCAL_ONLY: readonly OptionName[] = [
  'max-pages',
  'scope',
  'include',
  'exclude',
  'concurrency',
  'ignore-robots',
  'second-engine',
  'consent-accept',
  'no-consent',
  ...SIGN_IN_OPTIONS,
];
/** What shapes a crawl, and so means nothing without --crawl. */
const CRAWL_ONLY: readonly OptionName[] = ['max-pages', 'scope', 'include', 'exclude'];

function isOptionName(name: string): name is OptionName {
  return Object.hasOwn(OPTIONS, name);
}

/**
 * Parses the arguments after the program name into a command. Pure: throws `UsageError`
 * for anything it cannot accept, naming the offending option or value. `env` supplies
 * KLARSICHT_SERVER and KLARSICHT_TOKEN.
 */
export function parseArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): Command {
  // Non-strict so we word the errors ourselves; every token is checked below.
  const { tokens } = parseArgv({
    args: [...argv],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });

  const positionals: string[] = [];
  // The last value of each option, for all; every value, in order, for the repeatable ones.
  const values = new Map<OptionName, string | true>();
  const repeated = new Map<OptionName, string[]>();
  const problems: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const { name, rawName, value, inlineValue } = token;
    if (!isOptionName(name)) {
      problems.push(`unknown option ${rawName}`);
      continue;
    }
    if (OPTIONS[name].type === 'boolean') {
      if (value !== undefined) problems.push(`option ${rawName} takes no value`);
      else values.set(name, true);
      continue;
    }
    // `--output --crawl` would otherwise take "--crawl" as the file name.
    if (value === undefined || (!inlineValue && value.startsWith('-') && value !== '-')) {
      problems.push(`option ${rawName} needs a value`);
      continue;
    }
    values.set(name, value);
    if ('multiple' in OPTIONS[name]) repeated.set(name, [...(repeated.get(name) ?? []), value]);
  }

  const [commandName, ...urlArgs] = positionals;
  const wantsHelp = values.has('help');

  if (commandName === undefined) {
    if (wantsHelp) return { kind: 'help', topic: 'main' };
    if (values.has('version')) return { kind: 'version' };
    if (problems[0] !== undefined) throw new UsageError(problems[0], 'main');
    const scanOption = SCAN_ONLY.find((name) => values.has(name));
    if (scanOption)
      throw new UsageError(`option --${scanOption} belongs to a command, e.g. klarsicht scan`, 'main');
    throw new UsageError('missing command', 'main');
  }
  if (commandName === 'rules') {
    if (wantsHelp) return { kind: 'help', topic: 'rules' };
    if (problems[0] !== undefined) throw new UsageError(problems[0], 'rules');
    return parseRules(urlArgs, values, env);
  }
  if (commandName !== 'scan') {
    if (commandName === 'help') {
      const topic = urlArgs[0] === 'scan' || urlArgs[0] === 'rules' ? urlArgs[0] : 'main';
      return { kind: 'help', topic };
    }
    throw new UsageError(`unknown command '${commandName}'`, 'main');
  }
  if (wantsHelp) return { kind: 'help', topic: 'scan' };
  if (values.has('version')) return { kind: 'version' };
  if (problems[0] !== undefined) throw new UsageError(problems[0], 'scan');

  return parseScan(urlArgs, values, repeated, env);
}

function parseRules(
  args: string[],
  values: Map<OptionName, string | true>,
  env: Readonly<Record<string, string | undefined>>,
): RulesCommand {
  if (args[0] !== undefined) throw new UsageError(`rules takes no arguments, got '${args[0]}'`, 'rules');
  const other = [...values.keys()].find(
    (name) => !(RULES_OPTIONS as readonly string[]).includes(name) && name !== 'version',
  );
  if (other) throw new UsageError(`option --${other} does not apply to rules`, 'rules');
  const text = (name: OptionName) => {
    const value = values.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    kind: 'rules',
    profile: oneOf('--profile', text('profile') ?? DEFAULT_PROFILE, PROFILE_IDS, 'rules'),
    format: oneOf('--format', text('format') ?? 'text', RULES_FORMATS, 'rules'),
    lang: oneOf('--lang', text('lang') ?? localeLanguage(env), LANGUAGES, 'rules'),
  };
}

function parseScan(
  urlArgs: string[],
  values: Map<OptionName, string | true>,
  repeated: Map<OptionName, string[]>,
  env: Readonly<Record<string, string | undefined>>,
): ScanCommand {
  const text = (name: OptionName): string | undefined => {
    const value = values.get(name);
    return typeof value === 'string' ? value : undefined;
  };

  if (urlArgs.length === 0) throw new UsageError('scan needs at least one URL', 'scan');
  const urls = urlArgs.map(normaliseUrl);

  const crawl = values.has('crawl');
  const remote = parseRemoteTarget(
    { server: text('server'), token: text('token'), insecure: values.has('insecure') },
    env,
  );
  if (remote) {
    const localOnly = LOCAL_ONLY.find((name) => values.has(name));
    if (localOnly)
      throw new UsageError(`option --${localOnly} applies to local scans only, not with --server`, 'scan');
    if (!crawl && urls.length > 1) {
      throw new UsageError('with --server, give one URL per scan (or one start URL with --crawl)', 'scan');
    }
  }
  const crawlOption = CRAWL_ONLY.find((name) => values.has(name));
  if (crawlOption !== undefined && !crawl) {
    throw new UsageError(`option --${crawlOption} only applies with --crawl`, 'scan');
  }
  const maxPagesText = text('max-pages');
  const warnings: string[] = [];
  if (crawl && urls.length > 1) {
    warnings.push(`--crawl starts from the first URL only; ignoring ${urls.slice(1).join(', ')}`);
  }

  const command: ScanCommand = {
    kind: 'scan',
    urls: crawl ? urls.slice(0, 1) : urls,
    crawl,
    maxPages: maxPagesText === undefined ? DEFAULT_MAX_PAGES : positiveInteger('--max-pages', maxPagesText),
    profile: oneOf('--profile', text('profile') ?? DEFAULT_PROFILE, PROFILE_IDS),
    format: oneOf('--format', text('format') ?? 'text', OUTPUT_FORMATS),
    failOn: oneOf('--fail-on', text('fail-on') ?? 'minor', IMPACTS),
    lang: oneOf('--lang', text('lang') ?? localeLanguage(env), LANGUAGES),
    ignoreRobots: values.has('ignore-robots'),
    secondEngine: values.has('second-engine'),
    warnings,
  };
  const scope = parseScope(text('scope'), repeated.get('include') ?? [], repeated.get('exclude') ?? []);
  if (scope) command.scope = scope;
  const signIn = parseSignIn(
    {
      loginUrl: text('login-url'),
      username: text('username'),
      passwordEnv: text('password-env'),
      usernameSelector: text('username-selector'),
      passwordSelector: text('password-selector'),
      submitSelector: text('submit-selector'),
      signedInSelector: text('signed-in-selector'),
      signedInUrl: text('signed-in-url'),
      headers: repeated.get('header') ?? [],
      cookies: repeated.get('cookie') ?? [],
    },
    env,
  );
  if (signIn) command.signIn = signIn;
  const consent = parseConsent(text('consent-accept'), values.has('no-consent'));
  if (consent) command.consent = consent;
  if (remote) command.remote = remote;
  const concurrency = text('concurrency');
  if (concurrency !== undefined) command.concurrency = positiveInteger('--concurrency', concurrency);
  const output = text('output');
  if (output !== undefined && output !== '-') {
    if (output.trim() === '') throw new UsageError('option --output needs a file name', 'scan');
    command.output = output;
  }
  return command;
}

function parseConsent(acceptSelector: string | undefined, leaveAlone: boolean): ConsentOptions | undefined {
  if (acceptSelector !== undefined && leaveAlone) {
    throw new UsageError('options --consent-accept and --no-consent exclude each other', 'scan');
  }
  if (leaveAlone) return { handle: false };
  if (acceptSelector === undefined) return undefined;
  const selector = acceptSelector.trim();
  if (selector === '') throw new UsageError('option --consent-accept needs a CSS selector', 'scan');
  return { acceptSelector: selector };
}

/** Checked here with the engine's own rules, so a bad pattern is a usage error before any browser starts. */
function parseScope(area: string | undefined, include: string[], exclude: string[]): CrawlScope | undefined {
  if (area === undefined && include.length === 0 && exclude.length === 0) return undefined;
  const scope: CrawlScope = {};
  if (area !== undefined) scope.area = oneOf('--scope', area, SCOPE_AREAS);
  if (include.length > 0) scope.include = crawlPatterns('--include', include);
  if (exclude.length > 0) scope.exclude = crawlPatterns('--exclude', exclude);
  return scope;
}

function crawlPatterns(option: string, patterns: string[]): string[] {
  if (patterns.length > MAX_CRAWL_PATTERNS) {
    throw new UsageError(`option ${option} can be given at most ${MAX_CRAWL_PATTERNS} times`, 'scan');
  }
  for (const pattern of patterns) {
    const problem = crawlPatternProblem(pattern);
    if (problem !== undefined) throw new UsageError(`invalid ${option} '${pattern}': ${problem}`, 'scan');
  }
  return patterns;
}

/** The first locale variable that is set (POSIX order) decides: German for "de…", else English. */
export function localeLanguage(env: Readonly<Record<string, string | undefined>>): Language {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  return locale?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

function oneOf<T extends string>(
  option: string,
  value: string,
  allowed: readonly T[],
  topic: UsageTopic = 'scan',
): T {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    throw new UsageError(`invalid ${option} '${value}': expected one of ${allowed.join(', ')}`, topic);
  }
  return match;
}

function positiveInteger(option: string, value: string): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new UsageError(`invalid ${option} '${value}': expected a whole number of at least 1`, 'scan');
  }
  return number;
}

/** "example.com/x" → "https://example.com/x"; only http and https are accepted. */
export function normaliseUrl(input: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new UsageError(`invalid URL '${input}'`, 'scan');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`invalid URL '${input}': only http and https are supported`, 'scan');
  }
  if (url.hostname === '') throw new UsageError(`invalid URL '${input}': no host`, 'scan');
  return url.href;
}
