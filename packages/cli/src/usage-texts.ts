import type { CrawlPatternProblem, RecordingProblemCode } from '@klarsicht/report';
import { IMPACTS, LANGUAGES, PROFILE_IDS } from '@klarsicht/report';
import type { Language, SignInProblem } from '@klarsicht/scanner';
import {
  CRAWL_PATTERN_PROBLEM_TEXTS,
  DEFAULT_MAX_PAGES,
  DEFAULT_PROFILE,
  MAX_CRAWL_PATTERN_LENGTH,
  signInProblemText,
} from '@klarsicht/scanner/options';
import { recordingProblemText } from '@klarsicht/texts/flows';
import { DEFAULT_BASELINE_FILE, OUTPUT_FORMATS, RULES_FORMATS, SCOPE_AREAS } from './option-values.js';

/**
 * Every word of ours that the CLI says about its command line, German and English: the help of each
 * command, the usage errors and the warnings about the arguments. The language is that of `--lang`
 * when it is given and valid, else the locale's (see `usageLanguage` in args.ts). The parser names
 * a problem by its code and values; it is put into words only here.
 */

/** Which help goes with a usage error, and which `--help` was asked for. */
export type UsageTopic = 'main' | 'scan' | 'rules' | 'baseline';

/**
 * What the engine's parser finds wrong with a recorded flow (its `RecordingProblem`, without the
 * English detail), and the most steps a recording may have: worded by `recordingProblemText`.
 */
export interface RecordingProblemReason {
  code: RecordingProblemCode;
  /** 1-based; absent for a problem of the recording as a whole. */
  step?: number;
  path: string;
  maxSteps: number;
}

/** A mistake on the command line. `option` is an option as written, e.g. "--format" or "-x". */
export type UsageProblem =
  | { code: 'unknown-option'; option: string }
  | { code: 'takes-no-value'; option: string }
  | { code: 'needs-value'; option: string }
  | { code: 'option-needs-command'; option: string }
  | { code: 'missing-command' }
  | { code: 'unknown-command'; command: string }
  | { code: 'rules-no-arguments'; argument: string }
  | { code: 'not-for-rules'; option: string }
  | { code: 'missing-url' }
  | { code: 'local-only'; option: string }
  | { code: 'one-url-per-remote-scan' }
  | { code: 'crawl-only'; option: string }
  | { code: 'output-needs-file' }
  | { code: 'consent-conflict' }
  | { code: 'consent-needs-selector' }
  | { code: 'too-many-patterns'; option: string; max: number }
  | { code: 'invalid-pattern'; option: string; pattern: string; reason: CrawlPatternProblem }
  | { code: 'not-one-of'; option: string; value: string; allowed: readonly string[] }
  | { code: 'not-positive-integer'; option: string; value: string }
  | { code: 'invalid-url'; url: string }
  | { code: 'url-not-http'; url: string }
  | { code: 'url-no-host'; url: string }
  | { code: 'login-url-only'; option: string }
  | { code: 'sign-in-mixed' }
  | { code: 'sign-in-needs-username' }
  | { code: 'sign-in-needs-password-env' }
  | { code: 'password-env-not-a-name' }
  | { code: 'password-env-unset'; name: string }
  | { code: 'header-syntax' }
  | { code: 'cookie-syntax' }
  /** What the engine finds wrong with the sign-in (`signInProblems`), worded by `signInProblemText`. */
  | { code: 'sign-in-problem'; problem: SignInProblem }
  | { code: 'token-needs-server' }
  | { code: 'insecure-needs-server' }
  | { code: 'server-needs-token' }
  | { code: 'token-has-spaces' }
  | { code: 'server-not-url'; server: string }
  | { code: 'server-not-http'; server: string }
  | { code: 'server-has-credentials'; server: string }
  | { code: 'plain-http'; host: string }
  | { code: 'option-needs-file'; option: string }
  | { code: 'baseline-needs-create' }
  | { code: 'unknown-baseline-command'; command: string }
  | { code: 'not-for-baseline'; option: string }
  /** What is wrong with the file given to --baseline (read before the scan starts). */
  | { code: 'baseline-missing'; file: string }
  | { code: 'baseline-unreadable'; file: string; reason: string }
  | { code: 'baseline-not-json'; file: string }
  | { code: 'baseline-not-baseline'; file: string }
  | { code: 'baseline-version'; file: string; version: string }
  | { code: 'baseline-malformed'; file: string; field: string }
  | { code: 'baseline-profile'; file: string; profile: string; expected: string }
  /** --flow: a file name and URLs, or --crawl, exclude each other. */
  | { code: 'flow-takes-no-url'; url: string }
  | { code: 'flow-not-with-crawl' }
  /** What is wrong with the file given to --flow (read before the scan starts); one problem per line. */
  | { code: 'flow-missing'; file: string }
  | { code: 'flow-unreadable'; file: string; reason: string }
  | { code: 'flow-problem'; file: string; reason: RecordingProblemReason };

export type UsageProblemCode = UsageProblem['code'];

/** Something worth telling the user about the arguments that does not stop the command. */
export type UsageWarning = { code: 'crawl-ignores-urls'; urls: readonly string[] };

export type UsageWarningCode = UsageWarning['code'];

/** One text per code, each taking the values of its own kind of problem. */
export type UsageProblemTexts = {
  [Code in UsageProblemCode]: (problem: Extract<UsageProblem, { code: Code }>) => string;
};

export type UsageWarningTexts = {
  [Code in UsageWarningCode]: (warning: Extract<UsageWarning, { code: Code }>) => string;
};

export interface UsageTexts {
  /** What `--help` prints for each topic, and what follows a usage error. */
  usage: Record<UsageTopic, string>;
  problems: UsageProblemTexts;
  /** Why a crawl pattern cannot be used (the rules: `crawlPatternProblemCode` of @klarsicht/report). */
  patternProblems: Record<CrawlPatternProblem, string>;
  /** A warning's line after "klarsicht: ". */
  warning: (message: string) => string;
  warnings: UsageWarningTexts;
  /** After the first problems of a recording: how many more there are. */
  moreProblems: (count: number) => string;
}

// The option lists as the help shows them.
const scopeAreas = SCOPE_AREAS.join(' | ');
const profileIds = PROFILE_IDS.join(' | ');
const outputFormats = OUTPUT_FORMATS.join(' | ');
const rulesFormats = RULES_FORMATS.join(' | ');
const languages = LANGUAGES.join(' | ');
const impactsDescending = [...IMPACTS].reverse().join(' | ');

const ENGLISH_SIGN_IN_USAGE = `Signing in before the scan (for pages behind a login; local scans only):
  --login-url <url>        The site's sign-in page: its form is filled and sent once
  --username <name>        The user name (with --login-url; without it: HTTP basic auth)
  --password-env <NAME>    The environment variable that holds the password (never
                           give a password on the command line)
  --username-selector, --password-selector, --submit-selector <css>
                           The form's fields and button, when not found by themselves
  --signed-in-selector <css>  An element that shows the sign-in worked
  --signed-in-url <text>   Or: the address after signing in starts with / contains this
  --header <'Name: value'> A request header for the scanned site only (repeatable)
  --cookie <name=value>    A cookie for the scanned site only (repeatable)
  A failed sign-in fails the scan (exit 2, reason sign_in_failed). Sign-out links are
  not followed; passwords, header and cookie values never appear in the report.
`;

/** The engine's own words (`crawlPatternProblem`), so a pattern is refused alike wherever it is given. */
const ENGLISH_PATTERN_PROBLEMS = CRAWL_PATTERN_PROBLEM_TEXTS;

const ENGLISH: UsageTexts = {
  usage: {
    main: `Usage: klarsicht <command> [options]

Checks web pages for accessibility problems (WCAG 2.x, EN 301 549, BFSG).

Commands:
  scan <url...>    Scan the given pages, or a whole site with --crawl, or the states
                   of a flow recorded in Chrome DevTools with --flow <file>
  baseline create <url...>
                   Record the issues of the given pages as a baseline, so that
                   scan --baseline fails only for new ones
  rules            List the rules a profile runs

Options:
  -h, --help       Show this help (klarsicht scan --help for the scan options)
  -v, --version    Show the version
`,
    scan: `Usage: klarsicht scan <url...> [options]

Scans the given pages (URLs without a scheme get https://). With --crawl, discovers
pages from the first URL (robots.txt, sitemaps, same-site links) and scans them. With
--flow and no URL, replays a flow recorded in Chrome DevTools and checks each state it
reaches.

Options:
  --crawl                  Discover and scan the site of the first URL
  --max-pages <n>          Page budget for --crawl (default ${DEFAULT_MAX_PAGES})
  --scope <area>           ${scopeAreas}: with --crawl, the whole site or only the pages
                           under the first URL's path (default path when the URL has
                           one, else site; site when --include is given)
  --include <pattern>      With --crawl, scan only pages whose path matches (repeatable)
  --exclude <pattern>      With --crawl, never scan pages whose path matches (repeatable)
                           Patterns are paths: * any characters but /, ** any
                           characters; e.g. '/shop/**', '/blog/tag/*' (quote them)
  --flow <file>            Replay a flow recorded in the Recorder panel of Chrome
                           DevTools (exported as JSON) instead of scanning URLs: each
                           page it opens, each dialog, expanded section or error message
                           it brings up, and each step "klarsicht.check" is checked
  --profile <profile>      ${profileIds} (default ${DEFAULT_PROFILE})
  --concurrency <n>        Pages analysed at once (default: from the CPU count)
  -f, --format <format>    ${outputFormats} (default text);
                           ndjson writes one line {"type":"page",...} per page as it
                           finishes, then one {"type":"summary",...}: for large crawls
                           and pipes; markdown writes a summary for a pull request
  -o, --output <file>      Write the report to a file instead of stdout
  --summary <file>         Also write the Markdown summary to this file, added to its
                           end if it exists (e.g. "$GITHUB_STEP_SUMMARY")
  --fail-on <impact>       Exit 1 only for violations at or above ${impactsDescending}
                           (default minor: any violation)
  --baseline <file>        A file from klarsicht baseline create: exit 1 only for issues
                           at or above --fail-on that are not in it; the report lists
                           the new issues and those that disappeared
  --ignore-robots          Scan pages that robots.txt disallows (only for sites you run)
  --second-engine          Also run QualWeb's ACT rules in each page (on by default in
                           wcag22aaa; about 100 ms more per page)
  --consent-accept <css>   The accept button of a consent banner Klarsicht does not
                           recognise by itself (known consent managers and banners
                           with "Alle akzeptieren", "Accept all" … are found anyway)
  --no-consent             Leave consent banners alone: every page is scanned as a
                           first-time visitor sees it (default: the first page with
                           its banner, then accepted, later pages without it)
  --lang <language>        ${languages}: the language of the report, its rule
                           titles and its BFSG citations (default: de where LC_ALL,
                           LC_MESSAGES or LANG is German, else en)
  -h, --help               Show this help

${ENGLISH_SIGN_IN_USAGE}
Scanning on a Klarsicht service instead of this machine (for pipelines):
  --server <url>           The service's address (default: $KLARSICHT_SERVER)
  --token <token>          An API token from your profile page (default: $KLARSICHT_TOKEN)
  --insecure               Allow sending the token over plain http to a host that is not
                           this machine (never do this across the internet)
  The site must be on your plan; the plan sets the profiles and the page budget.
  One URL per scan (the start URL with --crawl). --max-pages, --scope, --include,
  --exclude, --concurrency, --ignore-robots, --second-engine, --consent-accept,
  --no-consent, --flow and the sign-in options apply to local scans only and are
  refused with --server (the service signs in with the settings stored for the site).

Exit codes: 0 no violations at or above --fail-on, 1 such violations found,
2 scan failed or usage error, 130 interrupted.
`,
    rules: `Usage: klarsicht rules [options]

Lists every rule a profile runs: its id, engine, kind (wcag: a WCAG success criterion;
best-practice: beyond WCAG; bfsg: a BFSG/EAA duty that is no WCAG criterion), impact,
WCAG criteria, EN 301 549 clauses, the W3C ACT rules it implements, and its title.

Options:
  --profile <profile>      ${profileIds} (default ${DEFAULT_PROFILE})
  -f, --format <format>    ${rulesFormats} (default text)
  --lang <language>        ${languages}: the language of the titles
                           (default: de where LC_ALL, LC_MESSAGES or LANG is German, else en)
  -h, --help               Show this help
`,
    baseline: `Usage: klarsicht baseline create <url...> [options]

Scans the given pages (or a site with --crawl) as klarsicht scan does and writes their
issues to a baseline file: one per rule and element, with the key a Klarsicht service
gives the issue too, sorted by key. Commit the file; then
klarsicht scan <url...> --baseline <file> exits 1 only for issues that are not in it.

Options:
  -o, --output <file>      The baseline file (default ${DEFAULT_BASELINE_FILE}; - for stdout)
  -h, --help               Show this help

Pages, crawl, flow, profile, sign-in and service: --crawl, --max-pages, --scope,
--include, --exclude, --flow, --profile, --concurrency, --ignore-robots,
--second-engine, --consent-accept, --no-consent, --lang, the sign-in options, --server,
--token and --insecure, as for klarsicht scan (klarsicht scan --help). Scan with the
same profile.

Exit codes: 0 baseline written, 2 scan failed or usage error, 130 interrupted.
`,
  },
  problems: {
    'unknown-option': ({ option }) => `unknown option ${option}`,
    'takes-no-value': ({ option }) => `option ${option} takes no value`,
    'needs-value': ({ option }) => `option ${option} needs a value`,
    'option-needs-command': ({ option }) => `option ${option} belongs to a command, e.g. klarsicht scan`,
    'missing-command': () => 'missing command',
    'unknown-command': ({ command }) => `unknown command '${command}'`,
    'rules-no-arguments': ({ argument }) => `rules takes no arguments, got '${argument}'`,
    'not-for-rules': ({ option }) => `option ${option} does not apply to rules`,
    'missing-url': () => 'scan needs at least one URL, or a recorded flow with --flow <file>',
    'local-only': ({ option }) => `option ${option} applies to local scans only, not with --server`,
    'one-url-per-remote-scan': () => 'with --server, give one URL per scan (or one start URL with --crawl)',
    'crawl-only': ({ option }) => `option ${option} only applies with --crawl`,
    'output-needs-file': () => 'option --output needs a file name',
    'consent-conflict': () => 'options --consent-accept and --no-consent exclude each other',
    'consent-needs-selector': () => 'option --consent-accept needs a CSS selector',
    'too-many-patterns': ({ option, max }) => `option ${option} can be given at most ${max} times`,
    'invalid-pattern': ({ option, pattern, reason }) =>
      `invalid ${option} '${pattern}': ${ENGLISH_PATTERN_PROBLEMS[reason]}`,
    'not-one-of': ({ option, value, allowed }) =>
      `invalid ${option} '${value}': expected one of ${allowed.join(', ')}`,
    'not-positive-integer': ({ option, value }) =>
      `invalid ${option} '${value}': expected a whole number of at least 1`,
    'invalid-url': ({ url }) => `invalid URL '${url}'`,
    'url-not-http': ({ url }) => `invalid URL '${url}': only http and https are supported`,
    'url-no-host': ({ url }) => `invalid URL '${url}': no host`,
    'login-url-only': ({ option }) => `option ${option} only applies with --login-url`,
    'sign-in-mixed': () =>
      'sign in either with --header/--cookie or with --username and --password-env, not both',
    'sign-in-needs-username': () => 'signing in needs --username',
    'sign-in-needs-password-env': () =>
      'signing in needs --password-env NAME (the variable with the password)',
    'password-env-not-a-name': () =>
      '--password-env takes the name of an environment variable, e.g. KLARSICHT_PASSWORD',
    'password-env-unset': ({ name }) =>
      `the environment variable ${name} (from --password-env) is not set or empty`,
    'header-syntax': () => "--header takes 'Name: value', e.g. 'Authorization: Bearer …'",
    'cookie-syntax': () => '--cookie takes name=value, e.g. session=abc123',
    'sign-in-problem': ({ problem }) => `sign-in: ${signInProblemText(problem, 'en')}`,
    'token-needs-server': () => 'option --token needs --server (or KLARSICHT_SERVER)',
    'insecure-needs-server': () => 'option --insecure only applies with --server',
    'server-needs-token': () => '--server needs an API token: --token <token> or KLARSICHT_TOKEN',
    'token-has-spaces': () => 'the API token must not contain spaces',
    'server-not-url': ({ server }) => `invalid --server '${server}': expected an http(s) URL`,
    'server-not-http': ({ server }) => `invalid --server '${server}': only http and https are supported`,
    'server-has-credentials': ({ server }) =>
      `invalid --server '${server}': pass the token with --token, not in the URL`,
    'plain-http': ({ host }) =>
      `refusing to send the API token over plain http to ${host}; use https (or --insecure if you must)`,
    'option-needs-file': ({ option }) => `option ${option} needs a file name`,
    'baseline-needs-create': () => 'baseline needs a command: klarsicht baseline create <url...>',
    'unknown-baseline-command': ({ command }) =>
      `unknown command 'baseline ${command}'; expected baseline create`,
    'not-for-baseline': ({ option }) => `option ${option} does not apply to baseline create`,
    'baseline-missing': ({ file }) =>
      `the baseline ${file} does not exist; create it with klarsicht baseline create`,
    'baseline-unreadable': ({ file, reason }) => `cannot read the baseline ${file}: ${reason}`,
    'baseline-not-json': ({ file }) => `the baseline ${file} is not JSON`,
    'baseline-not-baseline': ({ file }) =>
      `${file} is not a Klarsicht baseline ("format": "klarsicht-baseline" is missing); create one with klarsicht baseline create`,
    'baseline-version': ({ file, version }) =>
      `the baseline ${file} has version ${version}, this klarsicht reads version 1; re-create it with klarsicht baseline create`,
    'baseline-malformed': ({ file, field }) =>
      `the baseline ${file} is damaged: ${field} is missing or wrong`,
    'baseline-profile': ({ file, profile, expected }) =>
      `the baseline ${file} was made with --profile ${profile}, this scan uses ${expected}; scan with --profile ${profile} or re-create the baseline`,
    'flow-takes-no-url': ({ url }) =>
      `with --flow, give no URL (got '${url}'): the flow's navigate step opens the pages`,
    'flow-not-with-crawl': () =>
      'options --flow and --crawl exclude each other: a flow checks the states it reaches, it does not crawl',
    'flow-missing': ({ file }) => `the recording ${file} does not exist`,
    'flow-unreadable': ({ file, reason }) => `cannot read the recording ${file}: ${reason}`,
    'flow-problem': ({ file, reason }) =>
      `the recording ${file} cannot be replayed: ${recordingProblemText(reason, 'en', reason)}`,
  },
  patternProblems: ENGLISH_PATTERN_PROBLEMS,
  warning: (message) => `warning: ${message}`,
  warnings: {
    'crawl-ignores-urls': ({ urls }) => `--crawl starts from the first URL only; ignoring ${urls.join(', ')}`,
  },
  moreProblems: (count) => `… and ${count} more`,
};

const GERMAN_SIGN_IN_USAGE = `Vor der Prüfung anmelden (für Seiten hinter einem Login; nur bei lokalen Prüfungen):
  --login-url <url>        Die Anmeldeseite der Website, deren Formular einmal ausgefüllt
                           und abgeschickt wird
  --username <Name>        Der Benutzername (mit --login-url; ohne: Anmeldung per
                           HTTP-Basic-Authentifizierung)
  --password-env <NAME>    Die Umgebungsvariable, die das Passwort enthält (nie ein
                           Passwort auf der Kommandozeile angeben)
  --username-selector, --password-selector, --submit-selector <css>
                           Die Felder und die Schaltfläche des Formulars, falls sie
                           nicht von selbst gefunden werden
  --signed-in-selector <css>  Ein Element, das zeigt, dass die Anmeldung geklappt hat
  --signed-in-url <Text>   Oder: Die Adresse nach der Anmeldung beginnt mit diesem Text
                           oder enthält ihn
  --header <'Name: Wert'>  Ein Request-Header nur für die geprüfte Website (wiederholbar)
  --cookie <Name=Wert>     Ein Cookie nur für die geprüfte Website (wiederholbar)
  Scheitert die Anmeldung, scheitert die Prüfung (Exit-Code 2, Grund sign_in_failed).
  Abmeldelinks werden nicht verfolgt; Passwörter sowie die Werte von Headern und Cookies
  erscheinen nie im Bericht.
`;

const GERMAN_PATTERN_PROBLEMS: Record<CrawlPatternProblem, string> = {
  empty: 'Ein Muster darf nicht leer sein',
  'too-long': `Ein Muster darf höchstens ${MAX_CRAWL_PATTERN_LENGTH} Zeichen lang sein`,
  address: "Nur den Pfad auf der Website angeben, keine ganze Adresse, z. B. '/shop/*'",
  'no-slash': "Ein Muster ist ein Pfad auf der Website und beginnt mit „/“, z. B. '/shop/*'",
  space: 'Ein Muster darf keine Leer- oder Steuerzeichen enthalten (ein Leerzeichen als %20 schreiben)',
  fragment: 'Ein Muster darf kein „#“ enthalten: Was danach folgt, erreicht die Website nie',
  stars: '„*“ (innerhalb eines Ordners) oder „**“ (über Ordner hinweg) verwenden, nicht drei in Folge',
};

const GERMAN: UsageTexts = {
  usage: {
    main: `Aufruf: klarsicht <Befehl> [Optionen]

Prüft Webseiten auf Mängel der Barrierefreiheit (WCAG 2.x, EN 301 549, BFSG).

Befehle:
  scan <url...>    Die angegebenen Seiten prüfen, mit --crawl eine ganze Website oder
                   mit --flow <Datei> die Zustände eines in den Chrome-Entwicklertools
                   aufgezeichneten Ablaufs
  baseline create <url...>
                   Die Barrieren der angegebenen Seiten als Baseline festhalten,
                   damit scan --baseline nur bei neuen scheitert
  rules            Die Regeln auflisten, die ein Profil prüft

Optionen:
  -h, --help       Diese Hilfe anzeigen (Optionen zum Prüfen: klarsicht scan --help)
  -v, --version    Die Version anzeigen
`,
    scan: `Aufruf: klarsicht scan <url...> [Optionen]

Prüft die angegebenen Seiten (URLs ohne Schema erhalten https://). Mit --crawl werden
ab der ersten URL Seiten gesucht (robots.txt, Sitemaps, Links derselben Website) und
geprüft. Mit --flow und ohne URL wird ein in den Chrome-Entwicklertools aufgezeichneter
Ablauf abgespielt und jeder Zustand geprüft, den er erreicht.

Optionen:
  --crawl                  Die Website der ersten URL durchsuchen und prüfen
  --max-pages <n>          Höchstzahl der Seiten für --crawl (Standard: ${DEFAULT_MAX_PAGES})
  --scope <Bereich>        ${scopeAreas}: mit --crawl die ganze Website oder nur die Seiten
                           unter dem Pfad der ersten URL (Standard: path, wenn die URL
                           einen Pfad hat, sonst site; site, wenn --include angegeben ist)
  --include <Muster>       Mit --crawl nur Seiten prüfen, deren Pfad passt (wiederholbar)
  --exclude <Muster>       Mit --crawl nie Seiten prüfen, deren Pfad passt (wiederholbar)
                           Muster sind Pfade: * beliebige Zeichen außer /, ** beliebige
                           Zeichen; z. B. '/shop/**', '/blog/tag/*' (in Anführungszeichen)
  --flow <Datei>           Statt URLs einen im Rekorder der Chrome-Entwicklertools
                           aufgezeichneten Ablauf (als JSON exportiert) abspielen: Jede
                           Seite, die er öffnet, jeder Dialog, aufgeklappte Bereich und
                           jede Fehlermeldung, die er auslöst, und jeder Schritt
                           „klarsicht.check“ wird geprüft
  --profile <Profil>       ${profileIds} (Standard: ${DEFAULT_PROFILE})
  --concurrency <n>        Gleichzeitig analysierte Seiten (Standard: nach Zahl der CPUs)
  -f, --format <Format>    ${outputFormats} (Standard: text);
                           ndjson schreibt jede Seite, sobald sie fertig ist, als eine
                           Zeile {"type":"page",...}, danach eine {"type":"summary",...}:
                           für große Crawls und Pipes; markdown schreibt eine
                           Zusammenfassung für einen Pull-Request
  -o, --output <Datei>     Den Bericht in eine Datei statt auf stdout schreiben
  --summary <Datei>        Zusätzlich die Markdown-Zusammenfassung in diese Datei
                           schreiben, an ihr Ende, falls es sie gibt
                           (z. B. "$GITHUB_STEP_SUMMARY")
  --fail-on <Schweregrad>  Exit-Code 1 nur bei Verstößen ab diesem Schweregrad:
                           ${impactsDescending}
                           (Standard: minor, d. h. jeder Verstoß)
  --baseline <Datei>       Eine Datei von klarsicht baseline create: Exit-Code 1 nur bei
                           Barrieren ab --fail-on, die nicht in ihr stehen; der Bericht
                           nennt die neuen und die nicht mehr gefundenen Barrieren
  --ignore-robots          Auch Seiten prüfen, die robots.txt sperrt (nur für Websites,
                           die man selbst betreibt)
  --second-engine          Zusätzlich die ACT-Regeln von QualWeb auf jeder Seite ausführen
                           (in wcag22aaa standardmäßig an; etwa 100 ms mehr je Seite)
  --consent-accept <css>   Die Schaltfläche zum Akzeptieren eines Cookie-Banners, das
                           Klarsicht nicht selbst erkennt (bekannte Consent-Manager und
                           Banner mit „Alle akzeptieren“, „Accept all“ … werden ohnehin
                           gefunden)
  --no-consent             Cookie-Banner unberührt lassen: Jede Seite wird so geprüft,
                           wie sie beim ersten Besuch erscheint (Standard: die erste Seite
                           mit ihrem Banner, dann akzeptiert, weitere Seiten ohne ihn)
  --lang <Sprache>         ${languages}: die Sprache des Berichts, seiner Regeltitel und
                           seiner BFSG-Verweise (Standard: de bei deutscher Locale in
                           LC_ALL, LC_MESSAGES oder LANG, sonst en)
  -h, --help               Diese Hilfe anzeigen

${GERMAN_SIGN_IN_USAGE}
Prüfen auf einem Klarsicht-Dienst statt auf diesem Rechner (für Pipelines):
  --server <url>           Die Adresse des Dienstes (Standard: $KLARSICHT_SERVER)
  --token <Token>          Ein API-Token von der eigenen Profilseite
                           (Standard: $KLARSICHT_TOKEN)
  --insecure               Das Token auch über unverschlüsseltes http an einen anderen
                           Rechner senden (niemals über das Internet)
  Die Website muss zum eigenen Tarif gehören; der Tarif bestimmt die Profile und die
  Höchstzahl der Seiten. Eine URL je Prüfung (mit --crawl die Start-URL). --max-pages,
  --scope, --include, --exclude, --concurrency, --ignore-robots, --second-engine,
  --consent-accept, --no-consent, --flow und die Anmeldeoptionen gelten nur für lokale
  Prüfungen und werden mit --server abgelehnt (der Dienst meldet sich mit den für die
  Website gespeicherten Einstellungen an).

Exit-Codes: 0 keine Verstöße ab --fail-on, 1 solche Verstöße gefunden,
2 Prüfung fehlgeschlagen oder Aufruffehler, 130 abgebrochen.
`,
    rules: `Aufruf: klarsicht rules [Optionen]

Listet jede Regel auf, die ein Profil prüft: ihre ID, Engine, Art (WCAG: ein
Erfolgskriterium der WCAG; bewährte Praxis: über die WCAG hinaus; BFSG: eine Pflicht aus
BFSG/EAA, die kein WCAG-Kriterium ist), Schweregrad, WCAG-Kriterien, Abschnitte der
EN 301 549, die W3C-ACT-Regeln, die sie umsetzt, und ihren Titel.

Optionen:
  --profile <Profil>       ${profileIds} (Standard: ${DEFAULT_PROFILE})
  -f, --format <Format>    ${rulesFormats} (Standard: text)
  --lang <Sprache>         ${languages}: die Sprache der Titel (Standard: de bei deutscher
                           Locale in LC_ALL, LC_MESSAGES oder LANG, sonst en)
  -h, --help               Diese Hilfe anzeigen
`,
    baseline: `Aufruf: klarsicht baseline create <url...> [Optionen]

Prüft die angegebenen Seiten (oder mit --crawl eine Website) wie klarsicht scan und
schreibt ihre Barrieren in eine Baseline-Datei: eine je Regel und Element, mit dem
Schlüssel, den auch ein Klarsicht-Dienst der Barriere gibt, nach Schlüssel sortiert.
Die Datei ins Repository einchecken; dann endet
klarsicht scan <url...> --baseline <Datei> nur bei Barrieren mit Exit-Code 1, die
nicht in ihr stehen.

Optionen:
  -o, --output <Datei>     Die Baseline-Datei (Standard: ${DEFAULT_BASELINE_FILE}; - für stdout)
  -h, --help               Diese Hilfe anzeigen

Seiten, Crawl, Ablauf, Profil, Anmeldung und Dienst: --crawl, --max-pages, --scope,
--include, --exclude, --flow, --profile, --concurrency, --ignore-robots,
--second-engine, --consent-accept, --no-consent, --lang, die Anmeldeoptionen, --server,
--token und --insecure wie bei klarsicht scan (klarsicht scan --help). Mit demselben
Profil prüfen.

Exit-Codes: 0 Baseline geschrieben, 2 Prüfung fehlgeschlagen oder Aufruffehler,
130 abgebrochen.
`,
  },
  problems: {
    'unknown-option': ({ option }) => `Unbekannte Option ${option}`,
    'takes-no-value': ({ option }) => `Die Option ${option} nimmt keinen Wert an`,
    'needs-value': ({ option }) => `Die Option ${option} braucht einen Wert`,
    'option-needs-command': ({ option }) =>
      `Die Option ${option} gehört zu einem Befehl, z. B. klarsicht scan`,
    'missing-command': () => 'Kein Befehl angegeben',
    'unknown-command': ({ command }) => `Unbekannter Befehl „${command}“`,
    'rules-no-arguments': ({ argument }) => `rules erwartet keine Argumente, angegeben war „${argument}“`,
    'not-for-rules': ({ option }) => `Die Option ${option} gilt nicht für rules`,
    'missing-url': () =>
      'scan braucht mindestens eine URL oder mit --flow <Datei> einen aufgezeichneten Ablauf',
    'local-only': ({ option }) => `Die Option ${option} gilt nur für lokale Prüfungen, nicht mit --server`,
    'one-url-per-remote-scan': () =>
      'Mit --server nur eine URL je Prüfung angeben (oder mit --crawl eine Start-URL)',
    'crawl-only': ({ option }) => `Die Option ${option} gilt nur mit --crawl`,
    'output-needs-file': () => 'Die Option --output braucht einen Dateinamen',
    'consent-conflict': () => 'Die Optionen --consent-accept und --no-consent schließen einander aus',
    'consent-needs-selector': () => 'Die Option --consent-accept braucht einen CSS-Selektor',
    'too-many-patterns': ({ option, max }) =>
      `Die Option ${option} darf höchstens ${max}-mal angegeben werden`,
    'invalid-pattern': ({ option, pattern, reason }) =>
      `Ungültiges Muster „${pattern}“ für ${option}: ${GERMAN_PATTERN_PROBLEMS[reason]}`,
    'not-one-of': ({ option, value, allowed }) =>
      `Ungültiger Wert „${value}“ für ${option}: erlaubt sind ${allowed.join(', ')}`,
    'not-positive-integer': ({ option, value }) =>
      `Ungültiger Wert „${value}“ für ${option}: erwartet wird eine ganze Zahl ab 1`,
    'invalid-url': ({ url }) => `Ungültige URL „${url}“`,
    'url-not-http': ({ url }) => `Ungültige URL „${url}“: Nur http und https werden unterstützt`,
    'url-no-host': ({ url }) => `Ungültige URL „${url}“: Der Host fehlt`,
    'login-url-only': ({ option }) => `Die Option ${option} gilt nur mit --login-url`,
    'sign-in-mixed': () =>
      'Entweder mit --header/--cookie oder mit --username und --password-env anmelden, nicht mit beidem',
    'sign-in-needs-username': () => 'Zum Anmelden fehlt --username',
    'sign-in-needs-password-env': () =>
      'Zum Anmelden fehlt --password-env NAME (die Umgebungsvariable mit dem Passwort)',
    'password-env-not-a-name': () =>
      '--password-env erwartet den Namen einer Umgebungsvariablen, z. B. KLARSICHT_PASSWORD',
    'password-env-unset': ({ name }) =>
      `Die Umgebungsvariable ${name} (aus --password-env) ist nicht gesetzt oder leer`,
    'header-syntax': () => "--header erwartet 'Name: Wert', z. B. 'Authorization: Bearer …'",
    'cookie-syntax': () => '--cookie erwartet Name=Wert, z. B. session=abc123',
    'sign-in-problem': ({ problem }) =>
      `Ungültige Angaben zur Anmeldung: ${signInProblemText(problem, 'de')}`,
    'token-needs-server': () => 'Die Option --token braucht --server (oder KLARSICHT_SERVER)',
    'insecure-needs-server': () => 'Die Option --insecure gilt nur mit --server',
    'server-needs-token': () => '--server braucht ein API-Token: --token <Token> oder KLARSICHT_TOKEN',
    'token-has-spaces': () => 'Das API-Token darf keine Leerzeichen enthalten',
    'server-not-url': ({ server }) =>
      `Ungültiger Wert „${server}“ für --server: erwartet wird eine http(s)-URL`,
    'server-not-http': ({ server }) =>
      `Ungültiger Wert „${server}“ für --server: Nur http und https werden unterstützt`,
    'server-has-credentials': ({ server }) =>
      `Ungültiger Wert „${server}“ für --server: Das Token mit --token übergeben, nicht in der URL`,
    'plain-http': ({ host }) =>
      `Das API-Token wird nicht über unverschlüsseltes http an ${host} gesendet; https verwenden (oder --insecure, wenn es sein muss)`,
    'option-needs-file': ({ option }) => `Die Option ${option} braucht einen Dateinamen`,
    'baseline-needs-create': () => 'baseline braucht einen Befehl: klarsicht baseline create <url...>',
    'unknown-baseline-command': ({ command }) =>
      `Unbekannter Befehl „baseline ${command}“; erwartet wird baseline create`,
    'not-for-baseline': ({ option }) => `Die Option ${option} gilt nicht für baseline create`,
    'baseline-missing': ({ file }) =>
      `Die Baseline ${file} gibt es nicht; klarsicht baseline create erstellt sie`,
    'baseline-unreadable': ({ file, reason }) =>
      `Die Baseline ${file} konnte nicht gelesen werden: ${reason}`,
    'baseline-not-json': ({ file }) => `Die Baseline ${file} ist kein JSON`,
    'baseline-not-baseline': ({ file }) =>
      `${file} ist keine Klarsicht-Baseline ("format": "klarsicht-baseline" fehlt); klarsicht baseline create erstellt eine`,
    'baseline-version': ({ file, version }) =>
      `Die Baseline ${file} hat die Version ${version}, dieses klarsicht liest Version 1; mit klarsicht baseline create neu erstellen`,
    'baseline-malformed': ({ file, field }) =>
      `Die Baseline ${file} ist beschädigt: ${field} fehlt oder ist ungültig`,
    'baseline-profile': ({ file, profile, expected }) =>
      `Die Baseline ${file} wurde mit --profile ${profile} erstellt, diese Prüfung verwendet ${expected}; mit --profile ${profile} prüfen oder die Baseline neu erstellen`,
    'flow-takes-no-url': ({ url }) =>
      `Mit --flow keine URL angeben (angegeben war „${url}“): Der navigate-Schritt des Ablaufs öffnet die Seiten`,
    'flow-not-with-crawl': () =>
      'Die Optionen --flow und --crawl schließen einander aus: Ein Ablauf prüft die Zustände, die er erreicht, er durchsucht keine Website',
    'flow-missing': ({ file }) => `Die Aufzeichnung ${file} gibt es nicht`,
    'flow-unreadable': ({ file, reason }) =>
      `Die Aufzeichnung ${file} konnte nicht gelesen werden: ${reason}`,
    'flow-problem': ({ file, reason }) =>
      `Die Aufzeichnung ${file} lässt sich nicht abspielen: ${recordingProblemText(reason, 'de', reason)}`,
  },
  patternProblems: GERMAN_PATTERN_PROBLEMS,
  warning: (message) => `Warnung: ${message}`,
  warnings: {
    'crawl-ignores-urls': ({ urls }) =>
      `--crawl beginnt nur bei der ersten URL; ignoriert werden ${urls.join(', ')}`,
  },
  moreProblems: (count) => `… und ${count} weitere`,
};

export const USAGE_TEXTS: Record<Language, UsageTexts> = { de: GERMAN, en: ENGLISH };

/** A usage error in words. */
export function usageMessage(problem: UsageProblem, language: Language): string {
  // Each text takes its own kind of problem, which `problem.code` picks; TypeScript cannot follow that.
  const text = USAGE_TEXTS[language].problems[problem.code] as (problem: UsageProblem) => string;
  return text(problem);
}

/** A warning in words, "warning: " included. */
export function usageWarning(warning: UsageWarning, language: Language): string {
  const texts = USAGE_TEXTS[language];
  const text = texts.warnings[warning.code] as (warning: UsageWarning) => string;
  return texts.warning(text(warning));
}
