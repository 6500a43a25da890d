// Account data: everything stored about a person across the modules, to export (GDPR Art. 20) or
// erase (Art. 17).
export { accountDataPlugin } from './routes.js';
