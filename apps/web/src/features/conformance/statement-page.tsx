import type { SiteStatement } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { cardClass, containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { useLanguage } from '../../i18n/languages';
import { useAuth } from '../auth';
import { useSaveStatement, useSiteStatement } from './api/conformance-api';
import { ProgressCounts } from './components/progress-counts';
import { StatementForm } from './components/statement-form';
import { StatementOutput } from './components/statement-output';
import { conformanceErrorKey } from './conformance-errors';
import { useConformanceWords } from './conformance-words';
import { conformancePath, criterionPath } from './paths';

/** `/sites/:id/statement`: the accessibility statement — what Klarsicht fills, the owner's fields, the published versions. */
export function StatementPage() {
  const { t } = useTranslation('conformance');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const language = useLanguage();
  const statement = useSiteStatement(user?.sub, id, language);
  const save = useSaveStatement(user?.sub, id, language);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <p>
        <Link to={conformancePath(id)} className={textLinkClass}>
          {t('statement.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {statement.data
          ? t('statement.heading', { site: statement.data.site.site })
          : t('statement.headingUnknown')}
      </h1>
      {statement.isPending ? (
        <LoadingStatus className="mt-6">{t('loading')}</LoadingStatus>
      ) : statement.isError ? (
        <LoadFailed
          className="mt-6"
          message={t(`errors.${conformanceErrorKey(statement.error)}`)}
          retryLabel={t('retry')}
          onRetry={() => void statement.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <StatementEditor statement={statement.data} save={save} />
      )}
    </div>
  );
}

function StatementEditor({
  statement,
  save,
}: {
  statement: SiteStatement;
  save: ReturnType<typeof useSaveStatement>;
}) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  const generatedId = useId();
  const formId = useId();
  const { generated } = statement;
  return (
    <>
      <p className="mt-4 max-w-3xl">{t('statement.intro')}</p>
      {statement.outOfDate ? (
        <p
          className="mt-6 rounded-xl border-2 border-amber-700 p-4 font-semibold dark:border-amber-300"
          data-testid="statement-out-of-date"
        >
          {t('statement.outOfDate')}
        </p>
      ) : null}
      <section aria-labelledby={generatedId} className={`${cardClass} mt-6`}>
        <h2 id={generatedId} className="text-xl font-bold">
          {t('statement.generatedHeading')}
        </h2>
        <p className="mt-2 font-semibold" data-testid="statement-overall">
          {t('statement.overall', { overall: words.overall(generated.overall) })}
        </p>
        <ProgressCounts progress={generated.progress} className="mt-2" />
        <h3 className="mt-4 font-semibold">{t('statement.barriersHeading')}</h3>
        {generated.barriers.length === 0 ? (
          <p className="mt-1">{t('statement.barriersNone')}</p>
        ) : (
          <ul className="mt-1 space-y-2" data-testid="statement-barriers">
            {generated.barriers.map((barrier) => (
              <li key={barrier.criterionId}>
                <Link to={criterionPath(statement.site.id, barrier.criterionId)} className={textLinkClass}>
                  {barrier.criterionId} {barrier.title}
                </Link>
                <span className="block">{barrier.text}</span>
                <span className={`block text-sm ${mutedTextClass}`}>
                  {barrier.documents.length > 0
                    ? t('statement.barrierDocuments', { count: barrier.documents.length })
                    : barrier.pages > 0
                      ? t('statement.barrierPages', { count: barrier.pages })
                      : t('statement.barrierManual')}
                </span>
              </li>
            ))}
          </ul>
        )}
        {generated.untested.length > 0 ? (
          <p className="mt-4">
            <Link to={conformancePath(statement.site.id)} className={textLinkClass}>
              {t('statement.toConformance')}
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby={formId} className={`${cardClass} mt-6`}>
        <h2 id={formId} className="text-xl font-bold">
          {t('statement.formHeading')}
        </h2>
        <div className="mt-4">
          <StatementForm statement={statement} save={save} />
        </div>
      </section>
      <StatementOutput statement={statement} />
    </>
  );
}
