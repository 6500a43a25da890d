import {
  type BillingAccount,
  type BillingMode,
  billingAccountSchema,
  type Currency,
  type PlanId,
  type PlanList,
  planListSchema,
  redirectResponseSchema,
  type TestCheckoutView,
  type TestSubscriptionChange,
  testCheckoutViewSchema,
} from '@klarsicht/contracts';
import { apiFetch } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/authorized-fetch';

/**
 * The calls of `/api/billing/*`. Every answer is parsed with the contracts' schema, so a server that
 * drifts from them fails loudly here instead of rendering half a page.
 */
export const BILLING_ACCOUNT_PATH = '/api/billing/account';

/** Query keys: `access` (the guard's yes/no) and `account` (the full account) are kept apart. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: ['billing', 'plans'] as const,
  account: (userKey: string | undefined) => ['billing', 'account', userKey] as const,
  access: (userKey: string | undefined) => ['billing', 'access', userKey] as const,
};

/** Public: the plan catalogue. */
export async function fetchPlans(): Promise<PlanList> {
  return planListSchema.parse(await apiFetch<unknown>('/api/billing/plans'));
}

/** `fresh`: read from the provider rather than the server's cache (after a checkout). */
export async function fetchAccount({ fresh = false }: { fresh?: boolean } = {}): Promise<BillingAccount> {
  const path = fresh ? `${BILLING_ACCOUNT_PATH}?fresh=true` : BILLING_ACCOUNT_PATH;
  return billingAccountSchema.parse(await authorizedFetch<unknown>(path));
}

/**
 * The provider's checkout page for the plan (the local provider's: `/billing/test-checkout/:id`),
 * charged in `currency`.
 */
export async function createCheckout(plan: PlanId, mode: BillingMode, currency: Currency): Promise<string> {
  const body = await authorizedFetch<unknown>('/api/billing/checkout', {
    method: 'POST',
    json: { plan, mode, currency },
  });
  return redirectResponseSchema.parse(body).url;
}

/** Moves the subscription to another plan (prorated by the provider); the answer is the account. */
export async function changeSubscriptionPlan(plan: PlanId): Promise<BillingAccount> {
  const body = await authorizedFetch<unknown>('/api/billing/subscription/plan', {
    method: 'POST',
    json: { plan },
  });
  return billingAccountSchema.parse(body);
}

/** Registers a site URL on the allowance; the answer is the updated account. */
export async function addAccountUrl(url: string): Promise<BillingAccount> {
  const body = await authorizedFetch<unknown>('/api/billing/urls', { method: 'POST', json: { url } });
  return billingAccountSchema.parse(body);
}

export async function createPortalSession(): Promise<string> {
  const body = await authorizedFetch<unknown>('/api/billing/portal', { method: 'POST' });
  return redirectResponseSchema.parse(body).url;
}

const testCheckoutPath = (id: string) => `/api/billing/test-mode/checkout/${encodeURIComponent(id)}`;

export async function fetchTestCheckout(id: string): Promise<TestCheckoutView> {
  return testCheckoutViewSchema.parse(await authorizedFetch<unknown>(testCheckoutPath(id)));
}

/** Pays or cancels a test-mode checkout; the answer says where the browser goes next. */
export async function finishTestCheckout(id: string, outcome: 'complete' | 'cancel'): Promise<string> {
  const body = await authorizedFetch<unknown>(`${testCheckoutPath(id)}/${outcome}`, { method: 'POST' });
  return redirectResponseSchema.parse(body).url;
}

export async function changeTestSubscription(change: TestSubscriptionChange): Promise<BillingAccount> {
  const body = await authorizedFetch<unknown>('/api/billing/test-mode/subscription', {
    method: 'POST',
    json: change,
  });
  return billingAccountSchema.parse(body);
}
