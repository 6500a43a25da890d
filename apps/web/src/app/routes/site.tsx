import { SitePage } from '../../features/monitoring';
import { RouteGuard } from '../route-guard';

export default function SiteRoute() {
  return (
    <RouteGuard>
      <SitePage />
    </RouteGuard>
  );
}
