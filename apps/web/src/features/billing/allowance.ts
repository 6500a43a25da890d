import { type BillingAccount, type PlanView, PROFILE_IDS, type ProfileId } from '@klarsicht/contracts';

export interface Allowance {
  used: number;
  /** null: no limit. */
  limit: number | null;
  /** No room for another URL. */
  full: boolean;
}

/** How many site URLs the account has registered of how many it may (product §3 "Usage limit"). */
export function allowanceOf(account: Pick<BillingAccount, 'used' | 'limit'>): Allowance {
  return {
    used: account.used,
    limit: account.limit,
    full: account.limit !== null && account.used >= account.limit,
  };
}

/** A plan's profiles in a stable order (WCAG 2.1 first, AAA last), whatever order the server sends. */
export function orderedProfiles(profiles: readonly ProfileId[]): ProfileId[] {
  return PROFILE_IDS.filter((profile) => profiles.includes(profile));
}

/** Anything that turns a billing text key (with a count) into words: `t` of the billing namespace. */
type BillingWords = (
  key: 'urls' | 'urlsUnlimited' | 'members' | 'membersUnlimited' | 'branding' | `profiles.${ProfileId}`,
  options?: { count: number },
) => string;

/**
 * What a plan includes, in the words /setup, the purchase notice and the home page's pricing share:
 * its sites, its team, client branding where included, then its standards.
 */
export function planIncludes(
  plan: Pick<PlanView, 'urls' | 'members' | 'branding'> & { profiles: readonly ProfileId[] },
  t: BillingWords,
): string[] {
  return [
    plan.urls === null ? t('urlsUnlimited') : t('urls', { count: plan.urls }),
    plan.members === null ? t('membersUnlimited') : t('members', { count: plan.members }),
    ...(plan.branding ? [t('branding')] : []),
    ...orderedProfiles(plan.profiles).map((profile) => t(`profiles.${profile}`)),
  ];
}
