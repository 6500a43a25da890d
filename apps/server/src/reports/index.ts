// Reports: a scan's JSON, CSV and PDF report, and the rule catalogue.
export { reportsPlugin } from './plugin.js';
export { rulesPlugin } from './rules/routes.js';
