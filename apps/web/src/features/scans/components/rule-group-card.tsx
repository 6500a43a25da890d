import type { FindingView } from '@klarsicht/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../../components/icons';
import { cardClass, textLinkClass } from '../../../components/ui-classes';
import type { RuleGroup } from '../findings-by-rule';
import { FindingNodes } from './finding-nodes';
import { RuleOutcome } from './rule-outcome';

interface RuleGroupCardProps<F extends FindingView> {
  group: RuleGroup<F>;
  /** Extra controls per page (the needs-review marks). */
  pageActions?: (finding: F) => ReactNode;
}

/**
 * One rule: its help as the heading, its outcome (impact and affected nodes for violations), the
 * description, learn-more link, the standards it maps to (WCAG criterion and level, EN 301 549
 * clause, BFSG) and its nodes per page. The API gives every text in the interface's language.
 */
export function RuleGroupCard<F extends FindingView>({ group, pageActions }: RuleGroupCardProps<F>) {
  const { t } = useTranslation('scans');
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={cardClass}
      data-testid="rule-group"
      data-rule={group.ruleId}
    >
      <h3 id={headingId} className="text-xl font-bold">
        {group.help}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <RuleOutcome group={group} />
        <span className="text-sm">
          {t('rule.ruleId')} <code>{group.ruleId}</code>
        </span>
      </div>
      <p className="mt-3">{group.description}</p>
      {group.helpUrl ? (
        <p className="mt-2">
          <a href={group.helpUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
            {t('rule.learnMore')}
            <span className="ml-1 inline-block align-middle">
              <ExternalLinkIcon />
            </span>
            <span className="sr-only"> {t('rule.learnMoreContext', { rule: group.help })}</span>
          </a>
        </p>
      ) : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold">{t('rule.wcag')}</dt>
          <dd>
            {group.wcag.length > 0 ? (
              <ul>
                {group.wcag.map((criterion) => (
                  <li key={criterion.id}>
                    {criterion.id} {criterion.title}{' '}
                    {t('rule.wcagLevel', { level: criterion.level, version: criterion.version })}
                  </li>
                ))}
              </ul>
            ) : (
              t('rule.bestPractice')
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">{t('rule.en301549')}</dt>
          <dd>{group.en301549.length > 0 ? group.en301549.join(', ') : t('rule.noClause')}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">{t('rule.bfsg')}</dt>
          <dd>{group.bfsg ?? (group.en301549.length > 0 ? t('rule.bfsgNote') : t('rule.noClause'))}</dd>
        </div>
      </dl>
      {group.fix && (group.category === 'violations' || group.category === 'incomplete') ? (
        <FixGuideSection fix={group.fix} />
      ) : null}
      {group.category === 'inapplicable' ? (
        <InapplicablePages pageUrls={group.pages.map(({ pageUrl }) => pageUrl)} />
      ) : (
        group.pages.map(({ pageUrl, finding }) => (
          <div key={pageUrl}>
            <FindingNodes finding={finding} />
            {pageActions ? pageActions(finding) : null}
          </div>
        ))
      )}
    </article>
  );
}

/**
 * Why the rule matters and how to fix it, with an example before and after. A plain block under its
 * heading, not a landmark: every rule card has one.
 */
function FixGuideSection({ fix }: { fix: NonNullable<FindingView['fix']> }) {
  const { t } = useTranslation('scans');
  return (
    <div className="mt-4 rounded-lg bg-slate-50 p-4 dark:bg-slate-800">
      <h4 className="font-bold">{t('rule.fix.heading')}</h4>
      <p className="mt-2">
        <span className="font-semibold">{t('rule.fix.why')}</span> {fix.why}
      </p>
      <p className="mt-2">
        <span className="font-semibold">{t('rule.fix.how')}</span> {fix.how}
      </p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <FixExample label={t('rule.fix.before')} code={fix.before} />
        <FixExample label={t('rule.fix.after')} code={fix.after} />
      </div>
    </div>
  );
}

function FixExample({ label, code }: { label: string; code: string }) {
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold">{label}</figcaption>
      {/* Wrapped, not scrolled: a scrolling box would need to take the keyboard focus. */}
      <pre className="mt-1 whitespace-pre-wrap rounded bg-white p-2 text-sm [overflow-wrap:anywhere] dark:bg-slate-900">
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** An inapplicable rule has no elements to show, only the pages it found nothing to check on. */
function InapplicablePages({ pageUrls }: { pageUrls: string[] }) {
  const { t } = useTranslation('scans');
  const labelId = useId();
  return (
    <div className="mt-3">
      <p id={labelId} className="text-sm font-semibold">
        {t('rule.inapplicablePages')}
      </p>
      <ul aria-labelledby={labelId} className="mt-1 list-disc pl-6" data-testid="inapplicable-pages">
        {pageUrls.map((url) => (
          <li key={url} className="[overflow-wrap:anywhere]">
            {url}
          </li>
        ))}
      </ul>
    </div>
  );
}
