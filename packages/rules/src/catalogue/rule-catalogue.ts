import {
  criterionTitle,
  type Language,
  type ProfileId,
  type RuleInfo,
  toCriterionRef,
} from '@klarsicht/report';
import { axeActRules, axeRules } from '../engines/axe.js';
import { criteriaFromTags, en301549ClausesFor, isBestPracticeRule } from '../engines/axe-tags.js';
import { isBestPractice, ruleCriteria, ruleEn301549, ruleTags } from '../model/requirements.js';
import type { RuleMeta } from '../model/rule.js';
import { ownRuleRuns, PROFILES, ruleRunsInProfile, selectedAxeRuleIds } from '../profiles.js';
import { OWN_RULES, ownRule } from '../registry.js';
import { ruleTexts } from './rule-texts.js';

/**
 * Every rule a profile runs, axe's and ours, with what it tests and the ACT rules it implements;
 * titles in `language`. axe's rules first, by id, then our browser checks, then our checks of the
 * page's facts, then our PDF document checks, each by id, so that listings are stable.
 */
export function profileRules(profileId: ProfileId, language: Language): RuleInfo[] {
  const metadata = axeRules();
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
  const axeRulesRun = selectedAxeRuleIds(
    profileId,
    [...metadata].map(([ruleId, rule]) => ({ ruleId, tags: rule.tags })),
  ).map((id) => tagged(id, 'axe', metadata.get(id)!));
  const ours = (rules: readonly RuleMeta[]) =>
    rules.map((rule) => ownRuleInfo(rule, language)).sort((a, b) => (a.id < b.id ? -1 : 1));
  const { ownChecks, secondEngine } = PROFILES[profileId];
  const byArtifact = (kind: 'page' | 'browser' | 'pdf') =>
    OWN_RULES.filter((rule) => artifactKind(rule) === kind);
  const browserRules = ours(
    byArtifact('browser').filter((rule) => ownRuleRuns(rule, profileId, secondEngine)),
  );
  const pageRules = ownChecks ? ours(byArtifact('page')) : [];
  const documentRules = ours(
    byArtifact('pdf').filter((rule) => ruleRunsInProfile(profileId, ruleTags(rule))),
  );
  return [...axeRulesRun, ...browserRules, ...pageRules, ...documentRules];
}

/** Where a rule of ours runs: over the page's facts, in the browser, or on a PDF. */
function artifactKind(rule: RuleMeta): 'page' | 'browser' | 'pdf' {
  if (rule.artifact === 'page-facts') return 'page';
  return rule.artifact === 'pdf' ? 'pdf' : 'browser';
}

/**
 * One of our rules as the catalogue lists it. The rules over the page's facts test BFSG duties
 * beyond WCAG; a PDF, a non-web document, cites EN 301 549's clause 10, named by the rule itself.
 */
function ownRuleInfo(rule: RuleMeta, language: Language): RuleInfo {
  return {
    id: rule.id,
    engine: rule.engine ?? 'klarsicht',
    category: rule.artifact === 'page-facts' ? 'bfsg' : isBestPractice(rule) ? 'best-practice' : 'wcag',
    impact: rule.impact,
    wcag: ruleCriteria(rule)
      .map(toCriterionRef)
      .map((criterion) => ({ ...criterion, title: criterionTitle(criterion, language) })),
    en301549: ruleEn301549(rule),
    actRules: rule.requirements.act === 'none' ? [] : [...rule.requirements.act],
    title: ruleTexts(rule.id, language)?.help ?? rule.id,
  };
}

/** The W3C ACT rules a rule implements, ours or axe's, by its id (for findings stored without them). */
export function actRulesOf(ruleId: string): string[] {
  const own = ownRule(ruleId);
  if (own) return own.requirements.act === 'none' ? [] : [...own.requirements.act];
  return axeActRules(ruleId);
}
