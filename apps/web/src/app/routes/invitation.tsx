import { InvitationPage } from '../../features/organisations';
import { RouteGuard } from '../route-guard';

/** Signed out, the guard signs in first and comes back here with the link's fragment intact. */
export default function InvitationRoute() {
  return (
    <RouteGuard requirePlan={false}>
      <InvitationPage />
    </RouteGuard>
  );
}
