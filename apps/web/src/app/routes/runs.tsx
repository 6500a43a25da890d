import { PurchaseNotice } from '../../features/billing';
import { WorkingInNote } from '../../features/organisations';
import { RunListPage } from '../../features/scans';
import { RouteGuard } from '../route-guard';

export default function RunsRoute() {
  return (
    <RouteGuard>
      <PurchaseNotice />
      <WorkingInNote />
      <RunListPage />
    </RouteGuard>
  );
}
