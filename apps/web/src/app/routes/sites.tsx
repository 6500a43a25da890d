import { SitesPage } from '../../features/monitoring';
import { RouteGuard } from '../route-guard';

export default function SitesRoute() {
  return (
    <RouteGuard>
      <SitesPage />
    </RouteGuard>
  );
}
