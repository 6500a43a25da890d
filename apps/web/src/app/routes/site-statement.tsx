import { StatementPage } from '../../features/conformance';
import { RouteGuard } from '../route-guard';

export default function SiteStatementRoute() {
  return (
    <RouteGuard>
      <StatementPage />
    </RouteGuard>
  );
}
