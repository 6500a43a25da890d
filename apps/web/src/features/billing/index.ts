export { type Entitlement, useEntitlement } from './entitlement';
export { PaymentSetupPage } from './payment-setup-page';
