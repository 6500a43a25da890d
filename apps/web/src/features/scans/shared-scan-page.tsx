import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { buttonSecondaryClass, containerClass } from '../../components/ui-classes';
import { QueryProvider } from '../../lib/query-provider';
import { useScan } from './api/scan-queries';
import type { ScanSource } from './api/scan-source';
import { ScanDetail } from './components/scan-detail';
import { isNotFound, scanErrorKey } from './scan-errors';

/** A scan shared by its owner (`/share/:token`): read-only, no sign-in; a revoked link says so. */
export function SharedScanPage() {
  return (
    <QueryProvider>
      <SharedScan />
    </QueryProvider>
  );
}

function SharedScan() {
  const { t } = useTranslation('scans');
  const token = useParams().token ?? '';
  const source: ScanSource = { kind: 'shared', token };
  const scan = useScan(source);
  return (
    <div className={`${containerClass} py-12`}>
      {scan.isPending ? (
        <>
          <h1 className="sr-only">{t('detail.loading')}</h1>
          <p role="status" aria-busy="true">
            {t('detail.loading')}
          </p>
        </>
      ) : scan.isError ? (
        isNotFound(scan.error) ? (
          <>
            <h1 className="text-3xl font-bold">{t('shared.gone.heading')}</h1>
            <p className="mt-4" data-testid="share-gone">
              {t('shared.gone.text')}
            </p>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold">{t('detail.loadFailedHeading')}</h1>
            <p role="alert" className="mt-4">
              {t(`errors.${scanErrorKey(scan.error)}`)}
            </p>
            <button
              type="button"
              className={`${buttonSecondaryClass} mt-4`}
              onClick={() => void scan.refetch()}
            >
              {t('list.retry')}
            </button>
          </>
        )
      ) : (
        <ScanDetail
          scan={scan.data}
          source={source}
          note={
            <p
              className="mt-4 rounded-lg border-2 border-blue-700 bg-blue-50 p-4 font-medium text-blue-950 dark:border-blue-300 dark:bg-blue-950 dark:text-blue-50"
              data-testid="shared-note"
            >
              {t('shared.note')}
            </p>
          }
        />
      )}
    </div>
  );
}
