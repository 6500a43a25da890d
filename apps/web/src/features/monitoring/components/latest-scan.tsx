import type { ScanView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';
import { routePath } from '../../../lib/route-path';

/** A site's latest scan in one line: when, its status, the issues it found, and the way to its result. */
export function LatestScan({ scan }: { scan: ScanView | null }) {
  const { t } = useTranslation('monitoring');
  if (!scan) return <p data-testid="latest-scan">{t('sites.noScan')}</p>;
  const date = formatDateTime(scan.createdAt);
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1" data-testid="latest-scan">
      <span>{date}</span>
      <span className="font-medium">{t(`scanStatus.${scan.status}`)}</span>
      {scan.status === 'succeeded' ? (
        <span data-testid="latest-scan-issues">{t('sites.issues', { count: scan.counts.issues })}</span>
      ) : null}
      <Link to={routePath('run_detail', { id: scan.id })} className={textLinkClass}>
        {t('sites.openScan')}
        <span className="sr-only"> {t('sites.openScanContext', { date })}</span>
      </Link>
    </p>
  );
}
