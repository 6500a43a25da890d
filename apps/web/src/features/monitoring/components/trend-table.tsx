import type { TrendPoint } from '@klarsicht/contracts';
import { DECISION_STATUSES, type DecisionStatus, decisionStatusLabel, impactLabel } from '@klarsicht/report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClass } from '../../../components/ui-classes';
import { toLanguage } from '../../../i18n/languages';
import { formatDateTime } from '../../../lib/format-date';
import { IMPACT_ORDER } from '../../../lib/impacts';

/** The chart's numbers as a table, newest first, each date linking to that run's result. */
export function TrendTable({ site, points }: { site: string; points: readonly TrendPoint[] }) {
  const { t, i18n } = useTranslation(['monitoring', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const captionId = useId();
  const cell = 'px-3 py-2 text-right tabular-nums';
  // The statuses any scan had issues in (decision 029), once the team decided anything: until then
  // every issue is open and the column would repeat the total; a status no scan reached would be
  // a column of zeros.
  const reached = (status: DecisionStatus) => points.some((point) => (point.byStatus?.[status] ?? 0) > 0);
  const decided = DECISION_STATUSES.some((status) => status !== 'open' && reached(status));
  const statuses: DecisionStatus[] = decided ? DECISION_STATUSES.filter(reached) : [];
  return (
    // Wide tables scroll inside their own region at 320 px; the region takes focus to scroll by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-labelledby={captionId} tabIndex={0} className="mt-3 overflow-x-auto">
      <table className="min-w-full border-collapse text-left" data-testid="trend-table">
        <caption id={captionId} className="mb-2 text-left font-semibold">
          {statuses.length > 0
            ? t('trend.tableCaptionWithStatus', { site })
            : t('trend.tableCaption', { site })}
        </caption>
        <thead>
          <tr className="border-b-2 border-slate-400 dark:border-slate-500">
            <th scope="col" className="px-3 py-2">
              {t('trend.date')}
            </th>
            {IMPACT_ORDER.map((impact) => (
              <th key={impact} scope="col" className="px-3 py-2 text-right">
                {impactLabel(impact, toLanguage(language))}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right">
              {t('trend.total')}
            </th>
            {statuses.map((status) => (
              <th key={status} scope="col" className="px-3 py-2 text-right" data-status={status}>
                {decisionStatusLabel(status, toLanguage(language))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...points].reverse().map((point) => (
            <tr key={point.scanId} className="border-b border-slate-200 dark:border-slate-700">
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                <Link to={`/run/${encodeURIComponent(point.scanId)}`} className={textLinkClass}>
                  {formatDateTime(point.finishedAt, language)}
                </Link>
              </th>
              {IMPACT_ORDER.map((impact) => (
                <td key={impact} className={cell}>
                  {point.byImpact[impact]}
                </td>
              ))}
              <td className={`${cell} font-semibold`}>{point.issues}</td>
              {statuses.map((status) => (
                <td key={status} className={cell}>
                  {point.byStatus ? (point.byStatus[status] ?? 0) : '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
