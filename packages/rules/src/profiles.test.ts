import { PROFILE_IDS, type ProfileId } from '@klarsicht/report';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { axeRunOptions, PROFILES, selectedAxeRuleIds } from './profiles.js';

const axeRules = axe.getRules();
const rulesOf = (profile: ProfileId) => selectedAxeRuleIds(profile, axeRules);

// axe.run picks its rules with utils.ruleShouldRun; calling it here checks our options against axe's
// own selection, including rules disabled by default. `page: true` lets page-level rules count.
type AxeInternals = {
  _audit: { rules: { id: string }[] };
  utils: { ruleShouldRun(rule: unknown, context: { page: boolean }, options: unknown): boolean };
};
const internals = axe as unknown as AxeInternals;
const rulesAxeWouldRun = (profile: ProfileId) =>
  internals._audit.rules
    .filter((rule) => internals.utils.ruleShouldRun(rule, { page: true }, axeRunOptions(profile)))
    .map((rule) => rule.id)
    .sort();

describe('profiles', () => {
  it('name only tags that axe-core uses', () => {
    const knownTags = new Set(axeRules.flatMap((rule) => rule.tags));
    for (const profile of Object.values(PROFILES)) {
      for (const tag of profile.axeTags) expect(knownTags, `${profile.id}: ${tag}`).toContain(tag);
    }
  });

  it('select the rules axe itself would run with their options', () => {
    for (const profile of PROFILE_IDS) expect(rulesOf(profile), profile).toEqual(rulesAxeWouldRun(profile));
  });

  it('wcag21aa runs WCAG 2.0/2.1 A and AA rules, without WCAG 2.2 or AAA rules', () => {
    const rules = rulesOf('wcag21aa');
    expect(rules).toContain('image-alt');
    expect(rules).toContain('color-contrast');
    expect(rules).not.toContain('target-size');
    expect(rules).not.toContain('color-contrast-enhanced');
  });

  it('bfsg adds the EN 301 549 tagged rules to WCAG 2.1 AA', () => {
    const rules = rulesOf('bfsg');
    expect(rules).toContain('image-alt');
    expect(rules).toEqual(expect.arrayContaining(rulesOf('wcag21aa')));
    expect(PROFILES.bfsg.axeTags).toContain('EN-301-549');
  });

  it('wcag22aa runs target-size, which axe disables by default', () => {
    expect(axeRules.find((rule) => rule.ruleId === 'target-size')?.enabled).toBe(false);
    expect(rulesOf('wcag22aa')).toContain('target-size');
    expect(rulesAxeWouldRun('wcag22aa')).toContain('target-size');
  });

  it('wcag22aaa runs the AAA rules, also disabled by default', () => {
    const rules = rulesOf('wcag22aaa');
    for (const aaaRule of [
      'color-contrast-enhanced',
      'identical-links-same-purpose',
      'meta-refresh-no-exceptions',
    ]) {
      expect(rules).toContain(aaaRule);
      expect(rulesAxeWouldRun('wcag22aaa')).toContain(aaaRule);
    }
  });

  it('each profile contains the one before it', () => {
    for (let index = 1; index < PROFILE_IDS.length; index++) {
      const smaller = rulesOf(PROFILE_IDS[index - 1]!);
      expect(rulesOf(PROFILE_IDS[index]!)).toEqual(expect.arrayContaining(smaller));
    }
  });

  it('no profile runs deprecated rules, nor experimental ones other than those measured sound', () => {
    for (const profile of PROFILE_IDS) {
      const rules = rulesOf(profile);
      expect(rules).not.toContain('duplicate-id');
      expect(rules).not.toContain('p-as-heading');
      expect(rules).not.toContain('td-has-header');
      expect(rules).toContain('css-orientation-lock');
    }
  });

  it('axeRunOptions selects by tag and keeps full node lists only for violations and incomplete', () => {
    expect(axeRunOptions('wcag22aa')).toEqual({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'EN-301-549', 'wcag22aa'],
      },
      resultTypes: ['violations', 'incomplete'],
      reporter: 'v1',
      rules: { 'css-orientation-lock': { enabled: true } },
    });
  });

  it('own checks run for bfsg and the WCAG 2.2 profiles, not for pure WCAG 2.1', () => {
    expect(PROFILE_IDS.filter((profile) => PROFILES[profile].ownChecks)).toEqual([
      'bfsg',
      'wcag22aa',
      'wcag22aaa',
    ]);
  });
});
