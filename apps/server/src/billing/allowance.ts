import type { ProfileId } from '@klarsicht/contracts';
import { DEFAULT_PROFILE } from '@klarsicht/scanner/options';
import { isDomainError } from '../platform/domain-error.js';
import type { BillingService } from './billing-service.js';
import { planById } from './plan-catalogue.js';
import { siteIsListed } from './site-entry.js';

/** What monitoring needs to know of an organisation's plan: whether it is active, its sites, profiles and page budget. */
export interface Allowance {
  active: boolean;
  /** Registered site entries (`https://example.com`). */
  urls: string[];
  profiles: ProfileId[];
  pageBudget: number;
  /** Whether the plan lets client groups carry their own name and logo (decision 028). */
  branding: boolean;
}

export interface AllowanceReader {
  allowanceOf(organisationId: string): Promise<Allowance>;
}

const NO_PLAN: Allowance = { active: false, urls: [], profiles: [], pageBudget: 0, branding: false };

/** The billing service's account (its cache while fresh); a user it does not know has no plan. */
export function billingAllowanceReader(billing: Pick<BillingService, 'account'>): AllowanceReader {
  return {
    async allowanceOf(organisationId) {
      try {
        const account = await billing.account(organisationId);
        return {
          active: account.active,
          urls: account.urls,
          profiles: account.profiles,
          pageBudget: account.pageBudget,
          branding: account.active && account.planId !== null && planById(account.planId).branding,
        };
      } catch (error) {
        if (isDomainError(error, 'unauthorized')) return NO_PLAN;
        throw error;
      }
    },
  };
}

/** Whether the schedule may scan `site` for this allowance. */
export function covers(allowance: Allowance, site: string): boolean {
  return allowance.active && siteIsListed(allowance.urls, site);
}

/** The profile a monitor runs: the one asked for if the plan has it, else the default, else the plan's first. */
export function profileFor(allowance: Allowance, wanted: ProfileId | undefined): ProfileId | undefined {
  if (wanted && allowance.profiles.includes(wanted)) return wanted;
  if (allowance.profiles.includes(DEFAULT_PROFILE)) return DEFAULT_PROFILE;
  return allowance.profiles[0];
}
