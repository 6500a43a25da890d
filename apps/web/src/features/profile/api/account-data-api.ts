import type { AccountDeletion, DeleteAccountRequest } from '@klarsicht/contracts';
import { useMutation } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { downloadFile } from '../../../lib/download-file';

const FALLBACK_FILE_NAME = 'klarsicht-daten.json';

/** Fetches the archive of everything stored about the user and saves it. Returns the file name. */
export function downloadAccountExport(): Promise<string> {
  return downloadFile('/api/me/export', FALLBACK_FILE_NAME);
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
