import { describe, expect, it } from 'vitest';
import { UsageError } from '../usage-error.js';
import { usageMessage } from '../usage-texts.js';
import {
  type Baseline,
  baselineJson,
  baselineSection,
  compareWithBaseline,
  createBaseline,
  gateFails,
  parseBaseline,
  readBaseline,
} from './baseline.js';
import { issueKeyOf, type ReportIssue } from './issues.js';

function issue(
  ruleId: string,
  selector: string,
  impact: ReportIssue['impact'],
  page = 'https://shop.example/',
): ReportIssue {
  return {
    key: issueKeyOf(ruleId, { selector, html: `<x class="${selector}">` }),
    ruleId,
    impact,
    selector,
    page,
    title: `Title of ${ruleId}`,
  };
}

const LOGO = issue('image-alt', '#logo', 'critical');
const BADGE = issue('image-alt', 'footer img', 'critical', 'https://shop.example/about');
const EMAIL = issue('label', '#email', 'serious', 'https://shop.example/contact');
const LINK = issue('link-name', '.social a', 'minor');

function usageErrorOf(work: () => unknown): UsageError {
  try {
    work();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error('expected a usage error');
}

describe('a baseline file', () => {
  it('keeps each key once, sorted by key, with the fields of the format and nothing else', () => {
    const baseline = createBaseline('bfsg', [LINK, EMAIL, LOGO, BADGE, LOGO], '2026-11-28T10:00:00.000Z');
    const text = baselineJson(baseline);
    const written = JSON.parse(text) as Baseline;
    expect(Object.keys(written)).toEqual(['format', 'version', 'profile', 'createdAt', 'issues']);
    expect(written).toMatchObject({
      format: 'klarsicht-baseline',
      version: 1,
      profile: 'bfsg',
      createdAt: '2026-11-28T10:00:00.000Z',
    });
    expect(written.issues.map((entry) => entry.key)).toEqual(
      [LINK, EMAIL, LOGO, BADGE].map((i) => i.key).sort(),
    );
    expect(written.issues.find((entry) => entry.key === EMAIL.key)).toEqual({
      key: EMAIL.key,
      ruleId: 'label',
      impact: 'serious',
      selector: '#email',
      page: 'https://shop.example/contact',
    });
    // Made again from the same issues in another order, the file is the same to the byte.
    expect(baselineJson(createBaseline('bfsg', [BADGE, LOGO, EMAIL, LINK], baseline.createdAt))).toBe(text);
    expect(text.endsWith('}\n')).toBe(true);
    expect(parseBaseline(text, 'b.json', 'bfsg')).toEqual(baseline);
  });

  it('is refused, naming the file and what is wrong, in both languages', () => {
    const good = JSON.parse(baselineJson(createBaseline('bfsg', [LOGO], '2026-11-28T10:00:00.000Z')));
    const cases: [string, string, RegExp, RegExp][] = [
      ['{"format": "klarsicht-baseline",', 'baseline-not-json', /is not JSON/, /ist kein JSON/],
      ['{"name": "shop"}', 'baseline-not-baseline', /not a Klarsicht baseline/, /keine Klarsicht-Baseline/],
      [JSON.stringify({ ...good, version: 2 }), 'baseline-version', /has version 2/, /hat die Version 2/],
      [
        JSON.stringify({ ...good, issues: [{ ...good.issues[0], key: 'abc' }] }),
        'baseline-malformed',
        /issues\[0\]\.key is missing or wrong/,
        /issues\[0\]\.key fehlt oder ist ungültig/,
      ],
      [
        JSON.stringify({ ...good, issues: [{ ...good.issues[0], impact: 'high' }] }),
        'baseline-malformed',
        /issues\[0\]\.impact/,
        /issues\[0\]\.impact/,
      ],
      [
        JSON.stringify({ ...good, profile: 'wcag22aa' }),
        'baseline-profile',
        /made with --profile wcag22aa, this scan uses bfsg/,
        /mit --profile wcag22aa erstellt, diese Prüfung verwendet bfsg/,
      ],
    ];
    for (const [text, code, english, german] of cases) {
      const error = usageErrorOf(() => parseBaseline(text, 'ci/base.json', 'bfsg'));
      expect(error.problem.code).toBe(code);
      expect(usageMessage(error.problem, 'en')).toMatch(english);
      expect(usageMessage(error.problem, 'en')).toContain('ci/base.json');
      expect(usageMessage(error.problem, 'de')).toMatch(german);
    }
  });

  it('that does not exist or cannot be read is a usage error too', async () => {
    const missing = await readBaseline('nope.json', 'bfsg', async () => {
      throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(UsageError);
    expect((missing as UsageError).message).toBe(
      'the baseline nope.json does not exist; create it with klarsicht baseline create',
    );
    const denied = await readBaseline('ci', 'bfsg', async () => {
      throw Object.assign(new Error('EISDIR: illegal operation on a directory'), { code: 'EISDIR' });
    }).catch((error: unknown) => error);
    expect((denied as UsageError).message).toBe('cannot read the baseline ci: EISDIR');
  });
});

describe('a scan against its baseline', () => {
  const baseline = createBaseline('bfsg', [LOGO, EMAIL, BADGE], '2026-11-28T10:00:00.000Z');
  const checked = (url: string) => !url.endsWith('/about');

  it('sorts the issues into new, known, disappeared and not checked', () => {
    const comparison = compareWithBaseline(baseline, 'b.json', 'serious', [LOGO, LINK], checked);
    expect(comparison.new.map((i) => i.key)).toEqual([LINK.key]);
    expect(comparison.known).toBe(1);
    // The e-mail field's page was checked: gone. The badge's page was not: not counted as fixed.
    expect(comparison.disappeared.map((i) => i.key)).toEqual([EMAIL.key]);
    expect(comparison.notChecked.map((i) => i.key)).toEqual([BADGE.key]);
  });

  it('fails only for new issues at or above --fail-on', () => {
    const onlyMinor = compareWithBaseline(baseline, 'b.json', 'serious', [LOGO, EMAIL, LINK], checked);
    expect(gateFails([LOGO, EMAIL, LINK], 'serious', onlyMinor)).toBe(false);
    expect(gateFails([LOGO, EMAIL, LINK], 'minor', { ...onlyMinor, failOn: 'minor' })).toBe(true);
    const serious = issue('color-contrast', '.price', 'serious');
    const withSerious = compareWithBaseline(baseline, 'b.json', 'serious', [LOGO, serious], checked);
    expect(gateFails([LOGO, serious], 'serious', withSerious)).toBe(true);
    // Without a baseline every issue counts.
    expect(gateFails([LOGO], 'critical')).toBe(true);
    expect(gateFails([LINK], 'moderate')).toBe(false);
  });

  it('becomes the JSON section with counts and which new issues fail', () => {
    const unrated = issue('bfsg-statement', '', null);
    const comparison = compareWithBaseline(baseline, 'b.json', 'serious', [LOGO, LINK, unrated], checked);
    expect(baselineSection(comparison)).toEqual({
      file: 'b.json',
      createdAt: '2026-11-28T10:00:00.000Z',
      failOn: 'serious',
      counts: { new: 2, newFailing: 0, known: 1, disappeared: 1, notChecked: 1 },
      new: [
        {
          key: unrated.key,
          ruleId: 'bfsg-statement',
          impact: null,
          selector: '',
          page: unrated.page,
          failing: false,
        },
        {
          key: LINK.key,
          ruleId: 'link-name',
          impact: 'minor',
          selector: '.social a',
          page: LINK.page,
          failing: false,
        },
      ],
      disappeared: [
        { key: EMAIL.key, ruleId: 'label', impact: 'serious', selector: '#email', page: EMAIL.page },
      ],
      notChecked: [
        { key: BADGE.key, ruleId: 'image-alt', impact: 'critical', selector: 'footer img', page: BADGE.page },
      ],
    });
  });
});
