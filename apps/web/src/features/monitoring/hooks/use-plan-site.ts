import { useAuth } from '../../auth';
import { useSites } from '../api/monitoring-api';

/**
 * The id of `site` among the user's sites (the id of `/sites/:id` and its sub-pages), or undefined
 * while loading or when the site is not on the plan (a single page checked outside it has no home).
 */
export function usePlanSiteId(site: string): string | undefined {
  const { user } = useAuth();
  return useSites(user?.sub).data?.find((candidate) => candidate.site === site)?.id;
}
