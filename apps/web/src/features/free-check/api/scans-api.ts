import type { CreateScanResponse, FindingsPage } from '@klarsicht/contracts';
import { useLanguage } from '../../../i18n/languages';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { useApiResource } from '../../../lib/use-api-resource';

// Every call carries the access token when someone is signed in: their free check is counted on
// their account (not on the IP address they share) and belongs to them, so only they may read it.
// Signed out, authorizedFetch is a plain request and loads nothing of the sign-in library.

export async function createScan(url: string): Promise<CreateScanResponse> {
  return authorizedFetch<CreateScanResponse>('/api/scans', { method: 'POST', json: { url } });
}

function isFindingsPage(body: unknown): body is FindingsPage {
  return Array.isArray((body as Partial<FindingsPage> | null)?.items);
}

/** The most severe violations of a finished scan (the server sorts most severe first). */
export function useFirstViolations(scanId: string, limit: number) {
  const language = useLanguage();
  return useApiResource(
    `/api/scans/${encodeURIComponent(scanId)}/findings?category=violations&limit=${limit}&lang=${language}`,
    isFindingsPage,
    authorizedFetch,
  );
}
