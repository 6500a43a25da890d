import type { CreateScanResponse, FindingsPage, ScanView } from '@klarsicht/contracts';
import { apiFetch } from '../../../lib/api-client';
import { useApiResource } from '../../../lib/use-api-resource';

export async function createScan(url: string): Promise<CreateScanResponse> {
  return apiFetch<CreateScanResponse>('/api/scans', { method: 'POST', json: { url } });
}

export async function getScan(id: string): Promise<ScanView> {
  return apiFetch<ScanView>(`/api/scans/${encodeURIComponent(id)}`);
}

function isFindingsPage(body: unknown): body is FindingsPage {
  return Array.isArray((body as Partial<FindingsPage> | null)?.items);
}

/** The most severe violations of a finished scan (the server sorts most severe first). */
export function useFirstViolations(scanId: string, limit: number) {
  return useApiResource(
    `/api/scans/${encodeURIComponent(scanId)}/findings?category=violations&limit=${limit}`,
    isFindingsPage,
  );
}
