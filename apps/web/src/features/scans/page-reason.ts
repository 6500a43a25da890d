import type { ScanFailureView } from '@klarsicht/contracts';
import type { TFunction } from 'i18next';

/** Why a page was not checked, in a few words (scans:pages.reasons); an HTTP error by its status. */
export function pageReason(t: TFunction<'scans'>, error: ScanFailureView): string {
  if (error.code === 'http_error' && error.status !== undefined) {
    return t('pages.httpStatus', { status: error.status });
  }
  return t(`pages.reasons.${error.code}`);
}
