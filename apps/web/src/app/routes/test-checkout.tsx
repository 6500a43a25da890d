import { TestCheckoutPage } from '../../features/billing';
import { RouteGuard } from '../route-guard';

/** Login required, but no plan: this is where the plan is bought. */
export default function TestCheckoutRoute() {
  return (
    <RouteGuard requirePlan={false}>
      <TestCheckoutPage />
    </RouteGuard>
  );
}
