export { AccountDeletedPage } from './account-deleted-page';
export { useMe } from './api/me-api';
export { ProfileGeneralPage } from './profile-general-page';
