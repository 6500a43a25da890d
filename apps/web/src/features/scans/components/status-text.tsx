import type { ScanView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A scan's status in words, with the pages done while it runs or waits to resume after an
 * interruption (they are kept); a spinner shows it is alive.
 */
export function StatusText({ scan }: { scan: ScanView }) {
  const { t } = useTranslation('scans');
  const active = scan.status === 'queued' || scan.status === 'running';
  const resuming = scan.status === 'queued' && scan.interruptedAt !== undefined;
  const { pagesDone, pagesTotal } = scan.progress;
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="scan-status">
      {active ? (
        <span
          aria-hidden="true"
          className="inline-block size-4 shrink-0 rounded-full border-2 border-blue-700 border-t-transparent motion-safe:animate-spin dark:border-blue-300 dark:border-t-transparent"
        />
      ) : null}
      <span className="font-medium">{resuming ? t('status.resuming') : t(`status.${scan.status}`)}</span>
      {(scan.status === 'running' || resuming) && pagesTotal > 0 ? (
        <span>{t('progress.pages', { done: pagesDone, total: pagesTotal })}</span>
      ) : null}
    </span>
  );
}
