export { useSites } from './api/monitoring-api';
export { MonitoringSection } from './components/monitoring-section';
export { SiteHomeLink } from './components/site-home-link';
export { SiteSettingsLink } from './components/site-settings-link';
export { SitePage } from './site-page';
export { SitesPage } from './sites-page';
