import type { SiteConformance } from '@klarsicht/contracts';
import { BFSG_REFERENCES } from '@klarsicht/report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { cardClass, containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { useLanguage } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format-date';
import { useAuth } from '../auth';
import { useSaveApplicability, useSiteConformance, useSiteStatement } from './api/conformance-api';
import { AcrDownloads } from './components/acr-downloads';
import { ApplicabilityForm } from './components/applicability-form';
import { ConformanceTable, CriteriaTable } from './components/conformance-table';
import { ProgressCounts } from './components/progress-counts';
import { conformanceErrorKey } from './conformance-errors';
import { useConformanceWords } from './conformance-words';
import { criterionPath, evaluationPath, sitePath, statementPath } from './paths';

/** `/sites/:id/conformance`: every criterion of the site's profile, its results and the progress. */
export function ConformancePage() {
  const { t } = useTranslation('conformance');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const language = useLanguage();
  const conformance = useSiteConformance(user?.sub, id, language);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <p>
        <Link to={sitePath(id)} className={textLinkClass}>
          {t('back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {conformance.data
          ? t('page.heading', { site: conformance.data.site.site })
          : t('page.headingUnknown')}
      </h1>
      {conformance.isPending ? (
        <LoadingStatus className="mt-6">{t('loading')}</LoadingStatus>
      ) : conformance.isError ? (
        <LoadFailed
          className="mt-6"
          message={t(`errors.${conformanceErrorKey(conformance.error)}`)}
          retryLabel={t('retry')}
          onRetry={() => void conformance.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <ConformanceOverview conformance={conformance.data} />
      )}
    </div>
  );
}

function ConformanceOverview({ conformance }: { conformance: SiteConformance }) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  const summaryId = useId();
  const tableId = useId();
  const reopened = [...conformance.criteria, ...conformance.clauses].filter(
    (row) => row.manual?.reopenedAt && row.status !== 'conforms',
  );
  const { decided, total } = conformance.progress;
  const language = useLanguage();
  return (
    <>
      <p className="mt-4 max-w-3xl">{t('page.intro')}</p>
      <StatementOutOfDate siteId={conformance.site.id} />
      {reopened.length > 0 ? (
        <section
          aria-labelledby={`${summaryId}-reopened`}
          className="mt-6 rounded-xl border-2 border-amber-700 p-4 dark:border-amber-300"
          data-testid="reopened-notice"
        >
          <h2 id={`${summaryId}-reopened`} className="font-bold">
            {t('page.reopenedHeading')}
          </h2>
          <p className="mt-1">
            {t('page.reopened', {
              count: reopened.length,
              criteria: reopened.map((row) => row.id).join(', '),
            })}
          </p>
          <ul className="mt-2 list-disc pl-6">
            {reopened.map((row) => (
              <li key={row.id}>
                <Link to={criterionPath(conformance.site.id, row.id)} className={textLinkClass}>
                  {row.id} {row.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby={summaryId} className={`${cardClass} mt-6`}>
        <h2 id={summaryId} className="text-xl font-bold">
          {t('page.overall')}: <span data-testid="overall">{words.overall(conformance.overall)}</span>
        </h2>
        <p className={`mt-2 ${mutedTextClass}`}>
          {t('page.standard', { standard: t(`standard.${conformance.site.profile}`) })}
        </p>
        {conformance.criteria.some((row) => row.bfsg) ? (
          <p className={mutedTextClass}>
            {t('page.legalBasis', { reference: BFSG_REFERENCES.webContent[language] })}
          </p>
        ) : null}
        <p className={`mt-1 ${mutedTextClass}`}>
          {conformance.scan
            ? t('page.lastScan', { date: formatDateTime(conformance.scan.finishedAt) })
            : t('page.noScan')}
        </p>
        <label htmlFor={`${summaryId}-progress`} className="mt-4 block font-semibold">
          {t('page.progressLabel')}
        </label>
        <progress
          id={`${summaryId}-progress`}
          className="mt-2 h-3 w-full max-w-md accent-blue-700"
          max={total}
          value={decided}
        >
          {t('page.progress', { decided, total })}
        </progress>
        <ProgressCounts progress={conformance.progress} className="mt-1" />
        <p className="mt-4">
          <Link
            to={statementPath(conformance.site.id)}
            className={textLinkClass}
            data-testid="statement-link"
          >
            {t('page.statementLink')}
          </Link>
        </p>
        <p className="mt-2">
          <Link
            to={evaluationPath(conformance.site.id)}
            className={textLinkClass}
            data-testid="evaluation-link"
          >
            {t('page.evaluationLink')}
          </Link>
        </p>
      </section>
      <AcrDownloads conformance={conformance} />
      <section aria-labelledby={tableId} className="mt-8">
        <h2 id={tableId} className="text-xl font-bold">
          {t('table.caption')}
        </h2>
        <ConformanceTable siteId={conformance.site.id} criteria={conformance.criteria} />
      </section>
      {conformance.en301549 ? (
        <En301549Section conformance={conformance} version={conformance.en301549.version} />
      ) : null}
    </>
  );
}

/**
 * A claim of EN 301 549 as a whole: chapter 9 is the WCAG table above; the requirements of the other
 * chapters follow below, one table per chapter, after the questions that decide which of them apply.
 */
function En301549Section({ conformance, version }: { conformance: SiteConformance; version: string }) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  const { user } = useAuth();
  const save = useSaveApplicability(user?.sub, conformance.site.id, useLanguage());
  const headingId = useId();
  const questionsId = useId();
  const chapterId = useId();
  const chapters = byChapter(conformance.clauses);
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="en301549">
      <h2 id={headingId} className="text-xl font-bold">
        {t('clauses.heading', { version })}
      </h2>
      <p className="mt-2 max-w-3xl">{t('clauses.intro', { version })}</p>
      {conformance.applicability.questions.length > 0 ? (
        <section aria-labelledby={questionsId} className={`${cardClass} mt-6`}>
          <h3 id={questionsId} className="text-lg font-bold">
            {t('applicability.heading')}
          </h3>
          <p className="mt-1 max-w-3xl">{t('applicability.intro')}</p>
          <ApplicabilityForm applicability={conformance.applicability} save={save} />
        </section>
      ) : null}
      {chapters.map(({ chapter, rows }) => {
        const title = words.chapter(chapter);
        const heading = title
          ? t('clauses.chapterHeading', { chapter, title })
          : t('clauses.chapterNumber', { chapter });
        return (
          <section
            key={chapter}
            aria-labelledby={`${chapterId}-${chapter}`}
            className="mt-8"
            data-chapter={chapter}
          >
            <h3 id={`${chapterId}-${chapter}`} className="text-lg font-bold">
              {heading}
            </h3>
            <CriteriaTable
              siteId={conformance.site.id}
              rows={rows}
              caption={heading}
              firstColumn={t('table.requirement')}
              testId={`chapter-table-${chapter}`}
            />
          </section>
        );
      })}
    </section>
  );
}

/** The rows grouped by their EN 301 549 chapter, in the order the rows come (the standard's). */
function byChapter(rows: SiteConformance['clauses']) {
  const chapters: { chapter: number; rows: SiteConformance['clauses'] }[] = [];
  for (const row of rows) {
    if (row.chapter === null) continue;
    const group = chapters.find((candidate) => candidate.chapter === row.chapter);
    if (group) group.rows.push(row);
    else chapters.push({ chapter: row.chapter, rows: [row] });
  }
  return chapters;
}

/** The published statement no longer matches the site's barriers: said where the owner looks first. */
function StatementOutOfDate({ siteId }: { siteId: string }) {
  const { t } = useTranslation('conformance');
  const { user } = useAuth();
  const statement = useSiteStatement(user?.sub, siteId, useLanguage());
  if (!statement.data?.outOfDate) return null;
  return (
    <p
      className="mt-6 rounded-xl border-2 border-amber-700 p-4 dark:border-amber-300"
      data-testid="statement-out-of-date"
    >
      <span className="font-semibold">{t('statement.outOfDate')}</span>{' '}
      <Link to={statementPath(siteId)} className={textLinkClass}>
        {t('page.statementUpdate')}
      </Link>
    </p>
  );
}
