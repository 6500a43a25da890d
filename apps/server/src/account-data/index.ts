export { accountDataPlugin } from './routes.js';
