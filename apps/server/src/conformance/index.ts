export { evidencePlugin } from './evidence-routes.js';
export { reopenAfterScan } from './reopen.js';
export { reportConformance } from './report-conformance.js';
export { conformancePlugin } from './routes.js';
export { statementPagesPlugin } from './statements/public-routes.js';
export { statementsPlugin } from './statements/routes.js';
export { publicStatementUrl } from './statements/statement-model.js';
