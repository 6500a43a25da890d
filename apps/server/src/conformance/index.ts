// Conformance and statements: per site, the criteria with automated results and verdicts, evidence,
// reopening after a scan, and the accessibility statement with its published versions.
export { acrPlugin } from './acr/routes.js';
export { evaluationPlugin } from './evaluation/routes.js';
export { evidencePlugin } from './evidence-routes.js';
export { reopenAfterScan } from './reopen.js';
export { reportConformance } from './report-conformance.js';
export { conformancePlugin } from './routes.js';
export { statementPagesPlugin } from './statements/public-routes.js';
export { statementsPlugin } from './statements/routes.js';
export { publicStatementUrl } from './statements/statement-model.js';
export {
  type StatementWatchDeps,
  tellIfStatementOutdated,
  tellOutdatedStatementsAfterDecisions,
} from './statements/statement-watch.js';
