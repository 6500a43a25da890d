import { criterionTitle, type Language, type RuleInfo, toCriterionRef } from '@klarsicht/report';
import { BROWSER_CHECK_RULES, browserRuleRuns } from '../browser-checks/browser-checks.js';
import { OWN_CHECKS } from '../checks/own-checks.js';
import { documentRulesFor } from '../documents/document-checks.js';
import { PDF_RULES } from '../documents/pdf-rules.js';
import type { ProfileId } from '../report/types.js';
import { axeActRules, axeRuleMetadata } from '../standards/axe-metadata.js';
import { criteriaFromTags, en301549ClausesFor, isBestPracticeRule } from '../standards/axe-tags.js';
import { ruleTexts } from '../texts/rule-texts.js';
import { PROFILES, selectedAxeRuleIds } from './profiles.js';

/**
 * Every rule a profile runs, axe's and ours, with what it tests and the ACT rules it implements;
 * titles in `language`. axe's rules first, by id, then our browser checks, by id, then our page
 * checks, then our PDF document checks, so that listings are stable.
 */
export function profileRules(profileId: ProfileId, language: Language): RuleInfo[] {
  const metadata = axeRuleMetadata();
  const tagged = (
    id: string,
    engine: RuleInfo['engine'],
    rule: { tags: readonly string[]; impact: RuleInfo['impact']; actRules: readonly string[] },
  ): RuleInfo => {
    const criteria = criteriaFromTags(rule.tags);
    return {
      id,
      engine,
      category: isBestPracticeRule(rule.tags) ? 'best-practice' : 'wcag',
      impact: rule.impact,
      wcag: criteria
        .map(toCriterionRef)
        .map((criterion) => ({ ...criterion, title: criterionTitle(criterion, language) })),
      en301549: en301549ClausesFor(rule.tags, criteria),
      actRules: [...rule.actRules],
      title: ruleTexts(id, language)?.help ?? id,
    };
  };
  const axeRules = selectedAxeRuleIds(
    profileId,
    [...metadata].map(([ruleId, rule]) => ({ ruleId, tags: rule.tags })),
  ).map((id) => tagged(id, 'axe', metadata.get(id)!));
  const browserRules = BROWSER_CHECK_RULES.filter((rule) =>
    browserRuleRuns(rule, profileId, PROFILES[profileId].secondEngine),
  )
    .map((rule) => tagged(rule.id, rule.engine ?? 'klarsicht', rule))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const ownRules = PROFILES[profileId].ownChecks
    ? OWN_CHECKS.map(
        (rule): RuleInfo => ({
          id: rule.id,
          engine: 'klarsicht',
          category: 'bfsg',
          impact: rule.impact,
          wcag: [],
          en301549: [...rule.en301549],
          actRules: [...rule.actRules],
          title: ruleTexts(rule.id, language)?.help ?? rule.help,
        }),
      )
    : [];
  // A PDF is a non-web document: its clauses are EN 301 549's clause 10, named by the rule itself.
  const documentRules = documentRulesFor(profileId).map(
    (rule): RuleInfo => ({
      ...tagged(rule.id, 'klarsicht', rule),
      en301549: [...rule.en301549],
    }),
  );
  return [...axeRules, ...browserRules, ...ownRules, ...documentRules];
}

/** The W3C ACT rules a rule implements, ours or axe's, by its id (for findings stored without them). */
export function actRulesOf(ruleId: string): string[] {
  const own = [...OWN_CHECKS, ...BROWSER_CHECK_RULES, ...PDF_RULES].find((rule) => rule.id === ruleId);
  return own ? [...own.actRules] : axeActRules(ruleId);
}
