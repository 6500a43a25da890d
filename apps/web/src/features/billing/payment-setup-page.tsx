import type { BillingMode, PlanView } from '@klarsicht/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed, LoadingStatus } from '../../components/query-status';
import { containerClass, mutedTextClass } from '../../components/ui-classes';
import { useSaleCurrency } from '../../lib/format-price';
import { startLogin, useAuth } from '../auth';
import { changeSubscriptionPlan, createCheckout } from './api/billing-api';
import { storeAccount, useAccount, usePlans } from './api/billing-queries';
import { billingErrorKey } from './billing-errors';
import { ActivePlanNotice } from './components/active-plan-notice';
import { BillingModeChoice } from './components/billing-mode-choice';
import { PaymentConfirmation } from './components/payment-confirmation';
import { PlanCard } from './components/plan-card';
import { TestModeNotice } from './components/test-mode-notice';
import { currencyFor, offeredModes, planStanding, priceOf } from './plan-standing';
import { rememberChoice } from './purchase';

export const SETUP_PATH = '/setup';

/**
 * `/setup` (product §2 payment_setup), always allowed by the guard: the plans with a monthly or
 * one-time choice, priced in the page language's currency; "choose" opens the provider's
 * checkout. The checkout returns here with `?checkout=success` (wait until the account is active,
 * then on to the runs) or `=cancelled`. Signed out, the plans show and "choose" starts the login,
 * coming back here. A subscriber sees their plan marked and changes to another after confirming
 * (decision 024); nothing the account already has is sold again.
 */
export function PaymentSetupPage({
  otherWaysIn,
}: {
  /** Shown to a signed-in person before the plans: ways in that need no plan of their own. */
  otherWaysIn?: ReactNode;
} = {}) {
  const { t } = useTranslation(['common', 'billing']);
  const { isAuthenticated, isLoading, user } = useAuth();
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('checkout');
  const plans = usePlans();
  const queryClient = useQueryClient();
  const account = useAccount(user?.sub, { enabled: isAuthenticated });
  const currentAccount = isAuthenticated ? account.data : undefined;
  const modes = offeredModes(currentAccount);
  const [chosenMode, setMode] = useState<BillingMode>('subscription');
  const mode = modes.includes(chosenMode) ? chosenMode : 'subscription';
  const currency = currencyFor(currentAccount, useSaleCurrency());
  const [choice, setChoice] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: (plan: PlanView) => createCheckout(plan.id, mode, currency),
    onMutate: (plan) => {
      setChoice(plan.id);
      setChangedTo(null);
      rememberChoice({ planId: plan.id, mode, currency });
    },
    onSuccess: (url) => window.location.assign(url),
    onError: () => setChoice(null),
  });
  const change = useMutation({
    mutationFn: (plan: PlanView) => changeSubscriptionPlan(plan.id),
    onMutate: (plan) => {
      setChoice(plan.id);
      setChangedTo(null);
    },
    onSuccess: (updated) => {
      storeAccount(queryClient, user?.sub, updated);
      setChangedTo(updated.planName ?? '');
    },
    onSettled: () => setChoice(null),
  });
  const failed = checkout.isError ? checkout.error : change.isError ? change.error : null;

  const choose = (plan: PlanView) => {
    if (isLoading) return;
    if (!isAuthenticated) {
      void startLogin({ returnTo: SETUP_PATH });
      return;
    }
    checkout.mutate(plan);
  };

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('titles.setup')}</h1>
      <p className="mt-4 max-w-2xl text-lg">{t('billing:setup.intro')}</p>
      {plans.data?.testMode ? <TestModeNotice /> : null}
      {outcome === 'success' && user ? <PaymentConfirmation userKey={user.sub} /> : null}
      {outcome === 'success' && isLoading ? (
        <p role="status" className="mt-8 text-lg font-semibold">
          {t('billing:setup.confirming')}
        </p>
      ) : null}
      {outcome === 'cancelled' ? (
        <p
          role="status"
          className="mt-6 max-w-2xl rounded-lg border border-slate-400 p-4 dark:border-slate-500"
        >
          {t('billing:setup.cancelled')}
        </p>
      ) : null}
      {isAuthenticated && user && outcome !== 'success' ? <ActivePlanNotice userKey={user.sub} /> : null}
      {isAuthenticated && user && outcome !== 'success' ? otherWaysIn : null}

      <section aria-labelledby="setup-plans" className="mt-10">
        <h2 id="setup-plans" className="text-2xl font-bold tracking-tight">
          {t('billing:setup.plansHeading')}
        </h2>
        {!isLoading && !isAuthenticated ? (
          <p className={`mt-2 ${mutedTextClass}`}>{t('billing:setup.signInHint')}</p>
        ) : null}
        {plans.isPending ? (
          <LoadingStatus className="mt-6">{t('billing:setup.loading')}</LoadingStatus>
        ) : plans.isError ? (
          <LoadFailed
            className="mt-6"
            message={t('billing:setup.loadFailed')}
            retryLabel={t('billing:retry')}
            onRetry={() => void plans.refetch()}
            retryClassName="mt-4"
          />
        ) : (
          <>
            {modes.length > 1 ? (
              <BillingModeChoice mode={mode} onChange={setMode} />
            ) : (
              <p className={`mt-4 max-w-2xl ${mutedTextClass}`}>{t('billing:setup.changeHint')}</p>
            )}
            <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-3">
              {plans.data.items.map((plan) => (
                <li key={plan.id} className="flex">
                  <PlanCard
                    plan={plan}
                    mode={mode}
                    price={priceOf(plan, mode, currency)}
                    standing={planStanding(plan, mode, currentAccount)}
                    currentPlanName={currentAccount?.subscription?.planName ?? null}
                    choosing={choice === plan.id}
                    busy={choice !== null}
                    onChoose={choose}
                    onChange={(plan) => change.mutate(plan)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        <p role="status" className="mt-6 font-medium empty:hidden">
          {change.isPending
            ? t('billing:setup.changing')
            : changedTo !== null
              ? t('billing:setup.changed', { plan: changedTo })
              : ''}
        </p>
        <p role="alert" className="mt-6 font-medium text-red-700 empty:hidden dark:text-red-300">
          {failed ? t(`billing:errors.${billingErrorKey(failed)}`) : ''}
        </p>
      </section>
    </div>
  );
}
