import { useTranslation } from 'react-i18next';
import { intervalWords } from './interval';

/** An interval in words in the current language: "Wöchentlich", "Alle 3 Tage". */
export function useIntervalText(): (minutes: number) => string {
  const { t } = useTranslation('monitoring');
  return (minutes) => {
    const words = intervalWords(minutes);
    return 'count' in words ? t(`interval.${words.key}`, { count: words.count }) : t(`interval.${words.key}`);
  };
}
