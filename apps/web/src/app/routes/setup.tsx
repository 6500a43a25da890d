import { PaymentSetupPage } from '../../features/billing';

/** Spec §2: the setup route is always allowed, so it has no guard. */
export default function SetupRoute() {
  return <PaymentSetupPage />;
}
