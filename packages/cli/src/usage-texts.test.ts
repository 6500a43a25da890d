import { CRAWL_PATTERN_PROBLEMS, type CrawlPatternProblem } from '@klarsicht/report';
import { crawlPatternProblem, LANGUAGES } from '@klarsicht/scanner';
import { describe, expect, it } from 'vitest';
import {
  USAGE_TEXTS,
  type UsageProblem,
  type UsageProblemCode,
  type UsageTopic,
  type UsageWarning,
  type UsageWarningCode,
  usageMessage,
  usageWarning,
} from './usage-texts.js';

/** One problem of every kind: a code missing here fails the type check, one missing in a language the test. */
const PROBLEMS: { [Code in UsageProblemCode]: Extract<UsageProblem, { code: Code }> } = {
  'unknown-option': { code: 'unknown-option', option: '--bogus' },
  'takes-no-value': { code: 'takes-no-value', option: '--crawl' },
  'needs-value': { code: 'needs-value', option: '--format' },
  'option-needs-command': { code: 'option-needs-command', option: '--format' },
  'missing-command': { code: 'missing-command' },
  'unknown-command': { code: 'unknown-command', command: 'crawl' },
  'rules-no-arguments': { code: 'rules-no-arguments', argument: 'example.com' },
  'not-for-rules': { code: 'not-for-rules', option: '--crawl' },
  'missing-url': { code: 'missing-url' },
  'local-only': { code: 'local-only', option: '--concurrency' },
  'one-url-per-remote-scan': { code: 'one-url-per-remote-scan' },
  'crawl-only': { code: 'crawl-only', option: '--max-pages' },
  'output-needs-file': { code: 'output-needs-file' },
  'consent-conflict': { code: 'consent-conflict' },
  'consent-needs-selector': { code: 'consent-needs-selector' },
  'too-many-patterns': { code: 'too-many-patterns', option: '--exclude', max: 100 },
  'invalid-pattern': { code: 'invalid-pattern', option: '--include', pattern: 'shop/*', reason: 'no-slash' },
  'not-one-of': { code: 'not-one-of', option: '--format', value: 'html', allowed: ['text', 'json'] },
  'not-positive-integer': { code: 'not-positive-integer', option: '--max-pages', value: '2.5' },
  'invalid-url': { code: 'invalid-url', url: 'http://' },
  'url-not-http': { code: 'url-not-http', url: 'ftp://a.example/' },
  'url-no-host': { code: 'url-no-host', url: 'file:///x' },
  'login-url-only': { code: 'login-url-only', option: '--signed-in-url' },
  'sign-in-mixed': { code: 'sign-in-mixed' },
  'sign-in-needs-username': { code: 'sign-in-needs-username' },
  'sign-in-needs-password-env': { code: 'sign-in-needs-password-env' },
  'password-env-not-a-name': { code: 'password-env-not-a-name' },
  'password-env-unset': { code: 'password-env-unset', name: 'KS_PW' },
  'header-syntax': { code: 'header-syntax' },
  'cookie-syntax': { code: 'cookie-syntax' },
  'sign-in-problem': {
    code: 'sign-in-problem',
    problem: { code: 'cookie-name-invalid', name: 'sitzung id' },
  },
  'token-needs-server': { code: 'token-needs-server' },
  'insecure-needs-server': { code: 'insecure-needs-server' },
  'server-needs-token': { code: 'server-needs-token' },
  'token-has-spaces': { code: 'token-has-spaces' },
  'server-not-url': { code: 'server-not-url', server: 'k.example' },
  'server-not-http': { code: 'server-not-http', server: 'ftp://k.example' },
  'server-has-credentials': { code: 'server-has-credentials', server: 'https://user:pw@k.example' },
  'plain-http': { code: 'plain-http', host: 'ci.example' },
  'option-needs-file': { code: 'option-needs-file', option: '--summary' },
  'baseline-needs-create': { code: 'baseline-needs-create' },
  'unknown-baseline-command': { code: 'unknown-baseline-command', command: 'update' },
  'not-for-baseline': { code: 'not-for-baseline', option: '--fail-on' },
  'baseline-missing': { code: 'baseline-missing', file: 'ci/klarsicht-baseline.json' },
  'baseline-unreadable': { code: 'baseline-unreadable', file: 'ci/base.json', reason: 'EACCES' },
  'baseline-not-json': { code: 'baseline-not-json', file: 'ci/base.json' },
  'baseline-not-baseline': { code: 'baseline-not-baseline', file: 'package.json' },
  'baseline-version': { code: 'baseline-version', file: 'ci/base.json', version: '2' },
  'baseline-malformed': { code: 'baseline-malformed', file: 'ci/base.json', field: 'issues[3].key' },
  'baseline-profile': {
    code: 'baseline-profile',
    file: 'ci/base.json',
    profile: 'wcag22aa',
    expected: 'bfsg',
  },
  'flow-takes-no-url': { code: 'flow-takes-no-url', url: 'shop.example' },
  'flow-not-with-crawl': { code: 'flow-not-with-crawl' },
  'flow-missing': { code: 'flow-missing', file: 'flows/kasse.json' },
  'flow-unreadable': { code: 'flow-unreadable', file: 'flows/kasse.json', reason: 'EISDIR' },
  'flow-problem': {
    code: 'flow-problem',
    file: 'flows/kasse.json',
    reason: { code: 'missing_field', step: 4, path: 'steps.3.selectors', maxSteps: 200 },
  },
};

const WARNINGS: { [Code in UsageWarningCode]: Extract<UsageWarning, { code: Code }> } = {
  'crawl-ignores-urls': { code: 'crawl-ignores-urls', urls: ['https://b.example/', 'https://c.example/'] },
};

/** Patterns the engine refuses, one for each reason. */
const REFUSED_PATTERNS: Record<CrawlPatternProblem, string> = {
  empty: '',
  'too-long': `/${'a'.repeat(1000)}`,
  address: 'https://a.example/shop/*',
  'no-slash': 'shop/*',
  space: '/a b',
  fragment: '/a#b',
  stars: '/a/***',
};

/** Words of the English texts that never belong in German ones. */
const ENGLISH_WORDS =
  /\b(the|this|a|of|for|with|only|and|or|not|needs|takes|invalid|unknown|default|Usage|Options|Show)\b/;

/** The values a problem carries (also those of the sign-in problem it carries), as they must appear in its text in every language. */
function valuesOf(problem: object): string[] {
  return Object.entries(problem).flatMap(([key, value]): string[] => {
    if (key === 'code' || key === 'reason') return [];
    if (Array.isArray(value)) return [value.join(', ')];
    if (typeof value === 'object' && value !== null) return valuesOf(value);
    return [String(value)];
  });
}

describe('the usage errors', () => {
  it('have a text for every code in both languages, and no text without a code', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(USAGE_TEXTS[language].problems).sort()).toEqual(Object.keys(PROBLEMS).sort());
      expect(Object.keys(USAGE_TEXTS[language].warnings).sort()).toEqual(Object.keys(WARNINGS).sort());
    }
  });

  it.each(Object.values(PROBLEMS))('word %j in German and in English, with the same values', (problem) => {
    const english = usageMessage(problem, 'en');
    const german = usageMessage(problem, 'de');
    expect(english).not.toBe('');
    expect(german).not.toBe('');
    expect(german).not.toBe(english);
    for (const value of valuesOf(problem)) {
      expect(english).toContain(value);
      expect(german).toContain(value);
    }
    const germanWords = valuesOf(problem).reduce((text, value) => text.replaceAll(value, '…'), german);
    expect(germanWords).not.toMatch(ENGLISH_WORDS);
    // German quotes values „so“, never 'so' (shell-quoted examples aside).
    for (const value of valuesOf(problem)) expect(german).not.toContain(`'${value}'`);
  });

  it('say why a crawl pattern is refused, in English as the engine does, and in German', () => {
    expect(Object.keys(USAGE_TEXTS.de.patternProblems).sort()).toEqual([...CRAWL_PATTERN_PROBLEMS].sort());
    for (const reason of CRAWL_PATTERN_PROBLEMS) {
      const pattern = REFUSED_PATTERNS[reason];
      expect(USAGE_TEXTS.en.patternProblems[reason]).toBe(crawlPatternProblem(pattern));
      const german = USAGE_TEXTS.de.patternProblems[reason];
      expect(german).not.toBe(USAGE_TEXTS.en.patternProblems[reason]);
      expect(german).not.toMatch(ENGLISH_WORDS);
    }
  });

  it('word the warnings about arguments in both languages', () => {
    const warning = WARNINGS['crawl-ignores-urls'];
    expect(usageWarning(warning, 'en')).toBe(
      'warning: --crawl starts from the first URL only; ignoring https://b.example/, https://c.example/',
    );
    expect(usageWarning(warning, 'de')).toBe(
      'Warnung: --crawl beginnt nur bei der ersten URL; ignoriert werden https://b.example/, https://c.example/',
    );
  });
});

describe('the problems of a recorded flow', () => {
  it('name the file and, in the words of the flow texts, the step and the field', () => {
    const missing = PROBLEMS['flow-problem'];
    expect(usageMessage(missing, 'de')).toBe(
      'Die Aufzeichnung flows/kasse.json lässt sich nicht abspielen: Schritt 4: Die Angabe „selectors“ fehlt.',
    );
    expect(usageMessage(missing, 'en')).toBe(
      'the recording flows/kasse.json cannot be replayed: Step 4: "selectors" is missing.',
    );
    const tooLong = {
      ...missing,
      reason: { code: 'too_many_steps', path: 'steps', maxSteps: 200 },
    } as const satisfies UsageProblem;
    expect(usageMessage(tooLong, 'en')).toContain('more than 200 steps');
    expect(USAGE_TEXTS.de.moreProblems(3)).toBe('… und 3 weitere');
    expect(USAGE_TEXTS.en.moreProblems(3)).toBe('… and 3 more');
  });
});

describe('the help', () => {
  const topics: UsageTopic[] = ['main', 'scan', 'rules', 'baseline'];

  it.each(topics)('of %s is German in German, with the options in the same places', (topic) => {
    const english = USAGE_TEXTS.en.usage[topic];
    const german = USAGE_TEXTS.de.usage[topic];
    expect(german).toMatch(/^Aufruf: klarsicht /);
    for (const line of german.split('\n')) expect(line).not.toMatch(ENGLISH_WORDS);
    // The same options in the same order, their descriptions starting in the same columns.
    const optionNames = (text: string) =>
      text.split('\n').flatMap((line) => /^ {2}(-[-\w]*(?:, -[-\w]*)*)(?: <| {2,}|$)/.exec(line)?.[1] ?? []);
    expect(optionNames(german)).toEqual(optionNames(english));
    const descriptionColumns = (text: string) =>
      new Set(text.split('\n').flatMap((line) => /^( {2}-\S.*? {2,})\S/.exec(line)?.[1]?.length ?? []));
    expect(descriptionColumns(german)).toEqual(descriptionColumns(english));
  });

  it('of scan says all the English one says about exit codes, in German', () => {
    expect(USAGE_TEXTS.de.usage.scan).toContain(
      'Exit-Codes: 0 keine Verstöße ab --fail-on, 1 solche Verstöße gefunden,\n2 Prüfung fehlgeschlagen oder Aufruffehler, 130 abgebrochen.\n',
    );
  });
});
