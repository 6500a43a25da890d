import { IntegrationsPage } from '../../features/integrations';
import { WorkingInNote } from '../../features/organisations';
import { RouteGuard } from '../route-guard';

/**
 * Login required, no plan: the organisation's admins and owners manage where its events go (the
 * server refuses the other roles; the page says so). The note says which organisation that is.
 */
export default function IntegrationsRoute() {
  return (
    <RouteGuard requirePlan={false}>
      <WorkingInNote />
      <IntegrationsPage />
    </RouteGuard>
  );
}
