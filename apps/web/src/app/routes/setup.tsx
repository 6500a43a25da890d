import { PaymentSetupPage } from '../../features/billing';
import { QueryProvider } from '../../lib/query-provider';

/** Product §2: the setup route is always allowed, so it has no guard; signed out, it shows the plans. */
export default function SetupRoute() {
  return (
    <QueryProvider>
      <PaymentSetupPage />
    </QueryProvider>
  );
}
