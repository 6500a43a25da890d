export { ConformancePage } from './conformance-page';
export { CriterionPage } from './criterion-page';
export { EvaluationPage } from './evaluation-page';
export { conformancePath } from './paths';
export { StatementPage } from './statement-page';
