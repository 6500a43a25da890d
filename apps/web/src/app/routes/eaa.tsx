import { InfoPage } from '../../features/info-pages';

export default function EaaRoute() {
  return <InfoPage namespace="eaa" />;
}
