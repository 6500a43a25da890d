import type { FixGuide, Language } from '@klarsicht/report';
import type { CheckMessages, RuleLanguageTexts, RuleMeta } from './model/rule.js';
import { RULE_ENTRIES } from './registry.generated.js';

/** Every rule of ours, as profiles, the rule catalogue and the ACT map see it (no evaluation). */
export const OWN_RULES: readonly RuleMeta[] = RULE_ENTRIES.map((entry) => entry.meta);

const BY_ID: ReadonlyMap<string, (typeof RULE_ENTRIES)[number]> = new Map(
  RULE_ENTRIES.map((entry) => [entry.meta.id, entry]),
);

/** One of our rules by its id; undefined for axe's and for ids we do not know. */
export function ownRule(id: string): RuleMeta | undefined {
  return BY_ID.get(id)?.meta;
}

/** What one of our rules says in `language`: title, description, check messages, fix guide. */
export function ownRuleTexts(id: string, language: Language): RuleLanguageTexts | undefined {
  return BY_ID.get(id)?.texts[language];
}

/** How to fix what one of our rules finds, in `language`. */
export function ownFixGuide(id: string, language: Language): FixGuide | undefined {
  return ownRuleTexts(id, language)?.fix;
}

/** Every rule of ours with its fix guides, for the catalogue of all guides. */
export function ownFixGuides(): Record<string, Record<Language, FixGuide>> {
  return Object.fromEntries(
    RULE_ENTRIES.map(({ meta, texts }) => [meta.id, { de: texts.de.fix, en: texts.en.fix }]),
  );
}

/** Every check message of our rules, by check id and language (a check id belongs to one rule). */
const CHECKS: Readonly<Record<Language, ReadonlyMap<string, CheckMessages>>> = {
  de: new Map(RULE_ENTRIES.flatMap(({ texts }) => Object.entries(texts.de.checks))),
  en: new Map(RULE_ENTRIES.flatMap(({ texts }) => Object.entries(texts.en.checks))),
};

/** The messages of one of our rules' checks (ids as in verdicts' `check`), in `language`. */
export function ownCheckMessages(checkId: string, language: Language): CheckMessages | undefined {
  return CHECKS[language].get(checkId);
}
