import { createRequire } from 'node:module';
import type { Impact } from '../report/types.js';

const require = createRequire(import.meta.url);

/** What axe-core says of one of its rules, outside any page. */
export interface AxeRuleMetadata {
  tags: readonly string[];
  /** The W3C ACT rules it implements. */
  actRules: readonly string[];
  /** The impact of a failure, where axe's rule declares one. */
  impact: Impact | null;
}

type AxeModule = typeof import('axe-core') & {
  // axe keeps rule-level impacts only on its internal audit; `getRules()` leaves them out.
  _audit?: { rules?: Array<{ id: string; impact?: Impact }> };
};

let byId: ReadonlyMap<string, AxeRuleMetadata> | undefined;

/**
 * ACT rules an axe rule implements that axe's own metadata does not name yet. summary-name tests
 * exactly what ACT rule 2t702h asks (a <summary> that opens its <details> has a non-empty accessible
 * name); axe added the rule after the ACT rule and left `actIds` empty.
 */
const ACT_RULES_AXE_DOES_NOT_NAME: Readonly<Record<string, readonly string[]>> = {
  'summary-name': ['2t702h'],
};

/**
 * axe-core's rules, read from its Node module once per process (about 40 ms) and only when asked:
 * the engine injects axe into pages from its source file and needs no axe in Node to scan.
 */
export function axeRuleMetadata(): ReadonlyMap<string, AxeRuleMetadata> {
  if (!byId) {
    const axe = require('axe-core') as AxeModule;
    const impacts = new Map((axe._audit?.rules ?? []).map((rule) => [rule.id, rule.impact ?? null]));
    byId = new Map(
      axe.getRules().map((rule) => [
        rule.ruleId,
        {
          tags: rule.tags,
          actRules: [...(rule.actIds ?? []), ...(ACT_RULES_AXE_DOES_NOT_NAME[rule.ruleId] ?? [])],
          impact: impacts.get(rule.ruleId) ?? null,
        },
      ]),
    );
  }
  return byId;
}

/** The ACT rules an axe rule implements; empty for a rule axe does not know or that implements none. */
export function axeActRules(ruleId: string): string[] {
  return [...(axeRuleMetadata().get(ruleId)?.actRules ?? [])];
}
