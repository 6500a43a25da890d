export { ProfileGeneralPage } from './profile-general-page';
