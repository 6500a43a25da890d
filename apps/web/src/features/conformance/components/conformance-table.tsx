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

/** Every WCAG criterion of the profile with its results, filtered by status and level. */
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
      <CriteriaTable
        siteId={siteId}
        rows={shown}
        caption={t('table.caption')}
        showLevel
        testId="conformance-table"
      />
    </>
  );
}

/**
 * The rows of the table, WCAG criteria or EN 301 549 requirements outside chapter 9 alike: the
 * requirement (linking to its guided check), the automated result, the person's verdict and the
 * status. `showLevel` adds the WCAG level; a requirement without one leaves its cell empty.
 */
export function CriteriaTable({
  siteId,
  rows,
  caption,
  showLevel = false,
  firstColumn,
  testId,
}: {
  siteId: string;
  rows: CriterionConformanceView[];
  /** The table's name for screen readers; the visible heading above says the same. */
  caption: string;
  showLevel?: boolean;
  /** The first column's header; "success criterion" by default. */
  firstColumn?: string;
  testId?: string;
}) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  return (
    /* Below md one card per row: every column stays on screen, nothing scrolls sideways. */
    <div className="mt-4">
      <table className={`${reflowTableClass} text-left`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className={reflowHeadClass}>
          <tr className="border-b border-slate-300 dark:border-slate-600">
            <th scope="col" className="py-2 pr-4">
              {firstColumn ?? t('table.criterion')}
            </th>
            {showLevel ? (
              <th scope="col" className="py-2 pr-4">
                {t('table.level')}
              </th>
            ) : null}
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
          {rows.map((row) => (
            <tr
              key={row.id}
              // Cards put two facts side by side; the requirement spans both columns.
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
                {/* A requirement outside chapter 9 is its own clause: the number is already there. */}
                {row.en301549 && row.en301549 !== row.id ? (
                  <span className={`block text-sm ${mutedTextClass}`}>
                    {t('table.references')} {row.en301549}
                  </span>
                ) : null}
                {row.notApplicableBecause ? (
                  <span className="mt-1 block text-sm" data-testid="not-applicable-because">
                    {row.notApplicableBecause}
                  </span>
                ) : null}
              </th>
              {showLevel ? (
                <td className={`py-3 pr-4 ${reflowCellClass}`}>
                  <ReflowCellLabel>{t('table.level')}</ReflowCellLabel>
                  {row.level}
                </td>
              ) : null}
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
  );
}
