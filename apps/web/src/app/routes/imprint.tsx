import { ImprintPage } from '../../features/info-pages';

export default function ImprintRoute() {
  return <ImprintPage />;
}
