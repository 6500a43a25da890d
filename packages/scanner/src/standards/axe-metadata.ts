import { type AxeRuleData, axeActRules, axeRules } from '@klarsicht/rules';

/** What axe-core says of one of its rules, outside any page. */
export type AxeRuleMetadata = AxeRuleData;

/**
 * axe-core's rules, as the installed axe-core describes them: read from the registry's snapshot
 * (@klarsicht/rules, checked against axe-core by `npm run lint`), so that nothing but a page loads
 * axe. The engine injects axe into pages from its source file.
 */
export function axeRuleMetadata(): ReadonlyMap<string, AxeRuleMetadata> {
  return axeRules();
}

export { axeActRules };
