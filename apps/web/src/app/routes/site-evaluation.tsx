import { EvaluationPage } from '../../features/conformance';
import { RouteGuard } from '../route-guard';

export default function SiteEvaluationRoute() {
  return (
    <RouteGuard>
      <EvaluationPage />
    </RouteGuard>
  );
}
