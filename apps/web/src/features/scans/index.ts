export { RunDetailPage } from './run-detail-page';
export { RunListPage } from './run-list-page';
