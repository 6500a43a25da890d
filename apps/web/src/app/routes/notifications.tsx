import { NotificationsPage } from '../../features/notifications';
import { RouteGuard } from '../route-guard';

/**
 * Login required, no plan: notifications concern the person across all their organisations, and
 * what is already in the inbox stays readable (and its mails can be switched off) when a plan ends.
 */
export default function NotificationsRoute() {
  return (
    <RouteGuard requirePlan={false}>
      <NotificationsPage />
    </RouteGuard>
  );
}
