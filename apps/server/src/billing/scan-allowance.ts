import type { BillingAccount, ProfileId } from '@klarsicht/contracts';
import { DomainError, isDomainError } from '../platform/domain-error.js';
import { FREE_CHECK_PROFILES } from './account-view.js';
import type { BillingService } from './billing-service.js';
import { siteIsListed } from './site-entry.js';

/**
 * What a signed-in caller's scan runs under. A site on the caller's allowance runs under the
 * plan (its profiles, its page budget, no free-check quota). Anything else that fits the anonymous
 * free check (one page, wcag21aa or bfsg) stays a free check, counted against the free quota.
 * The rest is refused: 403 `plan_required` without a plan, 403 `url_not_allowed` with one.
 */
export type ScanAllowance = { kind: 'plan'; pageBudget: number } | { kind: 'free-check' };

export interface ScanRequestShape {
  /** `ScanTarget.site`: host without "www." plus a non-default port. */
  site: string;
  scope: 'page' | 'site';
  profile: ProfileId;
}

export function fitsFreeCheck(scan: Pick<ScanRequestShape, 'scope' | 'profile'>): boolean {
  return scan.scope === 'page' && FREE_CHECK_PROFILES.includes(scan.profile);
}

export async function decideScanAllowance(
  billing: BillingService,
  organisationId: string,
  scan: ScanRequestShape,
): Promise<ScanAllowance> {
  const free = fitsFreeCheck(scan);
  const account = await readAccount(billing, organisationId, free);
  if (account?.active && siteIsListed(account.urls, scan.site)) {
    if (!account.profiles.includes(scan.profile)) {
      throw new DomainError(
        'profile_not_allowed',
        `The ${account.planName ?? 'current'} plan does not include the ${scan.profile} profile.`,
      );
    }
    return { kind: 'plan', pageBudget: account.pageBudget };
  }
  if (free) return { kind: 'free-check' };
  if (!account?.active) {
    throw new DomainError('plan_required', 'Site scans and the WCAG 2.2 profiles need a plan.');
  }
  throw new DomainError(
    'url_not_allowed',
    `${scan.site} is not registered on your plan; add it to your sites first.`,
  );
}

/**
 * The cached account (no provider call while it is fresh). A caller we have no user row for has
 * no plan; when the provider is down, a request that fits the free check still runs as one.
 */
async function readAccount(
  billing: BillingService,
  organisationId: string,
  fitsFree: boolean,
): Promise<BillingAccount | undefined> {
  try {
    return await billing.account(organisationId);
  } catch (error) {
    if (isDomainError(error, 'unauthorized')) return undefined;
    if (isDomainError(error, 'billing_unavailable') && fitsFree) return undefined;
    throw error;
  }
}
