import { ConformancePage } from '../../features/conformance';
import { RouteGuard } from '../route-guard';

export default function SiteConformanceRoute() {
  return (
    <RouteGuard>
      <ConformancePage />
    </RouteGuard>
  );
}
