import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import {
  AUTOMATED_RESULT_LABELS,
  type AutomatedResult,
  CONFORMANCE_STATUS_LABELS,
  type ConformanceStatus,
  criterionTitle,
  findCriterion,
  MANUAL_OUTCOME_LABELS,
  type ManualOutcome,
} from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heading, type HeadingLevel } from '../../../components/heading';
import { LockIcon } from '../../../components/icons';
import {
  ReflowCellLabel,
  reflowBodyClass,
  reflowCellClass,
  reflowHeadClass,
  reflowRowClass,
  reflowTableClass,
} from '../../../components/reflow-table';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';

// Three example rows, one per kind of result: the preview shows the view's shape, not this site's data.
const EXAMPLE_ROWS: ReadonlyArray<{
  id: string;
  automated: AutomatedResult;
  manual: ManualOutcome | null;
  status: ConformanceStatus;
}> = [
  { id: '1.1.1', automated: 'violations', manual: null, status: 'does-not-conform' },
  { id: '1.3.3', automated: 'not-automatable', manual: 'passed', status: 'conforms' },
  { id: '2.4.6', automated: 'none-found', manual: null, status: 'not-tested' },
];

/** The free check's locked preview of the conformance view and the statement, which the plans have. */
export function LockedConformance({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { t } = useTranslation('scanResult');
  const language = useLanguage();
  return (
    <div
      className="mt-6 rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 p-5 dark:border-slate-500 dark:bg-slate-950"
      data-testid="locked-conformance"
    >
      <div className="flex flex-wrap items-center gap-2">
        <LockIcon />
        <Heading level={headingLevel} className="font-semibold">
          {t('lockedConformance.heading')}
        </Heading>
        <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-sm font-semibold text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {t('lockedConformance.badge')}
        </span>
      </div>
      <p className="mt-2">{t('lockedConformance.text')}</p>
      {/* Below md one card per criterion, as in the real conformance table: nothing scrolls sideways. */}
      <div className="mt-4">
        <table className={`${reflowTableClass} text-left text-sm`}>
          <caption className="mb-2 text-left font-semibold">{t('lockedConformance.previewCaption')}</caption>
          <thead className={reflowHeadClass}>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="py-1 pr-3">
                {t('lockedConformance.criterion')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('lockedConformance.automated')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('lockedConformance.manual')}
              </th>
              <th scope="col" className="py-1">
                {t('lockedConformance.status')}
              </th>
            </tr>
          </thead>
          <tbody className={reflowBodyClass}>
            {EXAMPLE_ROWS.map((row) => (
              <tr
                key={row.id}
                className={`border-b border-slate-200 dark:border-slate-700 ${reflowRowClass}`}
              >
                <th scope="row" className={`py-1 pr-3 font-normal ${reflowCellClass}`}>
                  {row.id} {criterionTitle(findCriterion(row.id)!, language)}
                </th>
                <td className={`py-1 pr-3 ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('lockedConformance.automated')}</ReflowCellLabel>
                  {AUTOMATED_RESULT_LABELS[row.automated][language]}
                </td>
                <td className={`py-1 pr-3 ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('lockedConformance.manual')}</ReflowCellLabel>
                  {row.manual ? MANUAL_OUTCOME_LABELS[row.manual][language] : t('lockedConformance.open')}
                </td>
                <td className={`py-1 ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('lockedConformance.status')}</ReflowCellLabel>
                  {CONFORMANCE_STATUS_LABELS[row.status][language]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link to={APP_ROUTE_PATHS.pricing} className={`${buttonSecondaryClass} mt-4`}>
        {t('lockedConformance.cta')}
      </Link>
    </div>
  );
}
