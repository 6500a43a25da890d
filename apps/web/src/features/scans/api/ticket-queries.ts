import type { CreatedTickets, Language, TrackerView } from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { useAuth } from '../../auth';
import { scanKeys } from './scan-queries';

// Typed by the contracts, not parsed with zod, as the rest of the scans feature's answers.

const TRACKERS_PATH = '/api/organisation/trackers';
const ticketsPath = (scanId: string) => `/api/scans/${encodeURIComponent(scanId)}/tickets`;

const trackersKey = (user: string | undefined, organisationId: string) =>
  [...scanKeys.all(user), 'trackers', organisationId] as const;

/** A refusal (403 for a role that may not list them, 404) will not heal by asking again. */
const retryUnlessRefused = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status < 500);

/**
 * The organisation's issue trackers, for the "create ticket" action: asked for only when the person
 * may decide issues (`organisationId` given). A refusal or failure counts as no tracker: the action
 * is then not offered, and the issues show as they would without trackers.
 */
export function useTicketTrackers(organisationId: string | undefined): readonly TrackerView[] {
  const { user } = useAuth();
  const trackers = useQuery({
    queryKey: trackersKey(user?.sub, organisationId ?? ''),
    queryFn: async () => (await authorizedFetch<{ items: TrackerView[] }>(TRACKERS_PATH)).items,
    enabled: organisationId !== undefined,
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });
  return trackers.data ?? NONE;
}

const NONE: readonly TrackerView[] = [];

export interface TicketsRequest {
  trackerId: string;
  issueIds: string[];
  language: Language;
}

/**
 * One ticket per issue in the chosen tracker (an issue that has one keeps it). The issues are read
 * again afterwards, so each shows its ticket; after a 404 the trackers too (one was removed).
 */
export function useCreateTickets(scanId: string, organisationId: string) {
  const user = useAuth().user?.sub;
  const queryClient = useQueryClient();
  const refreshIssues = () =>
    queryClient.invalidateQueries({
      queryKey: [...scanKeys.source(user, { kind: 'own', id: scanId }), 'issues'],
    });
  return useMutation({
    mutationFn: (request: TicketsRequest) =>
      authorizedFetch<CreatedTickets>(ticketsPath(scanId), { method: 'POST', json: request }),
    onSuccess: () => {
      void refreshIssues();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        void refreshIssues();
        void queryClient.invalidateQueries({ queryKey: trackersKey(user, organisationId) });
      }
    },
  });
}
