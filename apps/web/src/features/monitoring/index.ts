export { MonitoringSection } from './components/monitoring-section';
export { SitePage } from './site-page';
