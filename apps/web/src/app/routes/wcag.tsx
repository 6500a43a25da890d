import { InfoPage } from '../../features/info-pages';

export default function WcagRoute() {
  return <InfoPage namespace="wcag" />;
}
