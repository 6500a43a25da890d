import { ProfileGeneralPage } from '../../features/profile';
import { RouteGuard } from '../route-guard';

/**
 * Login required, but no plan: the profile is where everyone signed in finds their data (GDPR
 * Art. 15, 17, 20), the new verification mail and the way to a plan.
 */
export default function ProfileGeneralRoute() {
  return (
    <RouteGuard requirePlan={false}>
      <ProfileGeneralPage />
    </RouteGuard>
  );
}
