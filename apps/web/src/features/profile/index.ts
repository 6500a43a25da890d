export { AccountDeletedPage } from './account-deleted-page';
export { ProfileGeneralPage } from './profile-general-page';
