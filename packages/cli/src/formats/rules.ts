import { impactWord, RULE_CATEGORIES } from '@klarsicht/report';
import type { Language, ProfileId, RuleInfo } from '@klarsicht/scanner';
import { PROFILE_NAMES } from './findings.js';
import { REPORT_TEXTS } from './texts.js';

/** `klarsicht rules --format json`: the profile and its rules, one object each (`RuleInfo`). */
export function rulesJson(profile: ProfileId, rules: readonly RuleInfo[]): string {
  return `${JSON.stringify({ profile, rules }, null, 2)}\n`;
}

/**
 * `klarsicht rules`: a line per rule with what it tests, and its title below, in `language` (the
 * engine is a name in both).
 */
export function rulesText(profile: ProfileId, rules: readonly RuleInfo[], language: Language = 'en'): string {
  const words = REPORT_TEXTS[language];
  const byCategory = RULE_CATEGORIES.map(
    (category) =>
      `${rules.filter((rule) => rule.category === category).length} ${words.ruleCategories[category]}`,
  ).join(', ');
  const width = Math.max(...rules.map((rule) => rule.id.length));
  // Columns as wide as the language's longest word in them.
  const categoryWidth = Math.max(...Object.values(words.ruleCategories).map((word) => word.length));
  const impactWidth = Math.max(...Object.values(words.impacts).map((word) => word.length));
  const lines = rules.map((rule) => {
    const tests = [
      rule.wcag.length > 0 ? `WCAG ${rule.wcag.map((c) => `${c.id} (${c.level})`).join(', ')}` : '',
      rule.en301549.length > 0 ? `EN 301 549 ${rule.en301549.join(', ')}` : '',
      rule.actRules.length > 0 ? `ACT ${rule.actRules.join(', ')}` : '',
    ].filter((part) => part !== '');
    const head = [
      rule.id.padEnd(width),
      rule.engine.padEnd(9),
      words.ruleCategories[rule.category].padEnd(categoryWidth),
      impactWord(rule.impact, language).padEnd(impactWidth),
    ];
    return `${head.join('  ')}  ${tests.join(' · ')}\n${' '.repeat(width + 2)}${rule.title}\n`;
  });
  const heading = words.rulesListing(profile, PROFILE_NAMES[profile], rules.length, byCategory);
  return `${heading}\n\n${lines.join('')}`;
}
