import { CURRENCY_OF_LANGUAGE, type Currency } from '@klarsicht/contracts';
import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from '../i18n/languages';

/**
 * Each language's own number format: the sign where that language writes it, its separators. US
 * English, because English pages sell in US dollars: "$15.00", not "US$15.00".
 */
const PRICE_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

/**
 * An amount in minor units in the currency it is charged in, written the way the interface
 * language writes money: "15,00 €" in German, "$15.00" in English. Every price on every page goes
 * through here, so the two languages never disagree about what is charged.
 */
export function formatPrice(amountMinor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(PRICE_LOCALES[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountMinor / 100);
}

/** formatPrice in the current interface language; re-renders when the language changes. */
export function useFormatPrice(): (amountMinor: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (amountMinor, currency) => formatPrice(amountMinor, currency, language);
}

/**
 * The currency the page sells in: euro on German pages, US dollars on English ones (product §9).
 * What someone already pays keeps its own currency; this is for what is bought now.
 */
export function useSaleCurrency(): Currency {
  const { i18n } = useTranslation();
  return CURRENCY_OF_LANGUAGE[toLanguage(i18n.resolvedLanguage ?? i18n.language)];
}
