import { parseArgs as parseArgv } from 'node:util';
import { crawlPatternProblemCode, IMPACTS, LANGUAGES, PROFILE_IDS } from '@klarsicht/report';
import type { ConsentOptions, CrawlScope, Impact, Language, ProfileId, SignIn } from '@klarsicht/scanner';
import {
  DEFAULT_MAX_PAGES,
  DEFAULT_PROFILE,
  MAX_CRAWL_PATTERN_LENGTH,
  MAX_CRAWL_PATTERNS,
} from '@klarsicht/scanner/options';
import {
  DEFAULT_BASELINE_FILE,
  OUTPUT_FORMATS,
  type OutputFormat,
  RULES_FORMATS,
  SCOPE_AREAS,
} from './option-values.js';
import { parseRemoteTarget, type RemoteTarget } from './remote/remote-target.js';
import { parseSignIn } from './sign-in-args.js';
import { UsageError, type UsageProblem, type UsageTopic } from './usage-error.js';
import type { UsageWarning } from './usage-texts.js';

export { OUTPUT_FORMATS, type OutputFormat, RULES_FORMATS } from './option-values.js';
export { UsageError } from './usage-error.js';

export interface ScanCommand {
  kind: 'scan';
  /** Absolute http(s) URLs, in the order given; empty with `flow` (its navigate step opens the pages). */
  urls: string[];
  /** A flow recorded in Chrome DevTools' Recorder (--flow): replayed, its states checked. Local scans only. */
  flow?: string;
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
  /** Things worth telling the user that are not errors, e.g. URLs ignored by --crawl (words: usage-texts.ts). */
  warnings: UsageWarning[];
  /** Set with --server: the scan runs on that Klarsicht service instead of a local browser. */
  remote?: RemoteTarget;
  /** The baseline file (--baseline): only issues not in it fail the scan. */
  baseline?: string;
  /** Where the Markdown summary goes besides the report (--summary), added to the file's end. */
  summary?: string;
}

/** `klarsicht baseline create`: a scan whose issues are written as a baseline. */
export interface BaselineCommand {
  kind: 'baseline';
  /** What to scan and how; its format, fail-on, baseline and summary are not used. */
  scan: ScanCommand;
  /** The baseline file; unset ("-"): stdout. */
  output?: string;
}

export interface RulesCommand {
  kind: 'rules';
  profile: ProfileId;
  format: (typeof RULES_FORMATS)[number];
  /** The language of the rule titles. */
  lang: Language;
}

export type Command =
  | ScanCommand
  | BaselineCommand
  | RulesCommand
  | { kind: 'help'; topic: UsageTopic }
  | { kind: 'version' };

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
  baseline: { type: 'string' },
  summary: { type: 'string' },
  flow: { type: 'string' },
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
  'baseline',
  'summary',
  'flow',
  ...SIGN_IN_OPTIONS,
];
/** What a scan takes that `baseline create` does not: it writes a baseline, no report. */
const NOT_FOR_BASELINE: readonly OptionName[] = ['format', 'fail-on', 'baseline', 'summary'];
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
  // A service cannot take a recording yet.
  'flow',
  ...SIGN_IN_OPTIONS,
];
/** What shapes a crawl, and so means nothing without --crawl. */
const CRAWL_ONLY: readonly OptionName[] = ['max-pages', 'scope', 'include', 'exclude'];

function isOptionName(name: string): name is OptionName {
  return Object.hasOwn(OPTIONS, name);
}

/** The arguments read but not yet judged: what is wrong with an option comes out as `problems`. */
interface ReadArguments {
  positionals: string[];
  /** The last value of each option given. */
  values: Map<OptionName, string | true>;
  /** Every value, in order, of the repeatable options. */
  repeated: Map<OptionName, string[]>;
  problems: UsageProblem[];
}

function readArguments(argv: readonly string[]): ReadArguments {
  // Non-strict so we word the errors ourselves; every token is checked below.
  const { tokens } = parseArgv({
    args: [...argv],
    options: OPTIONS,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });

  const read: ReadArguments = { positionals: [], values: new Map(), repeated: new Map(), problems: [] };
  const { values, repeated, problems } = read;
  for (const token of tokens) {
    if (token.kind === 'positional') read.positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const { name, rawName, value, inlineValue } = token;
    if (!isOptionName(name)) {
      problems.push({ code: 'unknown-option', option: rawName });
      continue;
    }
    if (OPTIONS[name].type === 'boolean') {
      if (value !== undefined) problems.push({ code: 'takes-no-value', option: rawName });
      else values.set(name, true);
      continue;
    }
    // `--output --crawl` would otherwise take "--crawl" as the file name.
    if (value === undefined || (!inlineValue && value.startsWith('-') && value !== '-')) {
      problems.push({ code: 'needs-value', option: rawName });
      continue;
    }
    values.set(name, value);
    if ('multiple' in OPTIONS[name]) repeated.set(name, [...(repeated.get(name) ?? []), value]);
  }
  return read;
}

/**
 * The language of the help and of usage errors and warnings: that of `--lang` when it is given and
 * valid, else the locale's, also when the arguments are wrong in other ways.
 */
export function usageLanguage(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): Language {
  const lang = readArguments(argv).values.get('lang');
  return LANGUAGES.find((language) => language === lang) ?? localeLanguage(env);
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
  const { positionals, values, repeated, problems } = readArguments(argv);
  const [commandName, ...urlArgs] = positionals;
  const wantsHelp = values.has('help');

  if (commandName === undefined) {
    if (wantsHelp) return { kind: 'help', topic: 'main' };
    if (values.has('version')) return { kind: 'version' };
    if (problems[0] !== undefined) throw new UsageError(problems[0], 'main');
    const scanOption = SCAN_ONLY.find((name) => values.has(name));
    if (scanOption) throw new UsageError({ code: 'option-needs-command', option: `--${scanOption}` }, 'main');
    throw new UsageError({ code: 'missing-command' }, 'main');
  }
  if (commandName === 'rules') {
    if (wantsHelp) return { kind: 'help', topic: 'rules' };
    if (problems[0] !== undefined) throw new UsageError(problems[0], 'rules');
    return parseRules(urlArgs, values, env);
  }
  if (commandName === 'baseline') {
    if (wantsHelp) return { kind: 'help', topic: 'baseline' };
    if (problems[0] !== undefined) throw new UsageError(problems[0], 'baseline');
    return parseBaseline(urlArgs, values, repeated, env);
  }
  if (commandName !== 'scan') {
    if (commandName === 'help') {
      const topic = HELP_TOPICS.find((name) => name === urlArgs[0]) ?? 'main';
      return { kind: 'help', topic };
    }
    throw new UsageError({ code: 'unknown-command', command: commandName }, 'main');
  }
  if (wantsHelp) return { kind: 'help', topic: 'scan' };
  if (values.has('version')) return { kind: 'version' };
  if (problems[0] !== undefined) throw new UsageError(problems[0], 'scan');

  return parseScan(urlArgs, values, repeated, env);
}

const HELP_TOPICS = ['scan', 'baseline', 'rules'] as const satisfies readonly UsageTopic[];

function parseBaseline(
  args: string[],
  values: Map<OptionName, string | true>,
  repeated: Map<OptionName, string[]>,
  env: Readonly<Record<string, string | undefined>>,
): BaselineCommand {
  const [subcommand, ...urlArgs] = args;
  if (subcommand === undefined) throw new UsageError({ code: 'baseline-needs-create' }, 'baseline');
  if (subcommand !== 'create') {
    throw new UsageError({ code: 'unknown-baseline-command', command: subcommand }, 'baseline');
  }
  const other = NOT_FOR_BASELINE.find((name) => values.has(name));
  if (other) throw new UsageError({ code: 'not-for-baseline', option: `--${other}` }, 'baseline');
  let scan: ScanCommand;
  try {
    scan = parseScan(urlArgs, values, repeated, env);
  } catch (error) {
    // The same mistakes as in a scan, followed by the help of baseline create.
    if (error instanceof UsageError) throw new UsageError(error.problem, 'baseline');
    throw error;
  }
  const { output, ...rest } = scan;
  if (values.get('output') === '-') return { kind: 'baseline', scan: rest };
  return { kind: 'baseline', scan: rest, output: output ?? DEFAULT_BASELINE_FILE };
}

function parseRules(
  args: string[],
  values: Map<OptionName, string | true>,
  env: Readonly<Record<string, string | undefined>>,
): RulesCommand {
  if (args[0] !== undefined) throw new UsageError({ code: 'rules-no-arguments', argument: args[0] }, 'rules');
  const other = [...values.keys()].find(
    (name) => !(RULES_OPTIONS as readonly string[]).includes(name) && name !== 'version',
  );
  if (other) throw new UsageError({ code: 'not-for-rules', option: `--${other}` }, 'rules');
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

  // A flow opens its pages itself (its navigate step): no URLs, and nothing to crawl from.
  const flowText = text('flow');
  const flow = flowText === undefined ? undefined : fileName('--flow', flowText);
  if (flow !== undefined) {
    const [url] = urlArgs;
    if (url !== undefined) throw new UsageError({ code: 'flow-takes-no-url', url }, 'scan');
    if (values.has('crawl')) throw new UsageError({ code: 'flow-not-with-crawl' }, 'scan');
  } else if (urlArgs.length === 0) {
    throw new UsageError({ code: 'missing-url' }, 'scan');
  }
  const urls = urlArgs.map(normaliseUrl);

  const crawl = values.has('crawl');
  const remote = parseRemoteTarget(
    { server: text('server'), token: text('token'), insecure: values.has('insecure') },
    env,
  );
  if (remote) {
    const localOnly = LOCAL_ONLY.find((name) => values.has(name));
    if (localOnly) throw new UsageError({ code: 'local-only', option: `--${localOnly}` }, 'scan');
    if (!crawl && urls.length > 1) throw new UsageError({ code: 'one-url-per-remote-scan' }, 'scan');
  }
  const crawlOption = CRAWL_ONLY.find((name) => values.has(name));
  if (crawlOption !== undefined && !crawl) {
    throw new UsageError({ code: 'crawl-only', option: `--${crawlOption}` }, 'scan');
  }
  const maxPagesText = text('max-pages');
  const warnings: UsageWarning[] = [];
  if (crawl && urls.length > 1) warnings.push({ code: 'crawl-ignores-urls', urls: urls.slice(1) });

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
  if (flow !== undefined) command.flow = flow;
  const concurrency = text('concurrency');
  if (concurrency !== undefined) command.concurrency = positiveInteger('--concurrency', concurrency);
  const output = text('output');
  if (output !== undefined && output !== '-') {
    if (output.trim() === '') throw new UsageError({ code: 'output-needs-file' }, 'scan');
    command.output = output;
  }
  const baseline = text('baseline');
  if (baseline !== undefined) command.baseline = fileName('--baseline', baseline);
  const summary = text('summary');
  if (summary !== undefined) command.summary = fileName('--summary', summary);
  return command;
}

function fileName(option: string, value: string): string {
  if (value.trim() === '') throw new UsageError({ code: 'option-needs-file', option }, 'scan');
  return value;
}

function parseConsent(acceptSelector: string | undefined, leaveAlone: boolean): ConsentOptions | undefined {
  if (acceptSelector !== undefined && leaveAlone) throw new UsageError({ code: 'consent-conflict' }, 'scan');
  if (leaveAlone) return { handle: false };
  if (acceptSelector === undefined) return undefined;
  const selector = acceptSelector.trim();
  if (selector === '') throw new UsageError({ code: 'consent-needs-selector' }, 'scan');
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
    throw new UsageError({ code: 'too-many-patterns', option, max: MAX_CRAWL_PATTERNS }, 'scan');
  }
  for (const pattern of patterns) {
    // The engine's own rules (what `crawlPatternProblem` says in English), worded in usage-texts.ts.
    const reason = crawlPatternProblemCode(pattern, MAX_CRAWL_PATTERN_LENGTH);
    if (reason !== undefined)
      throw new UsageError({ code: 'invalid-pattern', option, pattern, reason }, 'scan');
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
    throw new UsageError({ code: 'not-one-of', option, value, allowed }, topic);
  }
  return match;
}

function positiveInteger(option: string, value: string): number {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new UsageError({ code: 'not-positive-integer', option, value }, 'scan');
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
    throw new UsageError({ code: 'invalid-url', url: input }, 'scan');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError({ code: 'url-not-http', url: input }, 'scan');
  }
  if (url.hostname === '') throw new UsageError({ code: 'url-no-host', url: input }, 'scan');
  return url.href;
}
