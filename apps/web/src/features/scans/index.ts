export { RunDetailPage } from './run-detail-page';
export { RunListPage } from './run-list-page';
export { SharedScanPage } from './shared-scan-page';
