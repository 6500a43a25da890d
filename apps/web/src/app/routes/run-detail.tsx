import { RunDetailPage } from '../../features/scans';
import { RouteGuard } from '../route-guard';

export default function RunDetailRoute() {
  return (
    <RouteGuard>
      <RunDetailPage />
    </RouteGuard>
  );
}
