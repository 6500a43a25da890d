import type { SubscriptionView } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';

const KNOWN_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

const isKnown = (status: string): status is KnownStatus =>
  (KNOWN_STATUSES as readonly string[]).includes(status);

/** The provider's subscription status in words, with the end date once cancelled at period end. */
export function SubscriptionStatus({ subscription }: { subscription: SubscriptionView }) {
  const { t, i18n } = useTranslation('billing');
  const { status, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  const label = isKnown(status) ? t(`portal.statuses.${status}`) : t('portal.statuses.other', { status });
  if (!cancelAtPeriodEnd || !currentPeriodEnd) return <>{label}</>;
  const date = formatDate(currentPeriodEnd, i18n.resolvedLanguage ?? i18n.language, 'long');
  return (
    <>
      {label} – {t('portal.endsOn', { date })}
    </>
  );
}
