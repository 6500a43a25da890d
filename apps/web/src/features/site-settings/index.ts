export { SiteSettingsPage } from './site-settings-page';
