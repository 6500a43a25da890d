import type { AccountDeletion, DeleteAccountRequest } from '@klarsicht/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedFetch, authorizedResponse } from '../../../lib/authorized-fetch';

const FALLBACK_FILE_NAME = 'klarsicht-daten.json';

/**
 * Fetches the archive with the bearer token (a plain link could not send it) and saves it under
 * the server's file name through a temporary object URL. Returns the file name.
 */
export async function downloadAccountExport(): Promise<string> {
  const response = await authorizedResponse('/api/me/export');
  const blob = await response.blob();
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_FILE_NAME;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the download.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return fileName;
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) =>
      authorizedFetch<AccountDeletion>('/api/me', { method: 'DELETE', json: request }),
  });
}

/**
 * After the deletion the session is worthless: it is forgotten here as a log-out would (local and
 * session storage), without the provider's log-out page, whose session no longer exists.
 */
export function forgetDeletedSession(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}
