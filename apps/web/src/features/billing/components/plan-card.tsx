import type { BillingMode, Money, PlanView } from '@klarsicht/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { InlineConfirm } from '../../../components/inline-confirm';
import { buttonPrimaryClass, buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { useFormatPrice } from '../../../lib/format-price';
import { planIncludes } from '../allowance';
import type { PlanStanding } from '../plan-standing';

interface PlanCardProps {
  plan: PlanView;
  mode: BillingMode;
  /** The plan's price in the billing mode and the currency it would be charged in. */
  price: Money | null;
  standing: PlanStanding;
  /** The subscription's plan, named when a change of plan is confirmed. */
  currentPlanName: string | null;
  /** This plan's checkout or change is under way. */
  choosing: boolean;
  /** Some checkout or change is under way: the other buttons wait. */
  busy: boolean;
  onChoose: (plan: PlanView) => void;
  onChange: (plan: PlanView) => void;
}

/**
 * One plan: price for the chosen billing, URL allowance, standards, and what can be done with it:
 * bought, changed to (after a confirmation), or marked as the plan the account has.
 */
export function PlanCard(props: PlanCardProps) {
  const { plan, mode, price, standing } = props;
  const { t } = useTranslation('billing');
  const formatPrice = useFormatPrice();
  const headingId = `setup-plan-${plan.id}`;
  const current = standing === 'current';
  return (
    <article
      aria-labelledby={headingId}
      className={`flex w-full flex-col rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900 ${
        current
          ? 'border-2 border-green-700 dark:border-green-300'
          : 'border border-slate-300 dark:border-slate-600'
      }`}
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
        {planIncludes(plan, t).map((line) => (
          <li key={line} className="flex gap-2">
            <span className="mt-0.5 text-green-700 dark:text-green-300">
              <CheckIcon />
            </span>
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <PlanAction {...props} />
    </article>
  );
}

function PlanAction({
  plan,
  price,
  standing,
  currentPlanName,
  choosing,
  busy,
  onChoose,
  onChange,
}: PlanCardProps) {
  const { t } = useTranslation('billing');
  const formatPrice = useFormatPrice();
  const [confirming, setConfirming] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };

  if (standing === 'current') {
    return (
      <p
        data-testid={`current-plan-${plan.id}`}
        className="mt-8 flex items-center gap-2 rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        <CheckIcon aria-hidden="true" />
        {t('setup.currentPlan')}
      </p>
    );
  }
  if (standing === 'contact') {
    return (
      <Link to="/contact" className={`${buttonSecondaryClass} mt-8`}>
        {t('setup.contactSales')}
      </Link>
    );
  }
  if (standing === 'change') {
    return confirming ? (
      <InlineConfirm
        className="mt-8"
        question={t('setup.confirmChange', { from: currentPlanName ?? '', plan: plan.name })}
        yesLabel={t('setup.changeYes')}
        noLabel={t('setup.changeNo')}
        busy={busy}
        onYes={() => {
          setConfirming(false);
          onChange(plan);
        }}
        onNo={() => {
          setConfirming(false);
          requestAnimationFrame(() => changeButton.current?.focus());
        }}
      >
        <p className="mt-1">
          {t('setup.changeTerms', { price: price ? formatPrice(price.amount, price.currency) : '' })}
        </p>
      </InlineConfirm>
    ) : (
      <button
        ref={changeButton}
        type="button"
        className={`${buttonSecondaryClass} mt-8`}
        aria-disabled={busy || undefined}
        onClick={guard(() => setConfirming(true))}
      >
        {choosing ? t('setup.changing') : t('setup.changeTo', { plan: plan.name })}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${buttonPrimaryClass} mt-8`}
      aria-disabled={busy || undefined}
      onClick={guard(() => onChoose(plan))}
    >
      {choosing ? t('setup.choosing') : t('setup.choose', { plan: plan.name })}
    </button>
  );
}
