import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../i18n/languages';
import { nextCheckTime } from '../../../lib/next-check-time';

/** The refusal of one free check too many: when the next one is possible, by the clock and from now. */
export function RateLimitMessage({ retry }: { retry: { from: Date; afterSeconds: number } }) {
  const { t, i18n } = useTranslation('freeCheck');
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const next = nextCheckTime(retry.afterSeconds, retry.from, language, navigator.languages ?? []);
  return next.date
    ? t('rateLimit.laterDay', { date: next.date, time: next.time, relative: next.relative })
    : t('rateLimit.today', { time: next.time, relative: next.relative });
}
