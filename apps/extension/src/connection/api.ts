import type {
  FieldError as ContractFieldError,
  SiteFlowRequest,
  SiteSummary,
  UploadResultRequest,
  UploadResultResponse,
} from '@klarsicht/contracts';
import type { PageReport, ProfileId } from '@klarsicht/report';

/** The Klarsicht service and the organisation's API token the panel talks to it with. */
export interface Connection {
  server: string;
  token: string;
}

/** A field's problem as the API names it in a 400 (`errors` of the problem+json); its English message is not used. */
export type FieldError = Pick<ContractFieldError, 'field' | 'code'>;

/** The service refused or could not be reached: `code` is the API's problem code (`network` when none). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly errors: readonly FieldError[] = [],
  ) {
    super(`${code} (${status}): ${detail}`);
  }
}

/** Problem codes by status, for answers that carry none of their own (a proxy's 413, say). */
const CODE_OF_STATUS: Readonly<Record<number, string>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
};

async function callApi<T>(
  connection: Connection,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  fetchImpl: typeof fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(new URL(path, connection.server), {
      method,
      headers: {
        authorization: `Bearer ${connection.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (response.ok && answer !== undefined) return answer as T;
  const code = typeof answer?.code === 'string' ? answer.code : (CODE_OF_STATUS[response.status] ?? 'other');
  const detail = typeof answer?.detail === 'string' ? answer.detail : response.statusText;
  const errors = Array.isArray(answer?.errors)
    ? (answer.errors as unknown[]).filter(
        (error): error is FieldError =>
          typeof error === 'object' &&
          error !== null &&
          typeof (error as FieldError).field === 'string' &&
          typeof (error as FieldError).code === 'string',
      )
    : [];
  throw new ApiError(response.status, code, detail, errors);
}

/**
 * Sends the tab's result to the organisation (`POST /api/scans/uploads`), where it becomes a
 * single-page scan of the site in this state. The report goes as the engine wrote it (English), as
 * every scan is stored; the service shows it in each reader's language.
 */
export function sendResult(
  report: PageReport,
  profile: ProfileId,
  connection: Connection,
  fetchImpl: typeof fetch = fetch,
): Promise<UploadResultResponse> {
  const body: UploadResultRequest = {
    profile,
    page: {
      url: report.url,
      ...(report.finalUrl ? { finalUrl: report.finalUrl } : {}),
      ...(report.title ? { title: report.title.slice(0, 500) } : {}),
      violations: report.violations,
      passes: report.passes,
      incomplete: report.incomplete,
      inapplicable: report.inapplicable,
      bestPractices: report.bestPractices,
    },
  };
  return callApi(connection, 'POST', '/api/scans/uploads', body, fetchImpl);
}

/** The organisation's sites (`GET /api/sites`), for choosing where a recorded flow goes. */
export async function listSites(
  connection: Connection,
  fetchImpl: typeof fetch = fetch,
): Promise<SiteSummary[]> {
  const { items } = await callApi<{ items: SiteSummary[] }>(
    connection,
    'GET',
    '/api/sites',
    undefined,
    fetchImpl,
  );
  return items;
}

/** Saves a recorded flow to a site (`POST /api/sites/:id/flows`); every scan of the site then replays it. */
export function saveFlow(
  connection: Connection,
  siteId: string,
  flow: SiteFlowRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<{ id: string }> {
  return callApi(connection, 'POST', `/api/sites/${encodeURIComponent(siteId)}/flows`, flow, fetchImpl);
}
