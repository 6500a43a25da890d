/**
 * Spec §3 "Price display": the amount in minor units divided by 100, in the German-locale
 * currency format with the upper-cased currency code — whatever the interface language.
 */
export function formatPrice(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: currency.toUpperCase() }).format(
    amountMinor / 100,
  );
}
