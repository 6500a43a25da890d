import { ActivityPage } from '../../features/activity';
import { RouteGuard } from '../route-guard';

/**
 * Login required, no plan: every member of an organisation but a client reads its record, also in
 * an organisation whose plan has ended (the server refuses a client; the page says so).
 */
export default function ActivityRoute() {
  return (
    <RouteGuard requirePlan={false}>
      <ActivityPage />
    </RouteGuard>
  );
}
