import type { AxeRuleData } from './axe-rule-data.js';
import { AXE_RULES } from './axe-rules.generated.js';

export type { AxeRuleData };

/**
 * ACT rules an axe rule implements that axe's own metadata does not name yet. summary-name tests
 * exactly what ACT rule 2t702h asks (a <summary> that opens its <details> has a non-empty accessible
 * name); axe added the rule after the ACT rule and left `actIds` empty.
 */
const ACT_RULES_AXE_DOES_NOT_NAME: Readonly<Record<string, readonly string[]>> = {
  'summary-name': ['2t702h'],
};

const BY_ID: ReadonlyMap<string, AxeRuleData> = new Map(
  Object.entries(AXE_RULES).map(([id, rule]) => [
    id,
    { ...rule, actRules: [...rule.actRules, ...(ACT_RULES_AXE_DOES_NOT_NAME[id] ?? [])] },
  ]),
);

/** axe-core's rules, by id, as the installed axe-core describes them (generated; see its header). */
export function axeRules(): ReadonlyMap<string, AxeRuleData> {
  return BY_ID;
}

/** The ACT rules an axe rule implements; empty for a rule axe does not know or that implements none. */
export function axeActRules(ruleId: string): string[] {
  return [...(BY_ID.get(ruleId)?.actRules ?? [])];
}
