import type {
  BulkDecisionRequest,
  BulkDecisionResult,
  Category,
  CreateScanRequest,
  CreateScanResponse,
  DecisionStatus,
  FindingReview,
  FindingsPage,
  Impact,
  IssueDecisionList,
  IssueDecisionRequest,
  IssueDecisionView,
  IssuePages,
  IssueRules,
  IssuesPage,
  NeedsReviewPage,
  PageList,
  RuleDecisionRequest,
  ScanList,
  ScanOverview,
  ScanView,
  ShareLink,
  ShareLinkList,
} from '@klarsicht/contracts';
import type { Language } from '../../../i18n/languages';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { fetchFrom, type ScanSource, scanBasePath } from './scan-source';

// Answers are typed by the contracts but not parsed with zod here: the runs pages stay free of the
// schema library's weight, and the server validates its own responses against the same schemas.

export const FINDINGS_PAGE_SIZE = 20;

export function fetchScanList(cursor: string | undefined, limit = 20): Promise<ScanList> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return authorizedFetch<ScanList>(`/api/scans?${query}`);
}

export function createOwnScan(request: CreateScanRequest): Promise<CreateScanResponse> {
  return authorizedFetch<CreateScanResponse>('/api/scans', { method: 'POST', json: request });
}

export function fetchScan(source: ScanSource): Promise<ScanView> {
  return fetchFrom<ScanView>(source, scanBasePath(source));
}

export function fetchPages(source: ScanSource): Promise<PageList> {
  return fetchFrom<PageList>(source, `${scanBasePath(source)}/pages`);
}

export interface FindingsFilter {
  category: Category;
  impact: Impact | undefined;
  page: string | undefined;
  offset: number;
}

function filterQuery(filter: Omit<FindingsFilter, 'category'>, language: Language): URLSearchParams {
  const query = new URLSearchParams({
    limit: String(FINDINGS_PAGE_SIZE),
    offset: String(filter.offset),
    lang: language,
  });
  if (filter.impact) query.set('impact', filter.impact);
  if (filter.page) query.set('page', filter.page);
  return query;
}

export function fetchFindings(
  source: ScanSource,
  filter: FindingsFilter,
  language: Language,
): Promise<FindingsPage> {
  const query = filterQuery(filter, language);
  query.set('category', filter.category);
  return fetchFrom<FindingsPage>(source, `${scanBasePath(source)}/findings?${query}`);
}

export function fetchOverview(source: ScanSource, language: Language): Promise<ScanOverview> {
  return fetchFrom<ScanOverview>(source, `${scanBasePath(source)}/overview?lang=${language}`);
}

/** One decision status, or every issue including false alarms. */
export type IssueStatusFilter = DecisionStatus | 'all';

/** Which issues to list: the violations under the impact, page and status filters. */
export interface IssuesFilter {
  impact: Impact | undefined;
  page: string | undefined;
  /** The owner's view only (a share link knows no decisions); none: every issue but false alarms. */
  status: IssueStatusFilter | undefined;
}

function issuesQuery(filter: IssuesFilter, language: Language): URLSearchParams {
  const query = new URLSearchParams({ category: 'violations', lang: language });
  if (filter.impact) query.set('impact', filter.impact);
  if (filter.page) query.set('page', filter.page);
  if (filter.status) query.set('status', filter.status);
  return query;
}

export function fetchIssueRules(
  source: ScanSource,
  filter: IssuesFilter,
  language: Language,
): Promise<IssueRules> {
  return fetchFrom<IssueRules>(
    source,
    `${scanBasePath(source)}/issue-rules?${issuesQuery(filter, language)}`,
  );
}

export function fetchIssues(
  source: ScanSource,
  filter: IssuesFilter & { rule: string; offset: number },
  language: Language,
): Promise<IssuesPage> {
  const query = issuesQuery(filter, language);
  query.set('rule', filter.rule);
  query.set('limit', String(FINDINGS_PAGE_SIZE));
  query.set('offset', String(filter.offset));
  return fetchFrom<IssuesPage>(source, `${scanBasePath(source)}/issues?${query}`);
}

export const ISSUE_PAGES_PAGE_SIZE = 50;

export function fetchIssuePages(source: ScanSource, issueId: string, offset: number): Promise<IssuePages> {
  const query = new URLSearchParams({ limit: String(ISSUE_PAGES_PAGE_SIZE), offset: String(offset) });
  return fetchFrom<IssuePages>(
    source,
    `${scanBasePath(source)}/issues/${encodeURIComponent(issueId)}/pages?${query}`,
  );
}

/** The owner's needs-review findings, each with its review mark. */
export function fetchNeedsReview(
  scanId: string,
  filter: Omit<FindingsFilter, 'category'>,
  language: Language,
): Promise<NeedsReviewPage> {
  return authorizedFetch<NeedsReviewPage>(
    `/api/scans/${encodeURIComponent(scanId)}/needs-review?${filterQuery(filter, language)}`,
  );
}

export function markReviewed(request: {
  scanId: string;
  ruleId: string;
  pageUrl: string;
}): Promise<FindingReview> {
  return authorizedFetch<FindingReview>('/api/reviews', { method: 'PUT', json: request });
}

export function unmarkReviewed(reviewId: string): Promise<void> {
  return authorizedFetch<void>(`/api/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' });
}

const decisionsPath = (scanId: string) => `/api/scans/${encodeURIComponent(scanId)}/decisions`;

/** Every decision of the organisation on the scan's site, with the fields an issue's view leaves out. */
export function fetchDecisions(scanId: string): Promise<IssueDecisionList> {
  return authorizedFetch<IssueDecisionList>(decisionsPath(scanId));
}

export function decideIssue(
  scanId: string,
  issueId: string,
  decision: IssueDecisionRequest,
): Promise<IssueDecisionView> {
  return authorizedFetch<IssueDecisionView>(
    `/api/scans/${encodeURIComponent(scanId)}/issues/${encodeURIComponent(issueId)}/decision`,
    { method: 'PUT', json: decision },
  );
}

/**
 * A rule on every page of the scan's site whose path matches the request's pattern; `open` takes
 * the decision back. The answer has `scope` 'path' and the pattern as `pagePath`.
 */
export function decideRule(
  scanId: string,
  ruleId: string,
  decision: RuleDecisionRequest,
): Promise<IssueDecisionView> {
  return authorizedFetch<IssueDecisionView>(
    `/api/scans/${encodeURIComponent(scanId)}/rules/${encodeURIComponent(ruleId)}/decision`,
    { method: 'PUT', json: decision },
  );
}

/** Many issues at once, all or nothing; the answer lists the decisions in the order of the request. */
export function decideIssues(scanId: string, request: BulkDecisionRequest): Promise<BulkDecisionResult> {
  return authorizedFetch<BulkDecisionResult>(decisionsPath(scanId), { method: 'POST', json: request });
}

const sharePath = (scanId: string) => `/api/scans/${encodeURIComponent(scanId)}/share`;

export function fetchShareLinks(scanId: string): Promise<ShareLinkList> {
  return authorizedFetch<ShareLinkList>(sharePath(scanId));
}

export function createShareLink(scanId: string): Promise<ShareLink> {
  return authorizedFetch<ShareLink>(sharePath(scanId), { method: 'POST' });
}

export function revokeShareLink(scanId: string, linkId: string): Promise<void> {
  return authorizedFetch<void>(`${sharePath(scanId)}/${encodeURIComponent(linkId)}`, { method: 'DELETE' });
}
