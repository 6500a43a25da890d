import type { BillingAccount } from '@klarsicht/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { buttonSecondaryClass, mutedTextClass, textLinkClass } from '../../../components/ui-classes';
import { useFormatPrice } from '../../../lib/format-price';
import {
  allowanceOf,
  billingErrorKey,
  createPortalSession,
  OneTimePayments,
  SETUP_PATH,
  TrialUsage,
  useAccount,
} from '../../billing';
import { AddUrlForm } from './add-url-form';

/**
 * The subscription part of the profile (product §2, §3): plan, monthly cost, permitted URLs as
 * "current of limit", the form to add one, the one-time payments with their total, and the billing
 * portal. Without a plan, the way to /setup.
 */
export function AccountSummary({ userKey }: { userKey: string | undefined }) {
  const { t } = useTranslation('billing');
  const account = useAccount(userKey);
  if (account.isPending) {
    return <LoadingStatus className="mt-4">{t('account.loading')}</LoadingStatus>;
  }
  if (account.isError) {
    return (
      <LoadFailed
        className="mt-4"
        message={t('account.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void account.refetch()}
        retryClassName="mt-4"
      />
    );
  }
  if (!account.data.active) {
    return (
      <div className="mt-4">
        <p>{t('account.noPlan')}</p>
        {account.data.trial ? (
          <TrialUsage trial={account.data.trial} testId="account-trial" className="mt-2" />
        ) : null}
        <p className="mt-2">
          <Link to={SETUP_PATH} className={textLinkClass}>
            {t('account.toSetup')}
          </Link>
        </p>
      </div>
    );
  }
  return <ActiveAccount account={account.data} userKey={userKey} />;
}

function ActiveAccount({ account, userKey }: { account: BillingAccount; userKey: string | undefined }) {
  const { t } = useTranslation('billing');
  const formatPrice = useFormatPrice();
  const allowance = allowanceOf(account);
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t('account.plan')}</dt>
        <dd data-testid="account-plan">{account.planName}</dd>
        <dt className="font-semibold">{t('account.monthlyCost')}</dt>
        <dd data-testid="account-monthly-cost">
          {account.monthlyCost
            ? `${formatPrice(account.monthlyCost.amount, account.monthlyCost.currency)} ${t('perMonth')}`
            : t('account.noMonthlyCost')}
        </dd>
      </dl>

      <section aria-labelledby="account-urls" className="mt-8">
        <h3 id="account-urls" className="text-lg font-bold">
          {t('account.urlsHeading')}
        </h3>
        <p className="mt-1" data-testid="account-usage">
          {allowance.limit === null
            ? t('account.usageUnlimited', { used: allowance.used })
            : t('account.usage', { used: allowance.used, limit: allowance.limit })}
        </p>
        {account.urls.length === 0 ? (
          <p className={`mt-2 ${mutedTextClass}`}>{t('account.noUrls')}</p>
        ) : (
          <ul
            aria-labelledby="account-urls"
            className="mt-2 list-disc space-y-1 pl-6"
            data-testid="account-urls"
          >
            {account.urls.map((url) => (
              <li key={url} className="break-all">
                {url}
              </li>
            ))}
          </ul>
        )}
        <AddUrlForm userKey={userKey} />
      </section>

      {account.oneTimePayments.length > 0 ? (
        <OneTimePayments account={account} level={3} className="mt-8" />
      ) : null}
      {account.portalAvailable ? <PortalButton /> : null}
    </>
  );
}

function PortalButton() {
  const { t } = useTranslation('billing');
  const portal = useMutation({
    mutationFn: createPortalSession,
    onSuccess: (url) => window.location.assign(url),
  });
  const busy = portal.isPending || portal.isSuccess;
  return (
    <div className="mt-8">
      <button
        type="button"
        className={buttonSecondaryClass}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) portal.mutate();
        }}
      >
        {busy ? t('account.portalOpening') : t('account.portal')}
      </button>
      <p role="alert" className="mt-2 font-medium text-red-700 empty:hidden dark:text-red-300">
        {portal.isError ? t(`errors.${billingErrorKey(portal.error)}`) : ''}
      </p>
    </div>
  );
}
