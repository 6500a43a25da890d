import { PROFILE_IDS, type ProfileId, type RuleList } from '@klarsicht/contracts';
import { ENGINE_NAMES } from '@klarsicht/report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ImpactBadge } from '../../../components/impact-badge';
import { LoadingStatus } from '../../../components/query-status';
import { cardClass, containerClass, mutedTextClass, textLinkClass } from '../../../components/ui-classes';
import { useLanguage } from '../../../i18n/languages';
import { useRules } from '../api/get-rules';

type Rule = RuleList['rules'][number];

const isProfile = (value: string | undefined): value is ProfileId =>
  (PROFILE_IDS as readonly string[]).includes(value ?? '');

/** `/rules/:profile`: every rule a profile (and so a plan) runs, as `klarsicht rules` lists them. */
export function RulesPage() {
  const { t } = useTranslation('rules');
  const { t: tBilling } = useTranslation('billing');
  const requested = useParams().profile;
  const profile = isProfile(requested) ? requested : undefined;
  return (
    <div className={`${containerClass} py-12`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {profile ? t('heading', { profile: tBilling(`profiles.${profile}`) }) : t('unknown.heading')}
      </h1>
      <p className="mt-4 max-w-3xl text-lg">{t('intro')}</p>
      <ProfileLinks current={profile} />
      {profile ? <ProfileRuleList profile={profile} /> : <p className="mt-6">{t('unknown.text')}</p>}
    </div>
  );
}

function ProfileLinks({ current }: { current: ProfileId | undefined }) {
  const { t } = useTranslation('rules');
  const { t: tBilling } = useTranslation('billing');
  return (
    <nav aria-label={t('profilesLabel')} className="mt-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {PROFILE_IDS.map((profile) => (
          <li key={profile}>
            <Link
              to={`/rules/${profile}`}
              aria-current={profile === current ? 'page' : undefined}
              className={`${textLinkClass} aria-[current=page]:font-bold aria-[current=page]:no-underline`}
            >
              {tBilling(`profiles.${profile}`)}
            </Link>{' '}
            <span className={`text-sm ${mutedTextClass}`}>{t(`plans.${profile}`)}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProfileRuleList({ profile }: { profile: ProfileId }) {
  const { t } = useTranslation('rules');
  const language = useLanguage();
  const rules = useRules(profile, language);
  const headingId = useId();
  if (rules.status === 'pending') return <LoadingStatus className="mt-8">{t('loading')}</LoadingStatus>;
  if (rules.status === 'error') {
    return (
      <p role="alert" className="mt-8">
        {t('failed')}
      </p>
    );
  }
  const list = rules.data.rules;
  const count = (category: Rule['category']) => list.filter((rule) => rule.category === category).length;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        {t('listHeading', { count: list.length })}
      </h2>
      <p className="mt-2" data-testid="rule-counts">
        {t('counts', {
          wcag: t('categoryCount.wcag', { count: count('wcag') }),
          bestPractice: t('categoryCount.best-practice', { count: count('best-practice') }),
          bfsg: t('categoryCount.bfsg', { count: count('bfsg') }),
        })}
      </p>
      <p className="mt-2">
        {t('limits')}{' '}
        <Link to="/wcag#manual-checks" className={textLinkClass}>
          {t('limitsLink')}
        </Link>
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="rules">
        {list.map((rule) => (
          <RuleItem key={rule.id} rule={rule} />
        ))}
      </ul>
    </section>
  );
}

function RuleItem({ rule }: { rule: Rule }) {
  const { t } = useTranslation('rules');
  return (
    <li className={`${cardClass} min-w-0`} data-rule={rule.id}>
      <p className="font-semibold [overflow-wrap:anywhere]">{rule.title}</p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
        <dt className="font-semibold">{t('fields.id')}</dt>
        <dd>
          <code className="break-all">{rule.id}</code>
        </dd>
        <dt className="font-semibold">{t('fields.category')}</dt>
        <dd>{t(`categories.${rule.category}`)}</dd>
        <dt className="font-semibold">{t('fields.impact')}</dt>
        <dd>{rule.impact ? <ImpactBadge impact={rule.impact} /> : t('none')}</dd>
        <dt className="font-semibold">{t('fields.wcag')}</dt>
        <dd>
          {rule.wcag.length > 0
            ? rule.wcag
                .map((criterion) => `${criterion.id} ${criterion.title} (${criterion.level})`)
                .join('; ')
            : t('none')}
        </dd>
        <dt className="font-semibold">{t('fields.en301549')}</dt>
        <dd>{rule.en301549.length > 0 ? rule.en301549.join(', ') : t('none')}</dd>
        <dt className="font-semibold">{t('fields.act')}</dt>
        <dd>{rule.actRules.length > 0 ? rule.actRules.join(', ') : t('none')}</dd>
        <dt className="font-semibold">{t('fields.engine')}</dt>
        <dd>{ENGINE_NAMES[rule.engine]}</dd>
      </dl>
    </li>
  );
}
