import type { UploadResultRequest, UploadResultResponse } from '@klarsicht/contracts';
import type { PageReport, ProfileId } from '@klarsicht/report';

/** Why the service refused a result, by the problem codes the panel explains; anything else is `other`. */
export type SendProblem =
  | 'unauthorized'
  | 'forbidden'
  | 'url_not_allowed'
  | 'profile_not_allowed'
  | 'plan_required'
  | 'too_large'
  | 'network'
  | 'other';

export class SendError extends Error {
  override name = 'SendError';
  constructor(
    readonly problem: SendProblem,
    readonly status: number,
    readonly detail: string,
  ) {
    super(`${problem} (${status}): ${detail}`);
  }
}

const KNOWN: ReadonlySet<string> = new Set(['url_not_allowed', 'profile_not_allowed', 'plan_required']);

/**
 * Sends the tab's result to the organisation (`POST /api/scans/uploads`), where it becomes a
 * single-page scan of the site in this state. The report goes as the engine wrote it (English), as
 * every scan is stored; the service shows it in each reader's language.
 */
export async function sendResult(
  report: PageReport,
  profile: ProfileId,
  connection: { server: string; token: string },
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
  let response: Response;
  try {
    response = await fetchImpl(new URL('/api/scans/uploads', connection.server), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${connection.token}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new SendError('network', 0, error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && typeof answer.id === 'string' && typeof answer.resultUrl === 'string')
    return { id: answer.id, resultUrl: answer.resultUrl };
  const code = typeof answer.code === 'string' ? answer.code : '';
  const detail = typeof answer.detail === 'string' ? answer.detail : response.statusText;
  throw new SendError(problemOf(response.status, code), response.status, detail);
}

function problemOf(status: number, code: string): SendProblem {
  if (KNOWN.has(code)) return code as SendProblem;
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 413) return 'too_large';
  return 'other';
}
