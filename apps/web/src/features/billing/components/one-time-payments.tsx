import type { BillingAccount } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { Heading, type HeadingLevel } from '../../../components/heading';
import { mutedTextClass } from '../../../components/ui-classes';
import { formatDate } from '../../../lib/format-date';
import { useFormatPrice } from '../../../lib/format-price';

const termClass = 'font-semibold';

/**
 * The succeeded one-time payments (plan, amount, URLs, allowance) and their total (product §3). A list
 * of short description lists rather than a table: it reflows at 320 px without scrolling sideways.
 */
export function OneTimePayments({
  account,
  level,
  className = '',
}: {
  account: BillingAccount;
  level: HeadingLevel;
  className?: string;
}) {
  const { t, i18n } = useTranslation('billing');
  const formatPrice = useFormatPrice();
  const headingId = `one-time-payments-${level}`;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { oneTimePayments, totals } = account;
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading level={level} id={headingId} className="text-lg font-bold">
        {t('account.oneTimeHeading')}
      </Heading>
      {oneTimePayments.length === 0 ? (
        <p className={`mt-2 ${mutedTextClass}`}>{t('portal.noPayments')}</p>
      ) : (
        <>
          <ul className="mt-3 space-y-3" data-testid="one-time-payments">
            {oneTimePayments.map((payment) => (
              <li key={payment.id} className="rounded-lg border border-slate-300 p-4 dark:border-slate-600">
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                  <dt className={termClass}>{t('account.paymentPlan')}</dt>
                  <dd>{payment.planName}</dd>
                  <dt className={termClass}>{t('account.paymentDate')}</dt>
                  <dd>{formatDate(payment.createdAt, language)}</dd>
                  <dt className={termClass}>{t('account.paymentAmount')}</dt>
                  <dd>{formatPrice(payment.price.amount, payment.price.currency)}</dd>
                  <dt className={termClass}>{t('account.paymentUrls')}</dt>
                  <dd className="break-all">{payment.urls.length === 0 ? '–' : payment.urls.join(', ')}</dd>
                  <dt className={termClass}>{t('account.paymentLimit')}</dt>
                  <dd>{t('account.totalUsage', { used: payment.urls.length, limit: payment.limit })}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1" data-testid="one-time-total">
            <dt className={termClass}>{t('account.total')}</dt>
            <dd className="font-semibold">
              {totals.oneTimePaid ? formatPrice(totals.oneTimePaid.amount, totals.oneTimePaid.currency) : '–'}
            </dd>
            <dt className={termClass}>{t('account.paymentLimit')}</dt>
            <dd>{t('account.totalUsage', { used: totals.oneTimeUsed, limit: totals.oneTimeLimit })}</dd>
          </dl>
        </>
      )}
    </section>
  );
}
