import type { AccessibilityResult } from './check-accessibility.js';

export interface SendToOptions {
  /** The Klarsicht service, e.g. `https://klarsicht.example`. */
  server: string;
  /** An API token of the organisation (`ks_…`, Profil → API-Tokens), of an editor or above. */
  token: string;
  /** Test seam; default the global fetch. */
  fetch?: typeof fetch;
}

export interface SentResult {
  /** The scan the result became in the organisation. */
  id: string;
  /** Its result page in the app. */
  resultUrl: string;
}

/** The service refused the result: `code` is the API's problem code (`url_not_allowed`, `unauthorized`, …). */
export class SendToError extends Error {
  override name = 'SendToError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends a check's result to a Klarsicht organisation (`POST /api/scans/uploads`), where it is stored
 * as a single-page scan of the site, with the findings as checked: the states a crawl never reaches,
 * next to the site's scans. The site must be on the organisation's plan, the profile one of its.
 */
export async function sendTo(result: AccessibilityResult, options: SendToOptions): Promise<SentResult> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const { report } = result;
  const response = await fetchImpl(new URL('/api/scans/uploads', options.server), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
    body: JSON.stringify({
      profile: result.profile,
      page: {
        url: report.url,
        ...(report.finalUrl ? { finalUrl: report.finalUrl } : {}),
        ...(report.title ? { title: report.title } : {}),
        violations: report.violations,
        passes: report.passes,
        incomplete: report.incomplete,
        inapplicable: report.inapplicable,
        bestPractices: report.bestPractices,
      },
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = typeof body.code === 'string' ? body.code : undefined;
    const detail = typeof body.detail === 'string' ? body.detail : response.statusText;
    throw new SendToError(
      response.status,
      code,
      `Klarsicht refused the result (${response.status}${code ? ` ${code}` : ''}): ${detail}`,
    );
  }
  return { id: String(body.id), resultUrl: String(body.resultUrl) };
}
