import {
  type BillingAccount,
  isCurrency,
  type PlanView,
  planPrice,
  type SubscriptionView,
} from '@klarsicht/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineConfirm } from '../../components/inline-confirm';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import {
  buttonSecondaryClass,
  cardClass,
  containerClass,
  mutedTextClass,
  textLinkClass,
} from '../../components/ui-classes';
import { useFormatPrice } from '../../lib/format-price';
import { useAuth } from '../auth';
import { changeTestSubscription } from './api/billing-api';
import { storeAccount, useAccount, usePlans } from './api/billing-queries';
import { billingErrorKey } from './billing-errors';
import { PROFILE_PATH } from './components/active-plan-notice';
import { OneTimePayments } from './components/one-time-payments';
import { SubscriptionStatus } from './components/subscription-status';
import { TestModeNotice } from './components/test-mode-notice';

/**
 * The local provider's billing portal (`/billing/test-portal`), where Stripe would host its own:
 * the subscription with cancel (after a confirmation) and a switch to another plan, the one-time
 * payments, and the way back to the profile. Labelled test mode: nothing is charged.
 */
export function TestPortalPage() {
  const { t } = useTranslation(['common', 'billing']);
  const { user } = useAuth();
  const account = useAccount(user?.sub);
  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('titles.testPortal')}</h1>
      <TestModeNotice />
      {account.isPending ? (
        <LoadingStatus className="mt-8">{t('billing:portal.loading')}</LoadingStatus>
      ) : account.isError ? (
        <LoadFailed
          className="mt-8"
          message={t('billing:portal.loadFailed')}
          retryLabel={t('billing:retry')}
          onRetry={() => void account.refetch()}
          retryClassName="mt-4"
        />
      ) : (
        <>
          <section aria-labelledby="portal-subscription" className={`${cardClass} mt-8`}>
            <h2 id="portal-subscription" className="text-xl font-bold">
              {t('billing:portal.subscriptionHeading')}
            </h2>
            <SubscriptionPanel account={account.data} userKey={user?.sub} />
          </section>
          {/* With a subscription the account lists no one-time payments (product §4): nothing to show. */}
          {account.data.subscription === null || account.data.oneTimePayments.length > 0 ? (
            <OneTimePayments account={account.data} level={2} className={`${cardClass} mt-8`} />
          ) : null}
        </>
      )}
      <p className="mt-8">
        <Link to={PROFILE_PATH} className={textLinkClass}>
          {t('billing:portal.backToProfile')}
        </Link>
      </p>
    </div>
  );
}

function SubscriptionPanel({ account, userKey }: { account: BillingAccount; userKey: string | undefined }) {
  const formatPrice = useFormatPrice();
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: changeTestSubscription,
    onMutate: () => setDone(null),
    onSuccess: (updated, request) => {
      storeAccount(queryClient, userKey, updated);
      setDone(
        request.action === 'cancel'
          ? t('portal.cancelled')
          : t('portal.switched', { plan: updated.subscription?.planName ?? updated.planName ?? '' }),
      );
    },
  });
  const subscription = account.subscription;
  return (
    <>
      {subscription ? (
        <>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">{t('portal.plan')}</dt>
            <dd data-testid="portal-plan">{subscription.planName}</dd>
            <dt className="font-semibold">{t('portal.price')}</dt>
            <dd>
              {subscription.price
                ? `${formatPrice(subscription.price.amount, subscription.price.currency)} ${t('perMonth')}`
                : '–'}
            </dd>
            <dt className="font-semibold">{t('portal.status')}</dt>
            <dd data-testid="portal-status">
              <SubscriptionStatus subscription={subscription} />
            </dd>
          </dl>
          {subscription.status !== 'canceled' ? (
            <SubscriptionActions
              subscription={subscription}
              busy={change.isPending}
              onCancel={() => change.mutate({ action: 'cancel' })}
              onSwitch={(plan) => change.mutate({ action: 'switch', plan: plan.id })}
            />
          ) : null}
        </>
      ) : (
        <p className={`mt-4 ${mutedTextClass}`}>{t('portal.noSubscription')}</p>
      )}
      <p role="status" className="mt-4 font-medium empty:hidden">
        {change.isPending ? t('portal.working') : (done ?? '')}
      </p>
      <p role="alert" className="mt-4 font-medium text-red-700 empty:hidden dark:text-red-300">
        {change.isError ? t(`errors.${billingErrorKey(change.error)}`) : ''}
      </p>
    </>
  );
}

interface SubscriptionActionsProps {
  subscription: SubscriptionView;
  busy: boolean;
  onCancel: () => void;
  onSwitch: (plan: PlanView) => void;
}

function SubscriptionActions({ subscription, busy, onCancel, onSwitch }: SubscriptionActionsProps) {
  const formatPrice = useFormatPrice();
  const { t } = useTranslation('billing');
  const plans = usePlans();
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // A switch keeps the currency the subscription is billed in.
  const billed = subscription.price?.currency;
  const currency = isCurrency(billed) ? billed : 'eur';
  const others = (plans.data?.items ?? []).flatMap((plan) => {
    const monthly = plan.id === subscription.planId ? null : planPrice(plan.prices, 'subscription', currency);
    return monthly ? [{ plan, monthly }] : [];
  });
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <>
      <div className="mt-6">
        {confirming ? (
          <InlineConfirm
            question={t('portal.confirmCancel', { plan: subscription.planName })}
            yesLabel={t('portal.confirmYes')}
            noLabel={t('portal.confirmNo')}
            busy={busy}
            onYes={() => {
              setConfirming(false);
              onCancel();
            }}
            onNo={() => {
              setConfirming(false);
              requestAnimationFrame(() => cancelButton.current?.focus());
            }}
          />
        ) : (
          <button
            ref={cancelButton}
            type="button"
            className={buttonSecondaryClass}
            aria-disabled={busy || undefined}
            onClick={guard(() => setConfirming(true))}
          >
            {t('portal.cancel')}
          </button>
        )}
      </div>
      {others.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-lg font-bold">{t('portal.switchHeading')}</h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {others.map(({ plan, monthly }) => (
              <li key={plan.id}>
                <button
                  type="button"
                  className={buttonSecondaryClass}
                  aria-disabled={busy || undefined}
                  onClick={guard(() => onSwitch(plan))}
                >
                  {t('portal.switchTo', {
                    plan: plan.name,
                    price: formatPrice(monthly.amount, monthly.currency),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
