import {
  type FindingView,
  findingsPageSchema,
  type PageView,
  pageListSchema,
  type ScanView,
  scanViewSchema,
} from '@klarsicht/contracts';

/**
 * The parts of the Klarsicht service's API (/api/scans…) the CLI reads, as the service's own
 * contracts define them: a response that does not match is reported as such, not crashed on.
 */

export type ServiceScan = ScanView;
export type ServicePage = PageView;
export type ServiceFinding = FindingView;

/** RFC 9457 problem details as the service sends them, with its stable `code`. */
export interface ServiceProblem {
  status: number;
  code?: string;
  title?: string;
  detail?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isServiceScan(value: unknown): value is ServiceScan {
  return scanViewSchema.safeParse(value).success;
}

export function isPageList(value: unknown): value is { items: ServicePage[] } {
  return pageListSchema.safeParse(value).success;
}

export function isFindingsPage(value: unknown): value is { items: ServiceFinding[]; total: number } {
  return findingsPageSchema.safeParse(value).success;
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
