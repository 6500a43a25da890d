import {
  type CreatedTracker,
  type CreateTrackerRequest,
  createdTrackerSchema,
  type TrackerView,
  trackerListSchema,
} from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';

const TRACKERS_PATH = '/api/organisation/trackers';
const trackerPath = (id: string) => `${TRACKERS_PATH}/${encodeURIComponent(id)}`;

/**
 * Query keys, as the webhooks': the organisation is in every key (null: the personal one); every call
 * names the organisation by the `klarsicht-organisation` header (authorizedFetch adds it).
 */
export const trackerKeys = {
  all: (organisation: string | null) => ['trackers', organisation] as const,
  list: (organisation: string | null) => ['trackers', organisation, 'list'] as const,
};

/** The organisation's issue trackers (decision 030); a role that may not manage them gets a 403. */
export function useTrackers(organisation: string | null) {
  return useQuery({
    queryKey: trackerKeys.list(organisation),
    queryFn: async (): Promise<TrackerView[]> =>
      trackerListSchema.parse(await authorizedFetch<unknown>(TRACKERS_PATH)).items,
    staleTime: 10_000,
  });
}

function useRefresh(organisation: string | null) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trackerKeys.all(organisation) });
}

/**
 * Links one; the answer carries the inbound webhook's secret, this once. The list is read again
 * without waiting: at the limit the form gives way to a note, and its callbacks (the setup panel)
 * must run first.
 */
export function useCreateTracker(organisation: string | null) {
  const refresh = useRefresh(organisation);
  return useMutation({
    mutationFn: async (request: CreateTrackerRequest): Promise<CreatedTracker> =>
      createdTrackerSchema.parse(
        await authorizedFetch<unknown>(TRACKERS_PATH, { method: 'POST', json: request }),
      ),
    onSuccess: () => {
      void refresh();
    },
  });
}

/** Removes one; the card that asked is gone once the list is back. */
export function useDeleteTracker(organisation: string | null) {
  const refresh = useRefresh(organisation);
  return useMutation({
    mutationFn: (id: string) => authorizedFetch<undefined>(trackerPath(id), { method: 'DELETE' }),
    onSettled: () => {
      void refresh();
    },
  });
}
