import { TeamPage } from '../../features/organisations';
import { RouteGuard } from '../route-guard';

/** Login required, no plan: everyone signed in has a personal organisation and may make or join others. */
export default function TeamRoute() {
  return (
    <RouteGuard requirePlan={false}>
      <TeamPage />
    </RouteGuard>
  );
}
