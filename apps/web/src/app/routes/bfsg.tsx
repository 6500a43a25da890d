import { InfoPage } from '../../features/info-pages';

export default function BfsgRoute() {
  return <InfoPage namespace="bfsg" />;
}
