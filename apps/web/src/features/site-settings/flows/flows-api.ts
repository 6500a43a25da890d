import {
  type SiteFlow,
  type SiteFlowDetail,
  type SiteFlowRequest,
  siteFlowDetailSchema,
  siteFlowListSchema,
} from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';

/** `userKey` (the signed-in subject) keeps one user's answers from another's. */
const flowsKey = (userKey: string | undefined, siteId: string) => ['siteFlows', userKey, siteId] as const;

const flowsPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/flows`;
const flowPath = (siteId: string, flowId: string) => `${flowsPath(siteId)}/${encodeURIComponent(flowId)}`;

/** The site's user flows, in the order its scans replay them. */
export function useSiteFlows(userKey: string | undefined, siteId: string) {
  return useQuery({
    queryKey: flowsKey(userKey, siteId),
    queryFn: async (): Promise<SiteFlow[]> =>
      siteFlowListSchema.parse(await authorizedFetch<unknown>(flowsPath(siteId))).items,
    enabled: userKey !== undefined,
  });
}

function useRefresh(userKey: string | undefined, siteId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: flowsKey(userKey, siteId) });
}

/** Adds a flow (`POST`); the list is read again. */
export function useAddSiteFlow(userKey: string | undefined, siteId: string) {
  const refresh = useRefresh(userKey, siteId);
  return useMutation({
    mutationFn: async (request: SiteFlowRequest): Promise<SiteFlowDetail> =>
      siteFlowDetailSchema.parse(
        await authorizedFetch<unknown>(flowsPath(siteId), { method: 'POST', json: request }),
      ),
    onSuccess: () => {
      void refresh();
    },
  });
}

/** Replaces a flow's recording, its name kept (`PUT`); the list is read again. */
export function useReplaceSiteFlow(userKey: string | undefined, siteId: string) {
  const refresh = useRefresh(userKey, siteId);
  return useMutation({
    mutationFn: async ({ flowId, request }: { flowId: string; request: SiteFlowRequest }) =>
      siteFlowDetailSchema.parse(
        await authorizedFetch<unknown>(flowPath(siteId, flowId), { method: 'PUT', json: request }),
      ),
    onSuccess: () => {
      void refresh();
    },
  });
}

/** Deletes a flow; scans already run keep the states it checked. */
export function useDeleteSiteFlow(userKey: string | undefined, siteId: string) {
  const refresh = useRefresh(userKey, siteId);
  return useMutation({
    mutationFn: (flowId: string) =>
      authorizedFetch<undefined>(flowPath(siteId, flowId), { method: 'DELETE' }),
    onSettled: () => {
      void refresh();
    },
  });
}

/** One flow with its recording as stored (what a download saves). */
export async function fetchSiteFlow(siteId: string, flowId: string): Promise<SiteFlowDetail> {
  return siteFlowDetailSchema.parse(await authorizedFetch<unknown>(flowPath(siteId, flowId)));
}
