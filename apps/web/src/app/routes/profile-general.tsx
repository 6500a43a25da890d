import { ProfileGeneralPage } from '../../features/profile';
import { RouteGuard } from '../route-guard';

export default function ProfileGeneralRoute() {
  return (
    <RouteGuard>
      <ProfileGeneralPage />
    </RouteGuard>
  );
}
