// Sites: a site of an account's plan (today a monitor row), its scheduled scans and alert mails, its
// scan settings (crawl scope, sign-in), and the access rule of every feature per site.
export { ownSite } from './access.js';
export { type Brand, logoDataUrl, siteBranding } from './branding.js';
export { siteFlowsPlugin } from './flows/routes.js';
export { siteFlowsReader } from './flows/site-flows.js';
export { startMonitorScheduler } from './monitoring/monitor-scheduler.js';
export { runMonitorTick } from './monitoring/monitor-tick.js';
export { alertNewViolations } from './monitoring/new-violations.js';
export { monitoringPlugin } from './monitoring/routes.js';
export { resealSignInSecrets } from './settings/reseal.js';
export { siteSettingsPlugin } from './settings/routes.js';
export { siteScanOptionsReader } from './settings/site-scan-options.js';
export { toSiteSettingsView } from './settings/site-settings-model.js';
export {
  findMonitorOfScan,
  findPreviousSiteScan,
  listMonitorsOfOrganisation,
  type MonitorRow,
} from './site-monitors-repo.js';
