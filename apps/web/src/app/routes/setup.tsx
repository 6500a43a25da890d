import { PaymentSetupPage } from '../../features/billing';
import { OtherOrganisationsNotice } from '../../features/organisations';
import { QueryProvider } from '../../lib/query-provider';

/**
 * Product §2: the setup route is always allowed, so it has no guard; signed out, it shows the plans.
 * Signed in, someone who belongs to other organisations is offered those first (decision 028).
 */
export default function SetupRoute() {
  return (
    <QueryProvider>
      <PaymentSetupPage otherWaysIn={<OtherOrganisationsNotice />} />
    </QueryProvider>
  );
}
