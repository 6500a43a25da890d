import { AccessibilityPage } from '../../features/info-pages';

export default function AccessibilityRoute() {
  return <AccessibilityPage />;
}
