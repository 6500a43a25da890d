import { CriterionPage } from '../../features/conformance';
import { RouteGuard } from '../route-guard';

export default function SiteCriterionRoute() {
  return (
    <RouteGuard>
      <CriterionPage />
    </RouteGuard>
  );
}
