export { reportsPlugin } from './plugin.js';
export { rulesPlugin } from './rules/routes.js';
