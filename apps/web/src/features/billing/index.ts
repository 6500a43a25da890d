export { PaymentSetupPage } from './payment-setup-page';
