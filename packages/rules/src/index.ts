/**
 * @klarsicht/rules — the rules Klarsicht writes itself, one folder each (rules/<rule-id>/), and
 * what every consumer reads about them without running them: their requirements, tags, texts and
 * fix guides. This entry loads no evaluation code (no language detector); the engine takes the
 * rules with their evaluations from `@klarsicht/rules/evaluate`.
 */
export type * from './artifacts/index.js';
export { type AxeRuleData, axeActRules, axeRules } from './engines/axe.js';
export { AXE_VERSION } from './engines/axe-rules.generated.js';
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
  OWN_RULES,
  ownCheckMessages,
  ownFixGuide,
  ownFixGuides,
  ownRule,
  ownRuleTexts,
} from './registry.js';
export { qualwebCode } from './shared/qualweb.js';
