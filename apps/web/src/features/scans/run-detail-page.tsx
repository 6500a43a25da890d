import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { containerClass, textLinkClass } from '../../components/ui-classes';
import { useScan } from './api/scan-queries';
import type { ScanSource } from './api/scan-source';
import { ReportDownloads } from './components/report-downloads';
import { ScanDetail } from './components/scan-detail';
import { ScanQueryView } from './components/scan-query-view';
import { ShareLinks } from './components/share-links';

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
      <ScanQueryView
        scan={scan}
        notFound={{
          heading: t('detail.notFound.heading'),
          text: t('detail.notFound.text'),
          testId: 'scan-not-found',
        }}
      >
        {(data) => (
          <ScanDetail
            scan={data}
            source={source}
            ownerActions={
              <>
                <ReportDownloads scanId={data.id} />
                <ShareLinks scanId={data.id} />
              </>
            }
          />
        )}
      </ScanQueryView>
    </div>
  );
}
