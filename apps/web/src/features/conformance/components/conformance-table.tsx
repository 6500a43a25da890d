import type { CriterionConformanceView } from '@klarsicht/contracts';
import { CONFORMANCE_STATUSES, type ConformanceStatus } from '@klarsicht/report';
import { useId, useState } from 'react';
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
import { inputClass, mutedTextClass, textLinkClass } from '../../../components/ui-classes';
import { useConformanceWords } from '../conformance-words';
import { criterionPath } from '../paths';
import { StatusBadge } from './status-badge';

const LEVELS = ['A', 'AA', 'AAA'] as const;
type Level = (typeof LEVELS)[number];

/** Every criterion of the profile with its results, filtered by status and level. */
export function ConformanceTable({
  siteId,
  criteria,
}: {
  siteId: string;
  criteria: CriterionConformanceView[];
}) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  const statusId = useId();
  const levelId = useId();
  const [status, setStatus] = useState<ConformanceStatus | ''>('');
  const [level, setLevel] = useState<Level | ''>('');
  const levels = LEVELS.filter((candidate) => criteria.some((row) => row.level === candidate));
  const shown = criteria.filter(
    (row) => (!status || row.status === status) && (!level || row.level === level),
  );

  return (
    <>
      <fieldset className="mt-6 flex flex-wrap items-end gap-4">
        <legend className="mb-2 font-semibold">{t('filter.legend')}</legend>
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium">
            {t('filter.status')}
          </label>
          <select
            id={statusId}
            className={`${inputClass} mt-1`}
            value={status}
            onChange={(event) => setStatus(event.target.value as ConformanceStatus | '')}
          >
            <option value="">{t('filter.all')}</option>
            {CONFORMANCE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {words.status(value)}
              </option>
            ))}
          </select>
        </div>
        {levels.length > 1 ? (
          <div>
            <label htmlFor={levelId} className="block text-sm font-medium">
              {t('filter.level')}
            </label>
            <select
              id={levelId}
              className={`${inputClass} mt-1`}
              value={level}
              onChange={(event) => setLevel(event.target.value as Level | '')}
            >
              <option value="">{t('filter.all')}</option>
              {levels.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p role="status" className={mutedTextClass} data-testid="criteria-shown">
          {t('filter.shown', { count: shown.length })}
        </p>
      </fieldset>
      {/* Below md one card per criterion: every column stays on screen, nothing scrolls sideways. */}
      <div className="mt-4">
        <table className={`${reflowTableClass} text-left`} data-testid="conformance-table">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className={reflowHeadClass}>
            <tr className="border-b border-slate-300 dark:border-slate-600">
              <th scope="col" className="py-2 pr-4">
                {t('table.criterion')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('table.level')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('table.automated')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('table.manual')}
              </th>
              <th scope="col" className="py-2">
                {t('table.status')}
              </th>
            </tr>
          </thead>
          <tbody className={reflowBodyClass}>
            {shown.map((row) => (
              <tr
                key={row.id}
                // Cards put two facts side by side; the criterion spans both columns.
                className={`border-b border-slate-200 align-top dark:border-slate-700 ${reflowRowClass} max-md:grid max-md:grid-cols-2 max-md:gap-x-4`}
                data-criterion={row.id}
              >
                <th scope="row" className={`py-3 pr-4 font-normal ${reflowCellClass} max-md:col-span-2`}>
                  <Link
                    to={criterionPath(siteId, row.id)}
                    className={textLinkClass}
                    aria-label={t('table.check', { id: row.id, title: row.title })}
                  >
                    {row.id} {row.title}
                  </Link>
                  {row.en301549 ? (
                    <span className={`block text-sm ${mutedTextClass}`}>
                      {t('table.references')} {row.en301549}
                    </span>
                  ) : null}
                </th>
                <td className={`py-3 pr-4 ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('table.level')}</ReflowCellLabel>
                  {row.level}
                </td>
                <td className={`py-3 pr-4 ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('table.automated')}</ReflowCellLabel>
                  {words.automated(row.automated)}
                  {row.violations.accepted ? (
                    <span className="block text-sm font-semibold" data-testid="all-accepted">
                      {t('table.allAccepted')}
                    </span>
                  ) : null}
                  {row.needsReview.rules.length > 0 ? (
                    <span className={`block text-sm ${mutedTextClass}`}>
                      {t('table.needsReview', { count: row.needsReview.rules.length })}
                    </span>
                  ) : null}
                </td>
                <td className={`py-3 pr-4 ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('table.manual')}</ReflowCellLabel>
                  {row.manual ? words.outcome(row.manual.outcome) : t('table.notDecided')}
                  {row.manual?.reopenedAt ? (
                    <span className="block text-sm font-semibold">{t('table.reopened')}</span>
                  ) : null}
                </td>
                <td className={`py-3 ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('table.status')}</ReflowCellLabel>
                  <StatusBadge status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
