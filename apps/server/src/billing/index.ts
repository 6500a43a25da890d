// Billing and plans: the plan catalogue, the payment providers (Stripe, local test mode), the
// account service with its allowance (which sites and profiles a plan covers), free-check quotas.
export {
  type Allowance,
  type AllowanceReader,
  billingAllowanceReader,
  covers,
  profileFor,
} from './allowance.js';
export { findBillingCustomer, findCachedAccount } from './billing-repo.js';
export type { BillingService } from './billing-service.js';
export { type Billing, type ConfiguredProvider, createBilling } from './create-provider.js';
export { type FreeCheckQuota, freeCheckQuota } from './free-check-quota.js';
export { planById } from './plan-catalogue.js';
export type { BillingProvider, ProviderCustomer } from './provider.js';
export { guardProvider } from './provider-guard.js';
export { billingPlugin } from './routes.js';
export { decideScanAllowance } from './scan-allowance.js';
