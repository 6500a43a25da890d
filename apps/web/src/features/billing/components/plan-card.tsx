import type { BillingMode, PlanView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { buttonPrimaryClass, buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { useFormatPrice } from '../../../lib/format-price';
import { orderedProfiles } from '../allowance';

interface PlanCardProps {
  plan: PlanView;
  mode: BillingMode;
  /** This plan's checkout is being opened. */
  choosing: boolean;
  /** Some checkout is being opened: the other buttons wait. */
  busy: boolean;
  onChoose: (plan: PlanView) => void;
}

/** One plan: price for the chosen billing, URL allowance, standards, and its checkout button. */
export function PlanCard({ plan, mode, choosing, busy, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const formatPrice = useFormatPrice();
  const price = mode === 'subscription' ? plan.monthly : plan.once;
  const headingId = `setup-plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-xl border border-slate-300 bg-white p-6 shadow-sm dark:border-slate-600 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-xl font-bold">
        {plan.name}
      </h3>
      <p className="mt-4">
        {plan.purchasable && price ? (
          <>
            <span className="text-3xl font-bold tracking-tight" data-testid={`price-${plan.id}`}>
              {formatPrice(price.amount, price.currency)}
            </span>{' '}
            <span className={mutedTextClass}>{mode === 'subscription' ? t('perMonth') : t('once')}</span>
          </>
        ) : (
          <span className="text-3xl font-bold tracking-tight">{t('setup.onRequest')}</span>
        )}
      </p>
      <ul aria-label={t('setup.allowanceLabel', { plan: plan.name })} className="mt-6 flex-1 space-y-2">
        <li className="flex gap-2">
          <span className="mt-0.5 text-green-700 dark:text-green-300">
            <CheckIcon />
          </span>
          <span>{plan.urls === null ? t('urlsUnlimited') : t('urls', { count: plan.urls })}</span>
        </li>
        {orderedProfiles(plan.profiles).map((profile) => (
          <li key={profile} className="flex gap-2">
            <span className="mt-0.5 text-green-700 dark:text-green-300">
              <CheckIcon />
            </span>
            <span>{t(`profiles.${profile}`)}</span>
          </li>
        ))}
      </ul>
      {plan.purchasable ? (
        <button
          type="button"
          className={`${buttonPrimaryClass} mt-8`}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onChoose(plan);
          }}
        >
          {choosing ? t('setup.choosing') : t('setup.choose', { plan: plan.name })}
        </button>
      ) : (
        <Link to="/contact" className={`${buttonSecondaryClass} mt-8`}>
          {t('setup.contactSales')}
        </Link>
      )}
    </article>
  );
}
