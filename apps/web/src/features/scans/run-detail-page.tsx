import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonSecondaryClass, containerClass, textLinkClass } from '../../components/ui-classes';
import { useScan } from './api/scan-queries';
import type { ScanSource } from './api/scan-source';
import { ReportDownloads } from './components/report-downloads';
import { ScanDetail } from './components/scan-detail';
import { ShareLinks } from './components/share-links';
import { isNotFound, scanErrorKey } from './scan-errors';

/** One of the user's scans (`/run/:id`), with downloads and share links. */
export function RunDetailPage() {
  const { t } = useTranslation('scans');
  const id = useParams().id ?? '';
  const source: ScanSource = { kind: 'own', id };
  const scan = useScan(source);

  return (
    <div className={`${containerClass} py-12`}>
      <p className="mb-6">
        <Link to="/runs" className={textLinkClass}>
          {t('detail.back')}
        </Link>
      </p>
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
            <h1 className="text-3xl font-bold">{t('detail.notFound.heading')}</h1>
            <p className="mt-4" data-testid="scan-not-found">
              {t('detail.notFound.text')}
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
          ownerActions={
            <>
              <ReportDownloads scanId={scan.data.id} />
              <ShareLinks scanId={scan.data.id} />
            </>
          }
        />
      )}
    </div>
  );
}
