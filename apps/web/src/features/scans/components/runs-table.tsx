import type { ScanListItem, ScanView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui-classes';
import { formatDateTime, siteOf } from '../format';
import { useLiveScan } from '../hooks/use-live-scan';
import { ChangeText } from './change-text';
import { ImpactCounts } from './impact-counts';
import { StatusText } from './status-text';

const cellClass = 'px-3 py-3 align-top';
const headClass = 'px-3 py-2 text-left text-sm font-semibold';

/** The user's scans as a table: one row per scan, running ones follow their progress live. */
export function RunsTable({
  scans,
  onFinished,
}: {
  scans: ScanListItem[];
  onFinished: (scan: ScanView) => void;
}) {
  const { t } = useTranslation('scans');
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-slate-300 dark:border-slate-600">
      <table className="w-full min-w-[44rem] border-collapse">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className={headClass}>
              {t('list.columns.site')}
            </th>
            <th scope="col" className={headClass}>
              {t('list.columns.date')}
            </th>
            <th scope="col" className={headClass}>
              {t('list.columns.status')}
            </th>
            <th scope="col" className={headClass}>
              {t('list.columns.violations')}
            </th>
            <th scope="col" className={headClass}>
              {t('list.columns.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {scans.map((scan) => (
            <RunRow key={scan.id} scan={scan} onFinished={onFinished} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RunRow({ scan, onFinished }: { scan: ScanListItem; onFinished: (scan: ScanView) => void }) {
  const { t } = useTranslation('scans');
  const live = useLiveScan(scan, onFinished);
  const date = formatDateTime(live.createdAt);
  return (
    <tr className="border-t border-slate-300 dark:border-slate-600" data-testid="run-row">
      <th scope="row" className={`${cellClass} text-left font-normal`}>
        <Link to={`/run/${encodeURIComponent(live.id)}`} className={`${textLinkClass} break-all`}>
          {siteOf(live.url)}
          <span className="sr-only"> {t('list.linkContext', { date })}</span>
        </Link>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
          {t(`scopes.${live.scope}`)} · {t(`profiles.${live.profile}`)}
        </span>
      </th>
      <td className={cellClass}>{date}</td>
      <td className={cellClass}>
        <StatusText scan={live} />
      </td>
      <td className={cellClass}>
        {live.status === 'succeeded' ? (
          <ImpactCounts byImpact={live.summary.byImpact} />
        ) : (
          <span>{t('change.none')}</span>
        )}
      </td>
      <td className={cellClass}>
        <ChangeText scan={{ ...scan, status: live.status, summary: live.summary }} />
      </td>
    </tr>
  );
}
