import { PurchaseNotice } from '../../features/billing';
import { RunListPage } from '../../features/scans';
import { RouteGuard } from '../route-guard';

export default function RunsRoute() {
  return (
    <RouteGuard>
      <PurchaseNotice />
      <RunListPage />
    </RouteGuard>
  );
}
