import { SitesPage } from '../../features/monitoring';
import { WorkingInNote } from '../../features/organisations';
import { RouteGuard } from '../route-guard';

export default function SitesRoute() {
  return (
    <RouteGuard>
      <WorkingInNote />
      <SitesPage />
    </RouteGuard>
  );
}
