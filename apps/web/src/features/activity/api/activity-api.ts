import {
  type ActivityAction,
  type ActivityList,
  type ActivityVerification,
  activityListSchema,
  activityVerificationSchema,
} from '@klarsicht/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { downloadFile } from '../../../lib/download-file';
import { activityExportPath, activityListPath, type ExportFormat } from '../activity-entries';

/**
 * Query keys: the organisation is in every key (null: the personal one), so two organisations
 * never share an entry; the app resets every query when the organisation changes.
 */
export const activityKeys = {
  all: (organisation: string | null) => ['activity', organisation] as const,
  list: (organisation: string | null, action: ActivityAction | null) =>
    ['activity', organisation, 'list', action ?? 'all'] as const,
  verification: (organisation: string | null) => ['activity', organisation, 'verification'] as const,
};

/**
 * The record, newest first, a page at a time (`next` is the `before` of the following page). While
 * another filter loads, the entries shown stay (marked as updating) so the filter keeps its place
 * and focus; never those of another organisation.
 */
export function useActivity(organisation: string | null, action: ActivityAction | null) {
  return useInfiniteQuery({
    queryKey: activityKeys.list(organisation, action),
    queryFn: async ({ pageParam }): Promise<ActivityList> =>
      activityListSchema.parse(await authorizedFetch<unknown>(activityListPath(action, pageParam))),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === organisation ? previous : undefined,
    staleTime: 10_000,
  });
}

/**
 * The check against the hash chain, run when asked (the button), never on its own: each run reads
 * the whole record on the server.
 */
export function useActivityVerification(organisation: string | null) {
  return useQuery({
    queryKey: activityKeys.verification(organisation),
    queryFn: async (): Promise<ActivityVerification> =>
      activityVerificationSchema.parse(await authorizedFetch<unknown>('/api/organisation/activity/verify')),
    enabled: false,
    gcTime: 0,
  });
}

const FALLBACK_FILE_NAMES: Record<ExportFormat, string> = {
  json: 'klarsicht-protokoll.json',
  csv: 'klarsicht-protokoll.csv',
};

/**
 * Downloads the whole record (CSV in the interface language) and saves it under the server's file
 * name. The download is itself entered in the record: the list reads again, and a verification
 * shown before no longer names the last hash, so it is cleared.
 */
export function useActivityDownload(organisation: string | null) {
  const queryClient = useQueryClient();
  return async (format: ExportFormat, language: string): Promise<string> => {
    try {
      return await downloadFile(activityExportPath(format, language), FALLBACK_FILE_NAMES[format]);
    } finally {
      void queryClient.resetQueries({ queryKey: activityKeys.verification(organisation) });
      void queryClient.invalidateQueries({ queryKey: [...activityKeys.all(organisation), 'list'] });
    }
  };
}
