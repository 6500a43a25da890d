import type { CriterionCheck } from '@klarsicht/contracts';
import { APP_ROUTE_PATHS } from '@klarsicht/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { cardClass, containerClass, mutedTextClass, textLinkClass } from '../../components/ui-classes';
import { useLanguage } from '../../i18n/languages';
import { useAuth } from '../auth';
import { useCriterionCheck, useCriterionVerdict, useSiteConformance } from './api/conformance-api';
import { EvidenceSection } from './components/evidence-section';
import { StatusBadge } from './components/status-badge';
import { VerdictForm } from './components/verdict-form';
import { conformanceErrorKey } from './conformance-errors';
import { useConformanceWords } from './conformance-words';
import { conformancePath, criterionPath } from './paths';

/** `/sites/:id/criteria/:criterion`: the guided manual check of one success criterion or EN 301 549 requirement. */
export function CriterionPage() {
  const { id = '', criterion = '' } = useParams();
  // A fresh screen per criterion: the verdict form and its announcements start empty.
  return <CriterionScreen key={`${id}/${criterion}`} id={id} criterion={criterion} />;
}

function CriterionScreen({ id, criterion }: { id: string; criterion: string }) {
  const { t } = useTranslation('conformance');
  const { user } = useAuth();
  const language = useLanguage();
  const check = useCriterionCheck(user?.sub, id, criterion, language);
  const verdict = useCriterionVerdict(user?.sub, id, criterion, language);

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <p>
        <Link to={conformancePath(id)} className={textLinkClass}>
          {t('backToTable')}
        </Link>
      </p>
      {check.isPending ? (
        <LoadingStatus className="mt-6">{t('loading')}</LoadingStatus>
      ) : check.isError ? (
        <>
          <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('page.headingUnknown')}</h1>
          <LoadFailed
            className="mt-6"
            message={t(`errors.${conformanceErrorKey(check.error)}`)}
            retryLabel={t('retry')}
            onRetry={() => void check.refetch()}
            retryClassName="mt-3"
          />
        </>
      ) : (
        <GuidedCheck check={check.data} verdict={verdict} />
      )}
    </div>
  );
}

function GuidedCheck({
  check,
  verdict,
}: {
  check: CriterionCheck;
  verdict: ReturnType<typeof useCriterionVerdict>;
}) {
  const { t } = useTranslation('conformance');
  const words = useConformanceWords();
  const ids = { look: useId(), steps: useId(), pages: useId(), findings: useId(), verdict: useId() };
  const { criterion, guidance } = check;
  const chapterLine = (chapter: number) => {
    const title = words.chapter(chapter);
    return title ? t('criterion.chapter', { chapter, title }) : t('criterion.chapterNumber', { chapter });
  };
  return (
    <>
      <h1 className="mt-4 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {criterion.level === null
          ? t('criterion.headingClause', { id: criterion.id, title: criterion.title })
          : t('criterion.heading', { id: criterion.id, title: criterion.title })}
      </h1>
      <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('criterion.status')}</dt>
        <dd data-testid="criterion-status">
          <StatusBadge status={criterion.status} />
        </dd>
        <dt className="font-semibold">{t('criterion.automated')}</dt>
        <dd>{words.automated(criterion.automated)}</dd>
      </dl>
      {criterion.level !== null ? (
        <p className={`mt-3 ${mutedTextClass}`}>{t('criterion.level', { level: criterion.level })}</p>
      ) : criterion.chapter !== null ? (
        <p className={`mt-3 ${mutedTextClass}`}>{chapterLine(criterion.chapter)}</p>
      ) : null}
      {criterion.en301549 && criterion.en301549 !== criterion.id ? (
        <p className={mutedTextClass}>{t('criterion.en301549', { clause: criterion.en301549 })}</p>
      ) : null}
      {criterion.bfsg ? (
        <p className={mutedTextClass}>{t('criterion.bfsg', { reference: criterion.bfsg })}</p>
      ) : null}
      <p className="mt-3">
        <ExternalLink href={check.understandingUrl} hrefLang="en">
          {criterion.level !== null
            ? t('criterion.understanding')
            : explainedByW3c(check.understandingUrl)
              ? t('criterion.understandingClause')
              : t('criterion.standard')}
        </ExternalLink>
      </p>

      <section aria-labelledby={ids.look} className={`${cardClass} mt-8`}>
        <h2 id={ids.look} className="text-xl font-bold">
          {t('criterion.lookHeading')}
        </h2>
        <p className="mt-2">{guidance.look}</p>
        {guidance.methods.length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold">{t('criterion.methodsHeading')}</h3>
            <ul className="mt-1 flex flex-wrap gap-2">
              {guidance.methods.map((method) => (
                <li
                  key={method.id}
                  className="rounded-full border border-slate-500 px-3 py-0.5 text-sm dark:border-slate-400"
                >
                  {method.label}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 id={ids.steps} className="mt-4 font-semibold">
          {t('criterion.stepsHeading')}
        </h3>
        <ol aria-labelledby={ids.steps} className="mt-1 list-decimal space-y-1 pl-6">
          {guidance.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h3 className="mt-4 font-semibold">{t('criterion.failsHeading')}</h3>
        <p className="mt-1">{guidance.fails}</p>
        {guidance.notApplicable ? (
          <>
            <h3 className="mt-4 font-semibold">{t('criterion.notApplicableHeading')}</h3>
            <p className="mt-1">{guidance.notApplicable}</p>
          </>
        ) : null}
      </section>

      <section aria-labelledby={ids.pages} className={`${cardClass} mt-6`}>
        <h2 id={ids.pages} className="text-xl font-bold">
          {t('criterion.pagesHeading')}
        </h2>
        {!check.scan ? (
          <p className="mt-2">{t('criterion.pagesNoScan')}</p>
        ) : check.pages.length === 0 ? (
          <p className="mt-2">{t('criterion.pagesNone')}</p>
        ) : (
          <>
            <p className={`mt-1 ${mutedTextClass}`}>{t('criterion.pagesIntro')}</p>
            <ul className="mt-2 space-y-2" data-testid="pages-to-test">
              {check.pages.map((page) => (
                <li key={page.url}>
                  <ExternalLink href={page.url}>{page.title || page.url}</ExternalLink>
                  {page.features.length > 0 ? (
                    <span className={`block text-sm ${mutedTextClass}`}>
                      {page.features.map((feature) => t(`feature.${feature}`)).join(', ')}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby={ids.findings} className={`${cardClass} mt-6`}>
        <h2 id={ids.findings} className="text-xl font-bold">
          {t('criterion.findingsHeading')}
        </h2>
        {check.findings.length === 0 ? (
          <p className="mt-2">{t('criterion.findingsNone')}</p>
        ) : (
          <ul className="mt-2 space-y-2" data-testid="criterion-findings">
            {check.findings.map((finding) => (
              <li key={`${finding.kind}-${finding.ruleId}`}>
                <span className="font-semibold">
                  {finding.kind === 'violation'
                    ? t('criterion.finding_violation')
                    : t('criterion.finding_needsReview')}
                </span>{' '}
                {finding.title}{' '}
                <span className={mutedTextClass}>
                  {t('criterion.findingCounts', {
                    elements: t('criterion.findingElements', { count: finding.elements }),
                    pages: t('criterion.findingPages', { count: finding.pages }),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {check.scan && check.findings.length > 0 ? (
          <p className="mt-3">
            <Link to={APP_ROUTE_PATHS.run_detail.replace(':id', check.scan.id)} className={textLinkClass}>
              {t('criterion.openScan')}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby={ids.verdict} className={`${cardClass} mt-6`}>
        <h2 id={ids.verdict} className="text-xl font-bold">
          {t('verdict.heading')}
        </h2>
        {criterion.notApplicableBecause ? (
          <p
            className="mt-3 rounded-xl border-2 border-slate-500 p-4 dark:border-slate-400"
            data-testid="not-applicable-because"
          >
            <span className="font-semibold">{t('criterion.notApplicableBecause')}</span>{' '}
            {criterion.notApplicableBecause}
          </p>
        ) : null}
        <div className="mt-3">
          <VerdictForm check={check} verdict={verdict} />
          {criterion.manual ? <EvidenceSection check={check} /> : null}
        </div>
      </section>
      <Neighbours siteId={check.site.id} criterionId={criterion.id} />
    </>
  );
}

/**
 * Links to the previous and next requirement of the site's profile (the WCAG criteria, then the
 * EN 301 549 requirements outside chapter 9), for walking through them in order.
 */
function Neighbours({ siteId, criterionId }: { siteId: string; criterionId: string }) {
  const { t } = useTranslation('conformance');
  const { user } = useAuth();
  const table = useSiteConformance(user?.sub, siteId, useLanguage());
  const criteria = table.data ? [...table.data.criteria, ...table.data.clauses] : [];
  const index = criteria.findIndex((row) => row.id === criterionId);
  if (index < 0) return null;
  const previous = criteria[index - 1];
  const next = criteria[index + 1];
  return (
    <nav aria-label={t('criterion.neighbours')} className="mt-8 flex flex-wrap justify-between gap-4">
      {previous ? (
        <Link to={criterionPath(siteId, previous.id)} className={textLinkClass}>
          {t('criterion.previous', { id: `${previous.id} ${previous.title}` })}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={criterionPath(siteId, next.id)} className={textLinkClass} data-testid="next-criterion">
          {t('criterion.next', { id: `${next.id} ${next.title}` })}
        </Link>
      ) : null}
    </nav>
  );
}

/** Whether the explanation is the W3C's (a clause that applies a WCAG criterion) rather than the standard itself. */
function explainedByW3c(url: string): boolean {
  try {
    return new URL(url).hostname === 'www.w3.org';
  } catch {
    return false;
  }
}
