import type { BillingAccount } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../i18n/languages';
import { nextCheckTime } from '../../../lib/next-check-time';

type Trial = NonNullable<BillingAccount['trial']>;

/**
 * Without a plan, the free checks are the trial: "current of limit", and once all are used, when
 * the next one is possible (the same words as the free check's refusal).
 */
export function TrialUsage({
  trial,
  testId,
  className,
}: {
  trial: Trial;
  testId: string;
  className: string;
}) {
  const { t, i18n } = useTranslation('billing');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const now = new Date();
  const resetsAt = trial.resetsAt ? Date.parse(trial.resetsAt) : Number.NaN;
  const next =
    trial.used >= trial.limit && resetsAt > now.getTime()
      ? nextCheckTime((resetsAt - now.getTime()) / 1000, now, language, navigator.languages ?? [])
      : null;
  return (
    <p className={className} data-testid={testId}>
      {t('account.trialUsage', { used: trial.used, limit: trial.limit })}
      {next
        ? ` ${
            next.date
              ? t('account.trialResetsOn', { date: next.date, time: next.time, relative: next.relative })
              : t('account.trialResets', { time: next.time, relative: next.relative })
          }`
        : null}
    </p>
  );
}
