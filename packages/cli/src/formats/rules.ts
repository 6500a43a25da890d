import { type Language, type ProfileId, RULE_CATEGORIES, type RuleInfo } from '@klarsicht/scanner';
import { impactLabel, PROFILE_NAMES } from './findings.js';
import { REPORT_TEXTS } from './texts.js';

/** `klarsicht rules --format json`: the profile and its rules, one object each (`RuleInfo`). */
export function rulesJson(profile: ProfileId, rules: readonly RuleInfo[]): string {
  return `${JSON.stringify({ profile, rules }, null, 2)}\n`;
}

/**
 * `klarsicht rules`: a line per rule with what it tests, and its title below, in `language`
 * (engine, category and impact are codes, as in the JSON).
 */
export function rulesText(profile: ProfileId, rules: readonly RuleInfo[], language: Language = 'en'): string {
  const byCategory = RULE_CATEGORIES.map(
    (category) => `${rules.filter((rule) => rule.category === category).length} ${category}`,
  ).join(', ');
  const width = Math.max(...rules.map((rule) => rule.id.length));
  const lines = rules.map((rule) => {
    const tests = [
      rule.wcag.length > 0 ? `WCAG ${rule.wcag.map((c) => `${c.id} (${c.level})`).join(', ')}` : '',
      rule.en301549.length > 0 ? `EN 301 549 ${rule.en301549.join(', ')}` : '',
      rule.actRules.length > 0 ? `ACT ${rule.actRules.join(', ')}` : '',
    ].filter((part) => part !== '');
    const head = [
      rule.id.padEnd(width),
      rule.engine.padEnd(9),
      rule.category.padEnd(13),
      impactLabel(rule.impact).padEnd(8),
    ];
    return `${head.join('  ')}  ${tests.join(' · ')}\n${' '.repeat(width + 2)}${rule.title}\n`;
  });
  const heading = REPORT_TEXTS[language].rulesListing(
    profile,
    PROFILE_NAMES[profile],
    rules.length,
    byCategory,
  );
  return `${heading}\n\n${lines.join('')}`;
}
