import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { containerClass } from '../../components/ui-classes';
import { QueryProvider } from '../../lib/query-provider';
import { useScan } from './api/scan-queries';
import type { ScanSource } from './api/scan-source';
import { ScanDetail } from './components/scan-detail';
import { ScanQueryView } from './components/scan-query-view';

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
      <ScanQueryView
        scan={scan}
        notFound={{ heading: t('shared.gone.heading'), text: t('shared.gone.text'), testId: 'share-gone' }}
      >
        {(data) => (
          <ScanDetail
            scan={data}
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
      </ScanQueryView>
    </div>
  );
}
