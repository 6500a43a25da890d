/**
 * @klarsicht/rules — the rules Klarsicht writes itself, one folder each (rules/<rule-id>/), and
 * what every consumer reads about them without running them: their requirements, tags, texts and
 * fix guides; with them the rules of the engines we adopt (axe-core's, QualWeb's), so that every
 * rule's texts in both languages are read here (catalogue/). This entry loads no evaluation code (no language detector); the engine takes the
 * rules with their evaluations from `@klarsicht/rules/evaluate`.
 */
export type * from './artifacts/index.js';
export { bfsgText } from './catalogue/bfsg-text.js';
export { FIX_GUIDES, fixGuide } from './catalogue/fix-guides.js';
export { actRulesOf, profileRules } from './catalogue/rule-catalogue.js';
export {
  checkOutcome,
  checkText,
  failureSummaryText,
  type RuleTitles,
  ruleTexts,
  translateFinding,
} from './catalogue/rule-texts.js';
export { translatePage } from './catalogue/translate.js';
export { type AxeRuleData, axeActRules, axeRules } from './engines/axe.js';
export { AXE_VERSION } from './engines/axe-rules.generated.js';
export {
  criteriaFromTags,
  criterionIdFromTag,
  EN_301_549_V3_TAG,
  en301549ClausesFor,
  isBestPracticeRule,
} from './engines/axe-tags.js';
export { NOT_CHECKED, notCheckedVerdict } from './model/not-checked.js';
export {
  isBestPractice,
  ruleBfsgNote,
  ruleCriteria,
  ruleEn301549,
  ruleTags,
} from './model/requirements.js';
export {
  type ArtifactName,
  type CheckMessages,
  defineRule,
  type ElementRef,
  type Requirements,
  type Rule,
  type RuleId,
  type RuleLanguageTexts,
  type RuleMeta,
  type RuleTexts,
  type Verdict,
} from './model/rule.js';
export {
  axeRunOptions,
  ownRuleRuns,
  PROFILES,
  ruleRunsInProfile,
  type ScanProfile,
  selectedAxeRuleIds,
} from './profiles.js';
export {
  OWN_RULES,
  ownCheckMessages,
  ownFixGuide,
  ownFixGuides,
  ownRule,
  ownRuleTexts,
} from './registry.js';
export { qualwebCode } from './shared/qualweb.js';
