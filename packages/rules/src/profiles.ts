import type { ProfileId } from '@klarsicht/report';
import type { RunOptions } from 'axe-core';
import { ruleTags } from './model/requirements.js';
import type { RuleMeta } from './model/rule.js';

/** A profile's rules; the WCAG version and level its conformance claim covers are `CONFORMANCE_TARGETS` (@klarsicht/report). */
export interface ScanProfile {
  id: ProfileId;
  /** axe tags to run; a rule runs when it carries any of them (axe's `runOnly: { type: 'tag' }`). */
  axeTags: string[];
  /**
   * Whether our own checks (accessibility statement, feedback mechanism) run. They test BFSG/EAA
   * duties, not WCAG criteria, so the pure WCAG 2.1 profile leaves them out.
   */
  ownChecks: boolean;
  /**
   * Whether QualWeb's adopted ACT rules run as a second engine in the page. It costs about as much
   * as axe itself (docs/decisions/017), so only the largest profile has it by default; a scan can
   * ask for it in any profile (`ScanOptions.secondEngine`).
   */
  secondEngine: boolean;
}

/*
 * Tags are the ones axe-core 4.14 actually uses (see `axe.getRules()`); axe has no "wcag22a",
 * "wcag21aaa" or "wcag22aaa" tag, so none is named here.
 *
 * axe skips rules that are disabled by default unless asked for: with `runOnly: { type: 'tag' }`
 * axe's ruleShouldRun() runs every rule carrying a named tag whatever its `enabled` flag, so
 * `target-size` (tag wcag22aa) and the AAA rules (tag wcag2aaa) run when their tag is named. Rules
 * tagged "experimental" or "deprecated" stay excluded unless one of those tags is named too, which
 * no profile does: deprecated rules (e.g. duplicate-id*, for the obsolete 4.1.1 Parsing) test what
 * W3C errata now consider always satisfied in HTML, and experimental ones are not stable.
 *
 * Each profile contains the one before it, so a bigger plan never loses a finding a smaller one shows.
 */
const WCAG21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's best-practice rules run in every profile: what they find is shown in its own category
 * (`bestPractices`), never counted as a WCAG violation, so they add findings without changing any
 * conformance figure. Experimental ones stay out, as above.
 */
const BEST_PRACTICE_TAGS = ['best-practice'];
const WCAG21_AA_PROFILE_TAGS = [...WCAG21_AA_TAGS, ...BEST_PRACTICE_TAGS];

/**
 * The "EN-301-549" tag marks the rules axe maps to EN 301 549 V3.2.1 (today the same rules as the
 * WCAG 2.1 A/AA tags). Naming it keeps the profile right if axe ever tags a rule for the standard
 * only. "EN-301-549v4" (the draft revision, used on target-size) is not named: BFSG reports cite V3.2.1.
 */
const BFSG_TAGS = [...WCAG21_AA_PROFILE_TAGS, 'EN-301-549'];

/**
 * WCAG 2.2 AA builds on the BFSG profile rather than on WCAG 2.1 alone: the plans that offer it
 * include BFSG, and German customers buy WCAG 2.2 on top of BFSG, not instead of it.
 */
const WCAG22_AA_TAGS = [...BFSG_TAGS, 'wcag22aa'];

const WCAG22_AAA_TAGS = [...WCAG22_AA_TAGS, 'wcag2aaa'];

export const PROFILES: Record<ProfileId, ScanProfile> = {
  wcag21aa: {
    id: 'wcag21aa',
    axeTags: WCAG21_AA_PROFILE_TAGS,
    ownChecks: false,
    secondEngine: false,
  },
  bfsg: {
    id: 'bfsg',
    axeTags: BFSG_TAGS,
    ownChecks: true,
    secondEngine: false,
  },
  wcag22aa: {
    id: 'wcag22aa',
    axeTags: WCAG22_AA_TAGS,
    ownChecks: true,
    secondEngine: false,
  },
  wcag22aaa: {
    id: 'wcag22aaa',
    axeTags: WCAG22_AAA_TAGS,
    ownChecks: true,
    secondEngine: true,
  },
};

/**
 * Options for `axe.run` under a profile.
 *
 * `resultTypes: ['violations', 'incomplete']` makes axe keep at most one node per rule for passes and
 * inapplicable, which saves serialising every passing element (a large page has thousands): their
 * findings then show one example node and a `nodeCount` of at most 1.
 *
 * `reporter: 'v1'` is axe's default, named so a global `axe.configure({ reporter })` cannot change
 * the result shape: v1 is the reporter that adds `failureSummary` to nodes.
 */
export function axeRunOptions(profileId: ProfileId): RunOptions {
  const options: RunOptions = {
    runOnly: { type: 'tag', values: [...PROFILES[profileId].axeTags] },
    resultTypes: ['violations', 'incomplete'],
    reporter: 'v1',
  };
  // An explicit `enabled` wins over runOnly's tags in axe's ruleShouldRun.
  const experimental = SOUND_EXPERIMENTAL_RULES.filter((rule) => ruleRunsInProfile(profileId, rule.tags));
  if (experimental.length > 0) {
    options.rules = Object.fromEntries(experimental.map((rule) => [rule.id, { enabled: true }]));
  }
  return options;
}

/** Rule tags axe leaves out unless a profile names them. */
const EXCLUDED_BY_DEFAULT = ['experimental', 'deprecated'];

/**
 * axe's experimental rules we run all the same, each measured on the W3C ACT test cases
 * (docs/decisions/016): css-orientation-lock finds every failure of ACT rule b33eff with no false
 * alarm. Its tags are repeated here so that a profile runs it only when it names one of them.
 * The other experimental rules implement no ACT rule, so nothing measures their false alarms.
 */
const SOUND_EXPERIMENTAL_RULES: readonly { id: string; tags: readonly string[] }[] = [
  { id: 'css-orientation-lock', tags: ['wcag21aa', 'wcag134'] },
];

/**
 * Whether a rule with these tags runs in a profile: it carries one of the profile's tags, as in
 * axe's own tag matching. Our own browser checks are selected the same way.
 */
export function ruleRunsInProfile(profileId: ProfileId, tags: readonly string[]): boolean {
  const profileTags = PROFILES[profileId].axeTags;
  return tags.some((tag) => profileTags.includes(tag));
}

/**
 * The ids of the rules axe runs for a profile, given axe's rule list (`axe.getRules()`), mirroring
 * axe's own tag matching. For tests, and for showing customers what a profile covers.
 */
export function selectedAxeRuleIds(
  profileId: ProfileId,
  rules: readonly { ruleId: string; tags: readonly string[] }[],
): string[] {
  const profileTags = PROFILES[profileId].axeTags;
  const excluded = EXCLUDED_BY_DEFAULT.filter((tag) => !profileTags.includes(tag));
  const enabled = new Set(SOUND_EXPERIMENTAL_RULES.map((rule) => rule.id));
  return rules
    .filter((rule) => ruleRunsInProfile(profileId, rule.tags))
    .filter((rule) => enabled.has(rule.ruleId) || !rule.tags.some((tag) => excluded.includes(tag)))
    .map((rule) => rule.ruleId)
    .sort();
}

/**
 * Whether a scan in `profile` runs one of our rules (or a QualWeb rule we adopt): by its tags, as
 * axe's are selected, and QualWeb's only with the second engine. The rules over a page's facts run
 * by the profile's `ownChecks` instead (catalogue/rule-catalogue.ts, the engine's own checks).
 */
export function ownRuleRuns(rule: RuleMeta, profile: ProfileId, secondEngine: boolean): boolean {
  return (rule.engine !== 'qualweb' || secondEngine) && ruleRunsInProfile(profile, ruleTags(rule));
}
