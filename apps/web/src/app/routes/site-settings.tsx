import { SiteSettingsPage } from '../../features/site-settings';
import { RouteGuard } from '../route-guard';

export default function SiteSettingsRoute() {
  return (
    <RouteGuard>
      <SiteSettingsPage />
    </RouteGuard>
  );
}
