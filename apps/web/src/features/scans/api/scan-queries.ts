import type {
  BulkDecisionRequest,
  Category,
  Impact,
  IssueDecisionRequest,
  RuleDecisionRequest,
  ScanView,
} from '@klarsicht/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/languages';
import { useAuth } from '../../auth';
import { isConflict, isNotFound } from '../scan-errors';
import { type ScanSource, sourceKey } from './scan-source';
import {
  createOwnScan,
  createShareLink,
  decideIssue,
  decideIssues,
  decideRule,
  type FindingsFilter,
  fetchDecisions,
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

/** How many of the scan's queries are loading: a decision's refresh is over when none is. */
export function useScanFetching(source: ScanSource): number {
  const user = useUserKey();
  return useIsFetching({ queryKey: scanKeys.source(user, source) });
}

/** The decisions of the scan's site, with their notes, assignees and dates (a form fills in from them). */
export function useDecisions(scanId: string, enabled: boolean) {
  const user = useUserKey();
  return useQuery({
    queryKey: [...scanKeys.source(user, { kind: 'own', id: scanId }), 'decisions'],
    queryFn: () => fetchDecisions(scanId),
    enabled,
  });
}

/**
 * After a decision, or after learning that someone else made one (409): statuses, counts and the
 * status filter's lists are stale. Not awaited, so the form closes and says "saved" at once rather
 * than after the lists came back (which may no longer show the issue).
 */
function refreshDecided(queryClient: QueryClient, user: string | undefined, scanId: string) {
  const source = scanKeys.source(user, { kind: 'own', id: scanId });
  for (const part of ['issues', 'issue-rules', 'overview', 'decisions'] as const) {
    void queryClient.invalidateQueries({ queryKey: [...source, part] });
  }
}

export function useDecideIssue(scanId: string) {
  const user = useUserKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issueId, decision }: { issueId: string; decision: IssueDecisionRequest }) =>
      decideIssue(scanId, issueId, decision),
    onSuccess: () => refreshDecided(queryClient, user, scanId),
    onError: (error) => {
      if (isConflict(error)) refreshDecided(queryClient, user, scanId);
    },
  });
}

/**
 * A rule's decision for the pages under a path: it changes the status of every issue of the rule
 * there that has no decision of its own, so the same lists go stale as after an issue's decision.
 */
export function useDecideRule(scanId: string) {
  const user = useUserKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, decision }: { ruleId: string; decision: RuleDecisionRequest }) =>
      decideRule(scanId, ruleId, decision),
    onSuccess: () => refreshDecided(queryClient, user, scanId),
    onError: (error) => {
      if (isConflict(error)) refreshDecided(queryClient, user, scanId);
    },
  });
}

/** Many issues at once (and the undo of that), all or nothing. */
export function useDecideIssues(scanId: string) {
  const user = useUserKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: BulkDecisionRequest['items']) => decideIssues(scanId, { items }),
    onSuccess: () => refreshDecided(queryClient, user, scanId),
    onError: (error) => {
      if (isConflict(error)) refreshDecided(queryClient, user, scanId);
    },
  });
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
