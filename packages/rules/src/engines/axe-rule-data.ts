import type { Impact } from '@klarsicht/report';

/** What axe-core says of one of its rules, outside any page. */
export interface AxeRuleData {
  tags: readonly string[];
  /** The W3C ACT rules it implements. */
  actRules: readonly string[];
  /** The impact of a failure, where axe's rule declares one. */
  impact: Impact | null;
}
