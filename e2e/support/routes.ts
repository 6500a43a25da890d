import { readFileSync } from 'node:fs';
import type { Locale } from './test.js';

/**
 * Every route a signed-out visitor can see (product §2; `/setup` is always allowed), the privacy
 * placeholder and an unknown path, with its title key. The login-required routes send a signed-out
 * visitor to the login instead (LOGIN_REQUIRED_ROUTES, tested in auth.spec.ts).
 */
export const ROUTE_TITLES: Record<string, string> = {
  '/': 'home',
  '/pricing': 'pricing',
  '/contact': 'contact',
  '/kontakt': 'contact',
  '/imprint': 'imprint',
  '/impressum': 'imprint',
  '/eaa': 'eaa',
  '/wcag': 'wcag',
  '/bfsg': 'bfsg',
  '/rules/bfsg': 'rules',
  '/setup': 'setup',
  '/datenschutz': 'privacy',
  '/privacy': 'privacy',
  '/barrierefreiheit': 'accessibility',
  '/accessibility': 'accessibility',
  '/no-such-page': 'notFound',
};

/**
 * Product §2: these need a signed-in user (all but the local provider's test checkout and billing
 * portal also need a plan).
 */
export const LOGIN_REQUIRED_ROUTES = [
  '/profile',
  '/profile/general',
  '/profile/team',
  '/profile/activity',
  '/profile/notifications',
  '/profile/integrations',
  '/einladung',
  '/runs',
  '/run/example-id',
  '/billing/test-checkout/example-id',
  '/billing/test-portal',
  '/sites',
  '/sites/example-id',
  '/sites/example-id/conformance',
  '/sites/example-id/evaluation',
  '/sites/example-id/criteria/1.1.1',
  '/sites/example-id/statement',
  '/sites/example-id/settings',
] as const;

type Common = { titles: Record<string, string>; titleTemplate: string };

/** The app's own translation files, so tests assert the texts people see without copying them. */
export function commonTexts(locale: Locale): Common {
  const url = new URL(`../../apps/web/src/i18n/locales/${locale}/common.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Common;
}

/** The document title of the page whose title key (common.json `titles`) is `key`. */
export function pageTitle(locale: Locale, key: string): string {
  const common = commonTexts(locale);
  return common.titleTemplate.replace('{{title}}', common.titles[key] ?? key);
}

export function expectedTitle(locale: Locale, route: string): string {
  return pageTitle(locale, ROUTE_TITLES[route] ?? 'notFound');
}
