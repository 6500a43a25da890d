import { DECISION_STATUSES, type ScanOverview as Overview, REPORT_PRINCIPLES } from '@klarsicht/contracts';
import { decisionStatusLabel } from '@klarsicht/report';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImpactBadge } from '../../../components/impact-badge';
import { cardClass, textLinkClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { formatDate } from '../../../lib/format-date';
import { IMPACT_ORDER } from '../../../lib/impacts';
import { useOverview } from '../api/scan-queries';
import type { ScanSource } from '../api/scan-source';
import { scanErrorKey } from '../scan-errors';

interface ScanOverviewProps {
  source: ScanSource;
  /** Shows one rule's issues in the results below. */
  onShowRule: (ruleId: string) => void;
  /** Shows the issues of one page in the results below. */
  onShowPage: (url: string) => void;
}

const linkButtonClass = `${textLinkClass} cursor-pointer text-left [overflow-wrap:anywhere]`;

/**
 * What a site owner should take in at a glance: how many distinct problems and where they occur, how
 * bad, which principle, the worst rules and pages (each a jump into the results), what the team
 * decided (the owner's view), what changed since the previous comparable scan, and what automated
 * testing cannot tell.
 */
export function ScanOverview({ source, onShowRule, onShowPage }: ScanOverviewProps) {
  const { t } = useTranslation('scans');
  const headingId = useId();
  const overview = useOverview(source);
  if (overview.isError) {
    return (
      <p role="alert" className="mt-10">
        {t(`errors.${scanErrorKey(overview.error)}`)}
      </p>
    );
  }
  // While it loads, the results below announce their own loading.
  if (!overview.data) return null;
  const data = overview.data;
  const { violations } = data;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="scan-overview">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('overview.heading')}
      </h2>
      <p className="mt-3 text-lg" data-testid="overview-lead">
        {violations.issues === 0
          ? t('overview.noIssues', { count: data.pagesScanned })
          : t('overview.lead', {
              issues: t('overview.issues', { count: violations.issues }),
              occurrences: t('overview.occurrences', { count: violations.occurrences }),
              pages: t('overview.pages', { count: data.pagesScanned }),
            })}
      </p>
      {data.previous ? <PreviousChange previous={data.previous} /> : null}
      {violations.issues > 0 ? (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <ByImpact overview={data} />
          <ByPrinciple overview={data} />
          <TopRules overview={data} onShowRule={onShowRule} />
          <TopPages overview={data} onShowPage={onShowPage} />
          {violations.byStatus ? <ByStatus byStatus={violations.byStatus} /> : null}
        </div>
      ) : violations.byStatus && hasStatusCounts(violations.byStatus) ? (
        // Every issue may be a false alarm: the counts above leave those out, this list does not.
        <div className="mt-6 md:w-1/2">
          <ByStatus byStatus={violations.byStatus} />
        </div>
      ) : null}
      <p className="mt-6 rounded-lg border-l-4 border-blue-700 bg-blue-50 p-4 dark:border-blue-300 dark:bg-slate-900">
        {t('overview.limits', { count: data.needsReview.occurrences })}{' '}
        <Link to="/wcag#manual-checks" className={textLinkClass}>
          {t('overview.limitsLink')}
        </Link>
      </p>
    </section>
  );
}

function PreviousChange({ previous }: { previous: NonNullable<Overview['previous']> }) {
  const { t } = useTranslation('scans');
  const values = {
    added: t('overview.added', { count: previous.added }),
    fixed: t('overview.fixed', { count: previous.fixed }),
  };
  return (
    <p className="mt-2" data-testid="overview-change">
      {previous.added === 0 && previous.fixed === 0 ? t('overview.unchanged') : t('overview.change', values)}{' '}
      <Link to={`/run/${encodeURIComponent(previous.scanId)}`} className={textLinkClass}>
        {previous.finishedAt
          ? t('overview.previousOn', { date: formatDate(previous.finishedAt) })
          : t('overview.previous')}
      </Link>
    </p>
  );
}

function OverviewCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h3 id={headingId} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ByImpact({ overview }: { overview: Overview }) {
  const { t } = useTranslation('scans');
  return (
    <OverviewCard title={t('overview.byImpact')}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        {IMPACT_ORDER.map((impact) => (
          <div key={impact} className="contents">
            <dt>
              <ImpactBadge impact={impact} />
            </dt>
            <dd>
              {overview.violations.byImpact[impact].issues === 0
                ? t('overview.none')
                : t('overview.issuesAt', {
                    issues: t('overview.issues', { count: overview.violations.byImpact[impact].issues }),
                    occurrences: t('overview.occurrences', {
                      count: overview.violations.byImpact[impact].occurrences,
                    }),
                  })}
            </dd>
          </div>
        ))}
      </dl>
    </OverviewCard>
  );
}

function ByPrinciple({ overview }: { overview: Overview }) {
  const { t } = useTranslation('scans');
  return (
    <OverviewCard title={t('overview.byPrinciple')}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {REPORT_PRINCIPLES.map((principle) => (
          <div key={principle} className="contents">
            <dt className="font-medium">{t(`overview.principles.${principle}`)}</dt>
            <dd>
              {(overview.violations.byPrinciple[principle] ?? 0) === 0
                ? t('overview.none')
                : t('overview.issues', { count: overview.violations.byPrinciple[principle] ?? 0 })}
            </dd>
          </div>
        ))}
      </dl>
    </OverviewCard>
  );
}

type StatusCounts = NonNullable<Overview['violations']['byStatus']>;

const countedStatuses = (byStatus: StatusCounts) =>
  DECISION_STATUSES.filter((status) => (byStatus[status] ?? 0) > 0);
const hasStatusCounts = (byStatus: StatusCounts) => countedStatuses(byStatus).length > 0;

/** How many issues each status holds, false alarms included; statuses without any are left out. */
function ByStatus({ byStatus }: { byStatus: StatusCounts }) {
  const { t } = useTranslation('scans');
  const language = useLanguage();
  const shown = countedStatuses(byStatus);
  if (shown.length === 0) return null;
  return (
    <OverviewCard title={t('overview.byStatus')}>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2" data-testid="overview-by-status">
        {shown.map((status) => (
          <div key={status} className="contents" data-status={status}>
            <dt className="font-medium">{decisionStatusLabel(status, language)}</dt>
            <dd>{t('overview.issues', { count: byStatus[status] ?? 0 })}</dd>
          </div>
        ))}
      </dl>
    </OverviewCard>
  );
}

function TopRules({ overview, onShowRule }: { overview: Overview; onShowRule: (ruleId: string) => void }) {
  const { t } = useTranslation('scans');
  return (
    <OverviewCard title={t('overview.topRules')}>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6" data-testid="overview-top-rules">
        {overview.topRules.map((rule) => (
          <li key={rule.ruleId}>
            <button type="button" className={linkButtonClass} onClick={() => onShowRule(rule.ruleId)}>
              {rule.help}
            </button>{' '}
            <span className="text-sm">
              {t('overview.issuesAt', {
                issues: t('overview.issues', { count: rule.issues }),
                occurrences: t('overview.occurrences', { count: rule.occurrences }),
              })}
            </span>
          </li>
        ))}
      </ol>
    </OverviewCard>
  );
}

function TopPages({ overview, onShowPage }: { overview: Overview; onShowPage: (url: string) => void }) {
  const { t } = useTranslation('scans');
  return (
    <OverviewCard title={t('overview.topPages')}>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6" data-testid="overview-top-pages">
        {overview.topPages.map((page) => (
          <li key={page.url}>
            <button type="button" className={linkButtonClass} onClick={() => onShowPage(page.url)}>
              {page.title ? t('overview.pageTitled', { title: page.title, url: page.url }) : page.url}
            </button>{' '}
            <span className="text-sm">{t('overview.violatedRules', { count: page.violations })}</span>
          </li>
        ))}
      </ol>
    </OverviewCard>
  );
}
