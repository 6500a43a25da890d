import { SharedScanPage } from '../../features/scans';

export default function SharedScanRoute() {
  return <SharedScanPage />;
}
