import type { ProfileId, RuleList } from '@klarsicht/contracts';
import type { Language } from '../../../i18n/languages';
import { useApiResource } from '../../../lib/use-api-resource';

function isRuleList(value: unknown): value is RuleList {
  const list = value as Partial<RuleList> | null;
  return typeof list?.profile === 'string' && Array.isArray(list.rules);
}

/** What a profile checks, with the titles in `language`. */
export function useRules(profile: ProfileId, language: Language) {
  return useApiResource(`/api/rules?profile=${profile}&lang=${language}`, isRuleList);
}
