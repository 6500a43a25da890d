import type { ScanView } from '@klarsicht/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/query-status';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { isNotFound, scanErrorKey } from '../scan-errors';

interface ScanQueryViewProps {
  scan: UseQueryResult<ScanView, unknown>;
  /** What a 404 means where the scan was asked for (deleted scan, revoked share link). */
  notFound: { heading: string; text: string; testId: string };
  children: (scan: ScanView) => ReactNode;
}

/** A scan page's states while its scan loads: loading, not found, failed (with retry), or the scan. */
export function ScanQueryView({ scan, notFound, children }: ScanQueryViewProps) {
  const { t } = useTranslation('scans');
  if (scan.isPending) {
    return (
      <>
        <h1 className="sr-only">{t('detail.loading')}</h1>
        <LoadingStatus>{t('detail.loading')}</LoadingStatus>
      </>
    );
  }
  if (scan.isError) {
    if (isNotFound(scan.error)) {
      return (
        <>
          <h1 className="text-3xl font-bold">{notFound.heading}</h1>
          <p className="mt-4" data-testid={notFound.testId}>
            {notFound.text}
          </p>
        </>
      );
    }
    return (
      <>
        <h1 className="text-3xl font-bold">{t('detail.loadFailedHeading')}</h1>
        <p role="alert" className="mt-4">
          {t(`errors.${scanErrorKey(scan.error)}`)}
        </p>
        <button type="button" className={`${buttonSecondaryClass} mt-4`} onClick={() => void scan.refetch()}>
          {t('list.retry')}
        </button>
      </>
    );
  }
  return children(scan.data);
}
