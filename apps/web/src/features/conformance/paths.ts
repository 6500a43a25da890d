import { APP_ROUTE_PATHS } from '@klarsicht/contracts';

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));

export const sitePath = (siteId: string) => fill(APP_ROUTE_PATHS.site_monitoring, { id: siteId });
export const conformancePath = (siteId: string) => fill(APP_ROUTE_PATHS.site_conformance, { id: siteId });
export const criterionPath = (siteId: string, criterion: string) =>
  fill(APP_ROUTE_PATHS.site_criterion, { id: siteId, criterion });
export const statementPath = (siteId: string) => fill(APP_ROUTE_PATHS.site_statement, { id: siteId });
export const evaluationPath = (siteId: string) => fill(APP_ROUTE_PATHS.site_evaluation, { id: siteId });
