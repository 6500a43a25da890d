/** Plan choice and checkout (`/setup`): filled by the billing issue. */
export function PaymentSetupPage() {
  return null;
}
