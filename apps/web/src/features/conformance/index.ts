export { ConformancePage } from './conformance-page';
export { CriterionPage } from './criterion-page';
export { conformancePath } from './paths';
export { StatementPage } from './statement-page';
