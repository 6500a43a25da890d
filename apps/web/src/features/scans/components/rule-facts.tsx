import type { RuleTexts } from '@klarsicht/contracts';
import { ENGINE_NAMES, type Engine } from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from '../../../components/icons';
import { textLinkClass } from '../../../components/ui-classes';

/**
 * What a rule says and where it stands: its description, learn-more link, the standards it maps to
 * (WCAG criterion and level, EN 301 549 clause, BFSG), the engines that found it and, for what is to be fixed, its fix guide.
 */
export function RuleFacts({
  rule,
  engines,
  showFix,
}: {
  rule: Pick<RuleTexts, 'description' | 'help' | 'helpUrl' | 'wcag' | 'en301549' | 'bfsg' | 'fix'> & {
    source: Engine;
  };
  /** Every engine that reported the rule's elements (the rule's own first); the rule's own alone when absent. */
  engines?: readonly Engine[];
  showFix: boolean;
}) {
  const { t } = useTranslation('scans');
  return (
    <>
      <p className="mt-3">{rule.description}</p>
      {rule.helpUrl ? (
        <p className="mt-2">
          <a href={rule.helpUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
            {t('rule.learnMore')}
            <span className="ml-1 inline-block align-middle">
              <ExternalLinkIcon />
            </span>
            <span className="sr-only"> {t('rule.learnMoreContext', { rule: rule.help })}</span>
          </a>
        </p>
      ) : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-sm font-semibold">{t('rule.wcag')}</dt>
          <dd>
            {rule.wcag.length > 0 ? (
              <ul>
                {rule.wcag.map((criterion) => (
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
          <dd>{rule.en301549.length > 0 ? rule.en301549.join(', ') : t('rule.noClause')}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">{t('rule.bfsg')}</dt>
          <dd>{rule.bfsg ?? (rule.en301549.length > 0 ? t('rule.bfsgNote') : t('rule.noClause'))}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">{t('rule.foundBy')}</dt>
          <dd>{(engines ?? [rule.source]).map((engine) => ENGINE_NAMES[engine]).join(', ')}</dd>
        </div>
      </dl>
      {rule.fix && showFix ? <FixGuideSection fix={rule.fix} /> : null}
    </>
  );
}

/**
 * Why the rule matters and how to fix it, with an example before and after. A plain block under its
 * heading, not a landmark: every rule card has one.
 */
function FixGuideSection({ fix }: { fix: NonNullable<RuleTexts['fix']> }) {
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
