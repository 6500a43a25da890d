import type { ScanListItem, ScanView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ReflowCellLabel,
  reflowBodyClass,
  reflowCellClass,
  reflowHeadClass,
  reflowRowClass,
  reflowTableClass,
} from '../../../components/reflow-table';
import { textLinkClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';
import { SiteHomeLink } from '../../monitoring';
import { siteOf } from '../format';
import { useLiveScan } from '../hooks/use-live-scan';
import { ChangeText } from './change-text';
import { HostName } from './host-name';
import { ImpactCounts } from './impact-counts';
import { StatusText } from './status-text';

// Below md the table reflows into one card per scan (components/reflow-table).
const cellClass = `px-3 py-3 align-top ${reflowCellClass}`;
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
    <div className="mt-6 rounded-xl border border-slate-300 md:overflow-x-auto dark:border-slate-600">
      <table className={`${reflowTableClass} md:min-w-[44rem]`}>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className={`bg-slate-100 dark:bg-slate-800 ${reflowHeadClass}`}>
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
        <tbody className={reflowBodyClass}>
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
    <tr
      className={`border-t border-slate-300 max-md:first:border-t-0 dark:border-slate-600 ${reflowRowClass}`}
      data-testid="run-row"
    >
      <th scope="row" className={`${cellClass} text-left font-normal`}>
        <Link to={`/run/${encodeURIComponent(live.id)}`} className={`${textLinkClass} max-md:text-lg`}>
          <HostName host={siteOf(live.url)} />
          <span className="sr-only"> {t('list.linkContext', { date })}</span>
        </Link>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
          {t(`scopes.${live.scope}`)} · {t(`profiles.${live.profile}`)}
        </span>
        <SiteHomeLink
          site={live.site}
          label={t('list.siteHome', { site: live.site })}
          className="mt-1 inline-block text-sm"
        />
      </th>
      <td className={cellClass}>
        <ReflowCellLabel>{t('list.columns.date')}</ReflowCellLabel>
        {date}
      </td>
      <td className={cellClass}>
        <ReflowCellLabel>{t('list.columns.status')}</ReflowCellLabel>
        <StatusText scan={live} />
      </td>
      <td className={cellClass}>
        <ReflowCellLabel>{t('list.columns.violations')}</ReflowCellLabel>
        {live.status === 'succeeded' ? (
          <ImpactCounts byImpact={live.counts.byImpact} />
        ) : (
          <span>{t('change.none')}</span>
        )}
      </td>
      <td className={cellClass}>
        <ReflowCellLabel>{t('list.columns.change')}</ReflowCellLabel>
        <ChangeText scan={{ previous: scan.previous, status: live.status }} />
      </td>
    </tr>
  );
}
