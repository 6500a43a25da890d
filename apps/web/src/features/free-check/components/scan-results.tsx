import type { FindingView, ScanView } from '@klarsicht/contracts';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, type HeadingLevel, nextLevel } from '../../../components/heading';
import { ImpactBadge } from '../../../components/impact-badge';
import { buttonSecondaryClass, cardClass, textLinkClass } from '../../../components/ui-classes';
import { IMPACT_ORDER } from '../../../lib/impacts';
import { useFirstViolations } from '../api/scans-api';
import { LockedConformance } from './locked-conformance';
import { LockedReport } from './locked-report';

/** How many violations the free check shows before the report locks. */
export const FIRST_VIOLATIONS_SHOWN = 3;

interface ScanResultsProps {
  scan: ScanView;
  headingLevel: HeadingLevel;
  headingRef: Ref<HTMLHeadingElement>;
  onCheckAnother: () => void;
}

export function ScanResults({ scan, headingLevel, headingRef, onCheckAnother }: ScanResultsProps) {
  const { t } = useTranslation('scanResult');
  const headingId = useId();
  const sub = nextLevel(headingLevel);
  const { summary, counts } = scan;
  return (
    <section aria-labelledby={headingId} className={`${cardClass} mt-8`} data-testid="free-check-results">
      <Heading
        level={headingLevel}
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold"
      >
        {t('results.heading', { url: scan.url })}
      </Heading>
      <p className="mt-2 text-xl font-semibold">{t('results.violations', { count: counts.issues })}</p>

      <Heading level={sub} className="mt-6 font-semibold">
        {t('results.byImpact')}
      </Heading>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {IMPACT_ORDER.map((impact) => (
          <div key={impact} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt>
              <ImpactBadge impact={impact} />
            </dt>
            <dd className="mt-2 text-2xl font-bold" data-testid={`impact-count-${impact}`}>
              {counts.byImpact[impact]}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        {t('results.passes', { count: summary.passes })} ·{' '}
        {t('results.incomplete', { count: counts.needsReview })}
      </p>

      {counts.issues === 0 ? (
        <p className="mt-6 font-medium text-green-800 dark:text-green-200">{t('results.noViolations')}</p>
      ) : (
        <>
          <FirstViolations scanId={scan.id} headingLevel={sub} />
          <LockedReport scanId={scan.id} violationCount={counts.issues} headingLevel={sub} />
        </>
      )}
      <LockedConformance headingLevel={sub} />

      <button type="button" className={`${buttonSecondaryClass} mt-6`} onClick={onCheckAnother}>
        {t('results.checkAnother')}
      </button>
    </section>
  );
}

function FirstViolations({ scanId, headingLevel }: { scanId: string; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('scanResult');
  const { t: tCommon } = useTranslation();
  const findings = useFirstViolations(scanId, FIRST_VIOLATIONS_SHOWN);
  return (
    <>
      <Heading level={headingLevel} className="mt-6 font-semibold">
        {t('results.firstViolations')}
      </Heading>
      {findings.status === 'pending' ? (
        <p className="mt-3">{tCommon('loading')}</p>
      ) : findings.status === 'error' ? (
        <p className="mt-3 text-red-700 dark:text-red-300">{t('results.findingsUnavailable')}</p>
      ) : findings.status === 'success' ? (
        <ol className="mt-3 space-y-4">
          {findings.data.items.map((finding) => (
            <ViolationItem key={finding.id} finding={finding} />
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** Only web links leave the page from a finding: the data comes from scanned sites' rules. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

function ViolationItem({ finding }: { finding: FindingView }) {
  const { t } = useTranslation('scanResult');
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="violation">
      <div className="flex flex-wrap items-center gap-2">
        {finding.impact ? <ImpactBadge impact={finding.impact} /> : null}
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {t('results.ruleLabel')} <code className="font-mono">{finding.ruleId}</code>
        </span>
      </div>
      <p className="mt-2 font-semibold">{finding.help}</p>
      <p className="mt-1 text-slate-700 dark:text-slate-200">{finding.description}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('results.nodes', { count: finding.nodeCount })}
      </p>
      {isWebUrl(finding.helpUrl) ? (
        <a
          href={finding.helpUrl}
          hrefLang="en"
          rel="noopener noreferrer"
          className={`${textLinkClass} mt-2 inline-block py-1`}
        >
          {t('results.learnMore')}
          <span className="sr-only"> {t('results.learnMoreContext', { rule: finding.help })}</span>
        </a>
      ) : null}
    </li>
  );
}
