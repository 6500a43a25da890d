import { PrivacyPage } from '../../features/info-pages';

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
