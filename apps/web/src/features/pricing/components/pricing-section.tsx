import { PLAN_PRICES } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { PageSection } from '../../../components/page-section';
import { buttonPrimaryClass, buttonSecondaryClass, textLinkClass } from '../../../components/ui-classes';
import { useFormatPrice, useSaleCurrency } from '../../../lib/format-price';
import { PLANS, type Plan } from '../plans';

export const PRICING_SECTION_ID = 'pricing';

export function PricingSection() {
  const { t } = useTranslation('pricing');
  return (
    <PageSection id={PRICING_SECTION_ID} heading={t('heading')} lead={t('lead')} className="scroll-mt-4">
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('pricing');
  const formatPrice = useFormatPrice();
  // German pages sell in euro, English pages in dollars: each currency's own amount.
  const currency = useSaleCurrency();
  const price = PLAN_PRICES[plan.id].find((entry) => entry.currency === currency);
  const name = t(`plans.${plan.id}.name`);
  const features = t(`plans.${plan.id}.features`, { returnObjects: true });
  const border = plan.recommended
    ? 'border-2 border-blue-700 dark:border-blue-300'
    : 'border border-slate-300 dark:border-slate-600';
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`flex w-full flex-col rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900 ${border}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`plan-${plan.id}`} className="text-xl font-bold">
          {name}
        </h3>
        {plan.recommended ? (
          <span className="rounded-full bg-blue-100 px-3 py-1 text-sm font-semibold text-blue-900 dark:bg-blue-950 dark:text-blue-100">
            {t('recommended')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`plans.${plan.id}.description`)}</p>
      <div className="mt-6">
        {price ? (
          <>
            <p>
              <span className="text-4xl font-bold tracking-tight">
                {formatPrice(price.monthly, price.currency)}
              </span>{' '}
              <span className="text-slate-600 dark:text-slate-300">{t('perMonth')}</span>
            </p>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              {t('once', { price: formatPrice(price.once, price.currency) })}
            </p>
          </>
        ) : (
          <>
            <p className="text-4xl font-bold tracking-tight">{t('onRequest')}</p>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{t('onRequestNote')}</p>
          </>
        )}
      </div>
      <ul aria-label={t('featuresLabel', { plan: name })} className="mt-6 flex-1 space-y-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span className="mt-0.5 text-green-700 dark:text-green-300">
              <CheckIcon />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to={`/rules/${plan.checks}`} className={textLinkClass}>
          {t('rulesLink')}
          <span className="sr-only"> {t('rulesLinkContext', { plan: name })}</span>
        </Link>
      </p>
      {price ? (
        <Link to="/setup" className={`${plan.recommended ? buttonPrimaryClass : buttonSecondaryClass} mt-8`}>
          {t('choose', { plan: name })}
        </Link>
      ) : (
        <Link to="/contact" className={`${buttonSecondaryClass} mt-8`}>
          {t('contactSales')}
        </Link>
      )}
    </article>
  );
}
