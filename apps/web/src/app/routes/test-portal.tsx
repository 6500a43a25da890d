import { TestPortalPage } from '../../features/billing';
import { RouteGuard } from '../route-guard';

/** Login required, but no plan: a cancelled subscription is still managed here. */
export default function TestPortalRoute() {
  return (
    <RouteGuard requirePlan={false}>
      <TestPortalPage />
    </RouteGuard>
  );
}
