export { IntegrationsPage } from './integrations-page';
