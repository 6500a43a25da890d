export { type Allowance, allowanceOf } from './allowance';
export { createPortalSession } from './api/billing-api';
export { useAccount, useAddUrl } from './api/billing-queries';
export { type BillingErrorKey, billingErrorKey } from './billing-errors';
export { OneTimePayments } from './components/one-time-payments';
export { type Entitlement, useEntitlement } from './entitlement';
export { PaymentSetupPage, SETUP_PATH } from './payment-setup-page';
export { TestCheckoutPage } from './test-checkout-page';
export { TestPortalPage } from './test-portal-page';
