import type { TestCheckoutView } from '@klarsicht/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '../../components/query-status';
import {
  buttonPrimaryClass,
  buttonSecondaryClass,
  cardClass,
  containerClass,
  textLinkClass,
} from '../../components/ui-classes';
import { ApiError } from '../../lib/api-client';
import { useFormatPrice } from '../../lib/format-price';
import { useAuth } from '../auth';
import { fetchTestCheckout, finishTestCheckout } from './api/billing-api';
import { billingErrorKey } from './billing-errors';
import { TestModeNotice } from './components/test-mode-notice';
import { SETUP_PATH } from './payment-setup-page';

/**
 * The local provider's checkout (`/billing/test-checkout/:id`), in place of a provider-hosted page:
 * the order, and "pay" or "cancel", each sending the browser where the server says. Labelled test
 * mode in its heading and a banner: nothing is charged.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation(['common', 'billing']);
  const { id = '' } = useParams();
  const { user } = useAuth();
  const checkout = useQuery({
    queryKey: ['billing', 'test-checkout', user?.sub, id],
    queryFn: () => fetchTestCheckout(id),
    enabled: user !== null && id !== '',
  });

  return (
    <div className={`${containerClass} py-12 sm:py-16`}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('titles.testCheckout')}</h1>
      <TestModeNotice />
      {checkout.isPending ? (
        <LoadingStatus className="mt-8">{t('billing:checkout.loading')}</LoadingStatus>
      ) : checkout.isError ? (
        <CheckoutUnavailable error={checkout.error} retry={() => void checkout.refetch()} />
      ) : checkout.data.status === 'expired' ? (
        <CheckoutUnavailable error={new ApiError(404, undefined)} retry={null} />
      ) : (
        <CheckoutSummary checkout={checkout.data} />
      )}
    </div>
  );
}

function CheckoutSummary({ checkout }: { checkout: TestCheckoutView }) {
  const { t } = useTranslation('billing');
  const finish = useMutation({
    mutationFn: (outcome: 'complete' | 'cancel') => finishTestCheckout(checkout.id, outcome),
    onSuccess: (url) => window.location.assign(url),
  });
  const busy = finish.isPending || finish.isSuccess;
  const price = useFormatPrice()(checkout.price.amount, checkout.price.currency);
  return (
    <section aria-labelledby="checkout-summary" className={`${cardClass} mt-8 max-w-xl`}>
      <h2 id="checkout-summary" className="text-xl font-bold">
        {t('checkout.summary')}
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t('checkout.plan')}</dt>
        <dd data-testid="checkout-plan">{checkout.planName}</dd>
        <dt className="font-semibold">{t('checkout.mode')}</dt>
        <dd data-testid="checkout-mode">{t(`modes.${checkout.mode}`)}</dd>
        <dt className="font-semibold">{t('checkout.price')}</dt>
        <dd data-testid="checkout-price">
          {price} {checkout.mode === 'subscription' ? t('perMonth') : t('once')}
        </dd>
      </dl>
      {checkout.status === 'complete' ? (
        <div className="mt-6">
          <p role="status">{t('checkout.complete')}</p>
          <a href={checkout.successUrl} className={`${textLinkClass} mt-2 inline-block`}>
            {t('checkout.continue')}
          </a>
        </div>
      ) : (
        <div className="mt-8 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonPrimaryClass}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) finish.mutate('complete');
            }}
          >
            {busy && finish.variables === 'complete' ? t('checkout.paying') : t('checkout.pay')}
          </button>
          <button
            type="button"
            className={buttonSecondaryClass}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) finish.mutate('cancel');
            }}
          >
            {busy && finish.variables === 'cancel' ? t('checkout.cancelling') : t('checkout.cancel')}
          </button>
        </div>
      )}
      <p role="alert" className="mt-4 font-medium text-red-700 empty:hidden dark:text-red-300">
        {finish.isError ? t(`errors.${billingErrorKey(finish.error)}`) : ''}
      </p>
    </section>
  );
}

function CheckoutUnavailable({ error, retry }: { error: unknown; retry: (() => void) | null }) {
  const { t } = useTranslation('billing');
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <div className="mt-8">
      <p role="alert" className="text-lg">
        {gone ? t('checkout.notFound') : t(`errors.${billingErrorKey(error)}`)}
      </p>
      <p className="mt-4 flex flex-wrap gap-4">
        {!gone && retry ? (
          <button type="button" className={buttonSecondaryClass} onClick={retry}>
            {t('retry')}
          </button>
        ) : null}
        <Link to={SETUP_PATH} className={`${textLinkClass} self-center`}>
          {t('checkout.toSetup')}
        </Link>
      </p>
    </div>
  );
}
