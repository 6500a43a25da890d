import {
  type AccountDeletion,
  APP_ROUTE_PATHS,
  accountDeletionSchema,
  type DeleteAccountRequest,
  type PublishedStatementList,
} from '@klarsicht/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { downloadFile } from '../../../lib/download-file';

const FALLBACK_FILE_NAME = 'klarsicht-daten.json';

/** Fetches the archive of everything stored about the user and saves it. Returns the file name. */
export function downloadAccountExport(): Promise<string> {
  return downloadFile('/api/me/export', FALLBACK_FILE_NAME);
}

/** The statements the public reads now: deleting the account takes them offline, so the dialog names them. */
export function usePublishedStatements(userKey: string | undefined) {
  return useQuery({
    queryKey: ['statements', 'published', userKey] as const,
    queryFn: () => authorizedFetch<PublishedStatementList>('/api/me/published-statements'),
    enabled: userKey !== undefined,
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) =>
      authorizedFetch<AccountDeletion>('/api/me', { method: 'DELETE', json: request }),
  });
}

const DELETION_RESULT_KEY = 'klarsicht.accountDeletion';

/**
 * After the deletion the session is worthless: it is forgotten as a log-out would (local and
 * session storage), without the provider's log-out page, whose session no longer exists, and the
 * app starts again signed out on the confirmation page. Only the deletion's outcome is kept, in
 * this tab, for that page to report.
 */
export function leaveDeletedAccount(result: AccountDeletion): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.sessionStorage.setItem(DELETION_RESULT_KEY, JSON.stringify(result));
  // A full load: nothing of the signed-in app stays in memory.
  window.location.assign(APP_ROUTE_PATHS.account_deleted);
}

/** The outcome `leaveDeletedAccount` kept; null when this tab deleted no account. */
export function readDeletionResult(): AccountDeletion | null {
  const stored = window.sessionStorage.getItem(DELETION_RESULT_KEY);
  if (stored === null) return null;
  const parsed = accountDeletionSchema.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : null;
}
