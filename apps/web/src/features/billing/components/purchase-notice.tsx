import { planPrice } from '@klarsicht/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { buttonSecondaryClass, containerClass, textLinkClass } from '../../../components/ui-classes';
import { useFormatPrice } from '../../../lib/format-price';
import { planIncludes } from '../allowance';
import { usePlans } from '../api/billing-queries';
import { purchaseFromState } from '../purchase';
import { PROFILE_PATH } from './active-plan-notice';

/**
 * Back from a paid checkout on the runs list: what was bought (plan, monthly or once, its price)
 * and what it allows (sites, profiles, page budget), until dismissed. The payment confirmation
 * hands the purchase over in the router's location state.
 */
export function PurchaseNotice() {
  const { t } = useTranslation('billing');
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const formatPrice = useFormatPrice();
  const purchase = purchaseFromState(location.state);
  const plans = usePlans();
  // The live region is in the page before its text, or screen readers would not announce it.
  const [speak, setSpeak] = useState(false);
  useEffect(() => setSpeak(true), []);

  if (!purchase) return null;
  const plan = plans.data?.items.find((candidate) => candidate.id === purchase.planId);
  const price = plan ? planPrice(plan.prices, purchase.mode, purchase.currency) : null;
  const dismiss = () =>
    // Without the state, neither a reload nor "back" shows it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });

  return (
    <div className={`${containerClass} pt-8`}>
      <section
        aria-labelledby={plan && speak ? headingId : undefined}
        data-testid="purchase-notice"
        className="rounded-xl border-2 border-green-700 bg-green-50 p-6 text-green-950 dark:border-green-300 dark:bg-green-950 dark:text-green-50"
      >
        <div role="status">
          {plan && speak ? (
            <>
              <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
                <CheckIcon aria-hidden="true" />
                {t('purchased.heading')}
              </h2>
              <p className="mt-2">
                {t(`purchased.bought_${purchase.mode}`, {
                  plan: plan.name,
                  price: price ? formatPrice(price.amount, price.currency) : '',
                })}
              </p>
              <ul
                aria-label={t('purchased.includesLabel', { plan: plan.name })}
                className="mt-3 list-disc pl-6"
              >
                {planIncludes(plan, t).map((line) => (
                  <li key={line}>{line}</li>
                ))}
                <li>{t('purchased.pageBudget', { count: plan.pageBudget })}</li>
              </ul>
              <p className="mt-3">
                {t('purchased.nextStep')}{' '}
                <Link to={PROFILE_PATH} className={textLinkClass}>
                  {t('purchased.toProfile')}
                </Link>
              </p>
            </>
          ) : null}
        </div>
        <button type="button" className={`${buttonSecondaryClass} mt-4`} onClick={dismiss}>
          {t('purchased.dismiss')}
        </button>
      </section>
    </div>
  );
}
