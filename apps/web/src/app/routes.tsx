import { APP_ROUTE_PATHS, type AppRouteName } from '@klarsicht/contracts';
import { matchRoutes } from 'react-router';
import { type LazyPage, lazyPage } from './lazy-page';

export type TitleKey =
  | 'home'
  | 'pricing'
  | 'contact'
  | 'imprint'
  | 'privacy'
  | 'accessibility'
  | 'bfsg'
  | 'eaa'
  | 'wcag'
  | 'rules'
  | 'profile'
  | 'team'
  | 'activity'
  | 'invitation'
  | 'runs'
  | 'runDetail'
  | 'sites'
  | 'site'
  | 'conformance'
  | 'criterion'
  | 'statement'
  | 'siteSettings'
  | 'accountDeleted'
  | 'setup'
  | 'testCheckout'
  | 'testPortal'
  | 'notFound'
  | 'error';

export interface AppRoute {
  path: string;
  /** Product §2 route name; its path comes from the list the server shares (APP_ROUTE_PATHS). */
  name: AppRouteName | 'not_found';
  /** Key under common:titles for the document title. */
  titleKey: TitleKey;
  /** Section to scroll to when the route opens. */
  scrollTo?: string;
  page?: LazyPage;
  redirectTo?: string;
}

// The home view's namespaces: its sections, the free check and the pricing.
const home = lazyPage(() => import('./routes/home'), ['home', 'freeCheck', 'pricing']);
const contact = lazyPage(() => import('./routes/contact'), ['contact']);
const imprint = lazyPage(() => import('./routes/imprint'), ['legal']);
const privacy = lazyPage(() => import('./routes/privacy'), ['legal']);
const accessibility = lazyPage(() => import('./routes/accessibility'), ['legal']);

/** The product description's routes (§2) plus the local provider's billing pages, the privacy placeholder and a 404. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: APP_ROUTE_PATHS.home, name: 'home', titleKey: 'home', page: home },
  { path: APP_ROUTE_PATHS.pricing, name: 'pricing', titleKey: 'pricing', scrollTo: 'pricing', page: home },
  { path: APP_ROUTE_PATHS.contact, name: 'contact', titleKey: 'contact', page: contact },
  { path: APP_ROUTE_PATHS.kontakt, name: 'kontakt', titleKey: 'contact', page: contact },
  { path: APP_ROUTE_PATHS.imprint, name: 'imprint', titleKey: 'imprint', page: imprint },
  { path: APP_ROUTE_PATHS.impressum, name: 'impressum', titleKey: 'imprint', page: imprint },
  {
    path: APP_ROUTE_PATHS.eaa,
    name: 'eaa',
    titleKey: 'eaa',
    page: lazyPage(() => import('./routes/eaa'), ['eaa']),
  },
  {
    path: APP_ROUTE_PATHS.wcag,
    name: 'wcag',
    titleKey: 'wcag',
    page: lazyPage(() => import('./routes/wcag'), ['wcag']),
  },
  {
    path: APP_ROUTE_PATHS.bfsg,
    name: 'bfsg',
    titleKey: 'bfsg',
    page: lazyPage(() => import('./routes/bfsg'), ['bfsg']),
  },
  {
    path: APP_ROUTE_PATHS.rules,
    name: 'rules',
    titleKey: 'rules',
    page: lazyPage(() => import('./routes/rules'), ['rules', 'billing']),
  },
  { path: APP_ROUTE_PATHS.profile, name: 'profile', titleKey: 'profile', redirectTo: '/profile/general' },
  {
    path: APP_ROUTE_PATHS.general,
    name: 'general',
    titleKey: 'profile',
    page: lazyPage(
      () => import('./routes/profile-general'),
      ['account', 'billing', 'apiTokens', 'monitoring'],
    ),
  },
  {
    path: APP_ROUTE_PATHS.team,
    name: 'team',
    titleKey: 'team',
    page: lazyPage(() => import('./routes/team'), ['organisations', 'account']),
  },
  {
    path: APP_ROUTE_PATHS.activity,
    name: 'activity',
    titleKey: 'activity',
    // The guard's texts are in 'account'.
    page: lazyPage(() => import('./routes/activity'), ['activity', 'account']),
  },
  // Public: the person may have to sign in (or register) first; the page says so and comes back.
  {
    path: APP_ROUTE_PATHS.invitation,
    name: 'invitation',
    titleKey: 'invitation',
    page: lazyPage(() => import('./routes/invitation'), ['organisations', 'account']),
  },
  {
    path: APP_ROUTE_PATHS.run_list,
    name: 'run_list',
    titleKey: 'runs',
    page: lazyPage(() => import('./routes/runs'), ['account', 'billing', 'scans']),
  },
  {
    path: APP_ROUTE_PATHS.run_detail,
    name: 'run_detail',
    titleKey: 'runDetail',
    page: lazyPage(() => import('./routes/run-detail'), ['account', 'scans', 'scanResult']),
  },
  // A read-only scan behind a share link: public, no guard (the token is the permission).
  {
    path: APP_ROUTE_PATHS.shared_scan,
    name: 'shared_scan',
    titleKey: 'runDetail',
    page: lazyPage(() => import('./routes/shared-scan'), ['scans', 'scanResult']),
  },
  {
    path: APP_ROUTE_PATHS.sites,
    name: 'sites',
    titleKey: 'sites',
    page: lazyPage(() => import('./routes/sites'), ['monitoring']),
  },
  {
    path: APP_ROUTE_PATHS.site_monitoring,
    name: 'site_monitoring',
    titleKey: 'site',
    page: lazyPage(() => import('./routes/site'), ['monitoring', 'billing']),
  },
  {
    path: APP_ROUTE_PATHS.site_conformance,
    name: 'site_conformance',
    titleKey: 'conformance',
    page: lazyPage(() => import('./routes/site-conformance'), ['conformance']),
  },
  {
    path: APP_ROUTE_PATHS.site_criterion,
    name: 'site_criterion',
    titleKey: 'criterion',
    page: lazyPage(() => import('./routes/site-criterion'), ['conformance']),
  },
  {
    path: APP_ROUTE_PATHS.site_statement,
    name: 'site_statement',
    titleKey: 'statement',
    page: lazyPage(() => import('./routes/site-statement'), ['conformance']),
  },
  {
    path: APP_ROUTE_PATHS.site_settings,
    name: 'site_settings',
    titleKey: 'siteSettings',
    page: lazyPage(() => import('./routes/site-settings'), ['siteSettings']),
  },
  {
    path: APP_ROUTE_PATHS.payment_setup,
    name: 'payment_setup',
    titleKey: 'setup',
    page: lazyPage(() => import('./routes/setup'), ['billing', 'organisations']),
  },
  // The local payment provider's pages, standing in for Stripe's hosted checkout and billing portal.
  {
    path: APP_ROUTE_PATHS.test_checkout,
    name: 'test_checkout',
    titleKey: 'testCheckout',
    page: lazyPage(() => import('./routes/test-checkout'), ['account', 'billing']),
  },
  {
    path: APP_ROUTE_PATHS.test_portal,
    name: 'test_portal',
    titleKey: 'testPortal',
    page: lazyPage(() => import('./routes/test-portal'), ['account', 'billing']),
  },
  // The footer's data-protection link (no target in the product description) leads to this placeholder.
  { path: APP_ROUTE_PATHS.privacy, name: 'privacy', titleKey: 'privacy', page: privacy },
  { path: APP_ROUTE_PATHS.privacy_en, name: 'privacy_en', titleKey: 'privacy', page: privacy },
  {
    path: APP_ROUTE_PATHS.accessibility,
    name: 'accessibility',
    titleKey: 'accessibility',
    page: accessibility,
  },
  {
    path: APP_ROUTE_PATHS.accessibility_en,
    name: 'accessibility_en',
    titleKey: 'accessibility',
    page: accessibility,
  },
  // Public: the app arrives here signed out, the account gone.
  {
    path: APP_ROUTE_PATHS.account_deleted,
    name: 'account_deleted',
    titleKey: 'accountDeleted',
    page: lazyPage(() => import('./routes/account-deleted'), ['account']),
  },
  {
    path: '*',
    name: 'not_found',
    titleKey: 'notFound',
    page: lazyPage(() => import('./routes/not-found'), []),
  },
];

export function findRoute(pathname: string): AppRoute | undefined {
  return matchRoutes([...APP_ROUTES], pathname)?.[0]?.route;
}
