import type { Category, Impact, ScanView } from '@klarsicht/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/languages';
import { useAuth } from '../../auth';
import { isNotFound } from '../scan-errors';
import { type ScanSource, sourceKey } from './scan-source';
import {
  createOwnScan,
  createShareLink,
  type FindingsFilter,
  fetchFindings,
  fetchIssuePages,
  fetchIssueRules,
  fetchIssues,
  fetchNeedsReview,
  fetchOverview,
  fetchPages,
  fetchScan,
  fetchScanList,
  fetchShareLinks,
  type IssuesFilter,
  markReviewed,
  revokeShareLink,
  unmarkReviewed,
} from './scans-api';

/** Every key starts with the signed-in subject, so one user's answers never show for another. */
export const scanKeys = {
  all: (user: string | undefined) => ['scans', user] as const,
  list: (user: string | undefined) => ['scans', user, 'list'] as const,
  source: (user: string | undefined, source: ScanSource) => ['scans', user, ...sourceKey(source)] as const,
};

function useUserKey(): string | undefined {
  return useAuth().user?.sub;
}

/** A 404 will not heal by asking again. */
const retryUnlessMissing = (failureCount: number, error: unknown) => failureCount < 2 && !isNotFound(error);

export function useScanList() {
  const user = useUserKey();
  return useInfiniteQuery({
    queryKey: scanKeys.list(user),
    queryFn: ({ pageParam }) => fetchScanList(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 5_000,
  });
}

export function useCreateScan() {
  const user = useUserKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwnScan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scanKeys.list(user) }),
  });
}

/** After a scan finishes: the list's counts and the scan's own data are stale. */
export function useRefreshAfterFinish(): (scan: ScanView) => void {
  const user = useUserKey();
  const queryClient = useQueryClient();
  return (scan) => refreshScan(queryClient, user, scan);
}

function refreshScan(queryClient: QueryClient, user: string | undefined, scan: ScanView) {
  void queryClient.invalidateQueries({ queryKey: scanKeys.list(user) });
  void queryClient.invalidateQueries({ queryKey: scanKeys.source(user, { kind: 'own', id: scan.id }) });
}

export function useScan(source: ScanSource) {
  const user = useUserKey();
  return useQuery({
    queryKey: [...scanKeys.source(user, source), 'scan'],
    queryFn: () => fetchScan(source),
    retry: retryUnlessMissing,
    staleTime: 5_000,
  });
}

export function usePages(source: ScanSource, enabled: boolean) {
  const user = useUserKey();
  return useQuery({
    queryKey: [...scanKeys.source(user, source), 'pages'],
    queryFn: () => fetchPages(source),
    enabled,
  });
}

export function useFindings(source: ScanSource, filter: FindingsFilter, enabled: boolean) {
  const user = useUserKey();
  const language = useLanguage();
  return useQuery({
    queryKey: [...scanKeys.source(user, source), 'findings', filter, language],
    queryFn: () => fetchFindings(source, filter, language),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * How many findings each category holds under the impact and page filters: the first page of each
 * category's findings, the same query (and cache entry) its tab panel shows.
 */
export function useFindingTotals(
  source: ScanSource,
  categories: readonly Category[],
  filter: { impact: Impact | undefined; page: string | undefined },
  enabled: boolean,
): Partial<Record<Category, number>> {
  const user = useUserKey();
  const language = useLanguage();
  return useQueries({
    queries: categories.map((category) => {
      const findingsFilter: FindingsFilter = { category, ...filter, offset: 0 };
      return {
        queryKey: [...scanKeys.source(user, source), 'findings', findingsFilter, language],
        queryFn: () => fetchFindings(source, findingsFilter, language),
        enabled,
      };
    }),
    combine: (results) =>
      Object.fromEntries(
        results.flatMap((result, index) =>
          result.data ? [[categories[index]!, result.data.total] as const] : [],
        ),
      ),
  });
}

export function useOverview(source: ScanSource) {
  const user = useUserKey();
  const language = useLanguage();
  return useQuery({
    queryKey: [...scanKeys.source(user, source), 'overview', language],
    queryFn: () => fetchOverview(source, language),
  });
}

export function useIssueRules(source: ScanSource, filter: IssuesFilter) {
  const user = useUserKey();
  const language = useLanguage();
  return useQuery({
    queryKey: [...scanKeys.source(user, source), 'issue-rules', filter, language],
    queryFn: () => fetchIssueRules(source, filter, language),
    placeholderData: keepPreviousData,
  });
}

export function useIssues(source: ScanSource, filter: IssuesFilter & { rule: string; offset: number }) {
  const user = useUserKey();
  const language = useLanguage();
  return useQuery({
    queryKey: [...scanKeys.source(user, source), 'issues', filter, language],
    queryFn: () => fetchIssues(source, filter, language),
    placeholderData: keepPreviousData,
  });
}

/** The pages of one issue, fifty at a time, asked for only when the reader opens the list. */
export function useIssuePages(source: ScanSource, issueId: string, enabled: boolean) {
  const user = useUserKey();
  return useInfiniteQuery({
    queryKey: [...scanKeys.source(user, source), 'issue-pages', issueId],
    queryFn: ({ pageParam }) => fetchIssuePages(source, issueId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined,
    enabled,
  });
}

export function useNeedsReview(scanId: string, filter: Omit<FindingsFilter, 'category'>, enabled: boolean) {
  const user = useUserKey();
  const language = useLanguage();
  return useQuery({
    queryKey: [...scanKeys.source(user, { kind: 'own', id: scanId }), 'needs-review', filter, language],
    queryFn: () => fetchNeedsReview(scanId, filter, language),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useReviewMark(scanId: string) {
  const user = useUserKey();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: [...scanKeys.source(user, { kind: 'own', id: scanId }), 'needs-review'],
    });
  const mark = useMutation({ mutationFn: markReviewed, onSuccess: refresh });
  const unmark = useMutation({ mutationFn: unmarkReviewed, onSuccess: refresh });
  return { mark, unmark };
}

export function useShareLinks(scanId: string) {
  const user = useUserKey();
  const queryClient = useQueryClient();
  const key = [...scanKeys.source(user, { kind: 'own', id: scanId }), 'share'] as const;
  const links = useQuery({ queryKey: key, queryFn: () => fetchShareLinks(scanId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({ mutationFn: () => createShareLink(scanId), onSuccess: refresh });
  const revoke = useMutation({
    mutationFn: (linkId: string) => revokeShareLink(scanId, linkId),
    onSuccess: refresh,
  });
  return { links, create, revoke };
}
