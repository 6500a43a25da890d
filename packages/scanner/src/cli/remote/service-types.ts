import type {
  Category,
  FindingNode,
  Impact,
  ProfileId,
  ScanFailure,
  SuccessCriterionRef,
} from '../../report/types.js';

/**
 * The parts of the Klarsicht service's API (/api/scans…) the CLI reads. Our own small types: the
 * scanner package does not depend on the server or its contracts, only on the HTTP shapes.
 */

export type ServiceScanStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export interface ServiceScan {
  id: string;
  url: string;
  status: ServiceScanStatus;
  profile: ProfileId;
  scope: 'page' | 'site';
  createdAt: string;
  startedAt?: string;
  finishedAt?: string;
  progress: { pagesDone: number; pagesTotal: number };
  failure?: ScanFailure;
}

export interface ServicePage {
  url: string;
  finalUrl?: string;
  status?: number;
  title?: string;
  error?: ScanFailure;
}

export interface ServiceFinding {
  ruleId: string;
  category: Category;
  pageUrl: string;
  source: 'axe' | 'klarsicht';
  impact: Impact | null;
  description: string;
  help: string;
  helpUrl: string;
  wcag: SuccessCriterionRef[];
  en301549: string[];
  bfsg?: string;
  nodes: ServiceFindingNode[];
  nodeCount: number;
}

/** A node as the service sends it: the screenshot, if any, is an API path, not the image. */
export type ServiceFindingNode = Omit<FindingNode, 'screenshot'> & { screenshot?: string };

/** RFC 9457 problem details as the service sends them, with its stable `code`. */
export interface ServiceProblem {
  status: number;
  code?: string;
  title?: string;
  detail?: string;
}

const STATUSES: readonly string[] = ['queued', 'running', 'succeeded', 'failed'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Enough of a check that a wrong address (some other web app) is reported, not crashed on. */
export function isServiceScan(value: unknown): value is ServiceScan {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.status === 'string' &&
    STATUSES.includes(value.status) &&
    isRecord(value.progress)
  );
}

export function isPageList(value: unknown): value is { items: ServicePage[] } {
  return (
    isRecord(value) &&
    Array.isArray(value.items) &&
    value.items.every((item) => isRecord(item) && typeof item.url === 'string')
  );
}

export function isFindingsPage(value: unknown): value is { items: ServiceFinding[]; total: number } {
  return (
    isRecord(value) &&
    typeof value.total === 'number' &&
    Array.isArray(value.items) &&
    value.items.every(
      (item) => isRecord(item) && typeof item.ruleId === 'string' && typeof item.pageUrl === 'string',
    )
  );
}

export function asProblem(status: number, body: unknown): ServiceProblem {
  const problem: ServiceProblem = { status };
  if (!isRecord(body)) return problem;
  for (const key of ['code', 'title', 'detail'] as const) {
    const value = body[key];
    if (typeof value === 'string') problem[key] = value;
  }
  return problem;
}
