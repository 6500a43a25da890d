import { type BillingAccount, PROFILE_IDS, type ProfileId } from '@klarsicht/contracts';

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
