import {
  type Monitor,
  type MonitorRequest,
  type MonitorTrend,
  monitorListSchema,
  monitorSchema,
  monitorTrendSchema,
  type SiteSummary,
  siteListSchema,
} from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';

/**
 * `userKey` (the signed-in subject) keeps one user's answers from another's. The root `monitors` is
 * the part that `announceServerDataChanged('monitors')` refreshes (e.g. after a site is added).
 */
export const monitoringKeys = {
  list: (userKey: string | undefined) => ['monitors', userKey] as const,
  trend: (userKey: string | undefined, id: string) => ['monitors', userKey, id, 'trend'] as const,
  // Under `monitors` too: a site added on the profile appears here at once.
  sites: (userKey: string | undefined) => ['monitors', userKey, 'sites'] as const,
};

async function fetchSites(): Promise<SiteSummary[]> {
  return siteListSchema.parse(await authorizedFetch<unknown>('/api/sites')).items;
}

/** The user's sites ("Websites"): where their scans start and their latest scan. */
export function useSites(userKey: string | undefined) {
  return useQuery({
    queryKey: monitoringKeys.sites(userKey),
    queryFn: fetchSites,
    enabled: userKey !== undefined,
  });
}

async function fetchMonitors(): Promise<Monitor[]> {
  return monitorListSchema.parse(await authorizedFetch<unknown>('/api/monitors')).items;
}

async function fetchTrend(id: string): Promise<MonitorTrend> {
  return monitorTrendSchema.parse(
    await authorizedFetch<unknown>(`/api/monitors/${encodeURIComponent(id)}/trend`),
  );
}

async function saveMonitor(request: MonitorRequest): Promise<Monitor> {
  return monitorSchema.parse(
    await authorizedFetch<unknown>('/api/monitors', { method: 'PUT', json: request }),
  );
}

/** The monitored sites; the server makes one per site on the plan the first time they are listed. */
export function useMonitors(userKey: string | undefined) {
  return useQuery({
    queryKey: monitoringKeys.list(userKey),
    queryFn: fetchMonitors,
    enabled: userKey !== undefined,
  });
}

export function useTrend(userKey: string | undefined, id: string) {
  return useQuery({
    queryKey: monitoringKeys.trend(userKey, id),
    queryFn: () => fetchTrend(id),
    enabled: userKey !== undefined,
  });
}

/** Saves a monitor's settings; the saved monitor replaces its old self in the cached list. */
export function useSaveMonitor(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonitor,
    onSuccess: (saved) =>
      queryClient.setQueryData<Monitor[]>(monitoringKeys.list(userKey), (monitors) =>
        monitors?.map((monitor) => (monitor.id === saved.id ? saved : monitor)),
      ),
  });
}
