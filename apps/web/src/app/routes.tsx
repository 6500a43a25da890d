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
  | 'notifications'
  | 'integrations'
  | 'invitation'
  | 'runs'
  | 'runDetail'
  | 'sites'
  | 'site'
  | 'conformance'
  | 'evaluation'
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

/** A route's entry: the title key may be left out where it is the route's name. */
type PageSpec<Name extends AppRouteName> = Omit<AppRoute, 'path' | 'name' | 'titleKey'> &
  (Name extends TitleKey ? { titleKey?: TitleKey } : { titleKey: TitleKey });

// The home view's namespaces: its sections, the free check and the pricing.
const home = lazyPage(() => import('./routes/home'), ['home', 'freeCheck', 'pricing']);
const contact = lazyPage(() => import('./routes/contact'), ['contact']);
const imprint = lazyPage(() => import('./routes/imprint'), ['legal']);
const privacy = lazyPage(() => import('./routes/privacy'), ['legal']);
const accessibility = lazyPage(() => import('./routes/accessibility'), ['legal']);

/**
 * The product description's routes (§2) plus the local provider's billing pages and the privacy
 * placeholder, by name: the path is the shared list's (APP_ROUTE_PATHS), the title key the name
 * unless given. A table keyed by name rather than a list of full entries: it is on the first page.
 */
const PAGES: { [Name in AppRouteName]: PageSpec<Name> } = {
  home: { page: home },
  pricing: { scrollTo: 'pricing', page: home },
  contact: { page: contact },
  kontakt: { titleKey: 'contact', page: contact },
  imprint: { page: imprint },
  impressum: { titleKey: 'imprint', page: imprint },
  eaa: { page: lazyPage(() => import('./routes/eaa'), ['eaa']) },
  wcag: { page: lazyPage(() => import('./routes/wcag'), ['wcag']) },
  bfsg: { page: lazyPage(() => import('./routes/bfsg'), ['bfsg']) },
  rules: { page: lazyPage(() => import('./routes/rules'), ['rules', 'billing']) },
  profile: { redirectTo: '/profile/general' },
  general: {
    titleKey: 'profile',
    page: lazyPage(
      () => import('./routes/profile-general'),
      ['account', 'billing', 'apiTokens', 'monitoring'],
    ),
  },
  team: { page: lazyPage(() => import('./routes/team'), ['organisations', 'account']) },
  // The guard's texts are in 'account'.
  activity: { page: lazyPage(() => import('./routes/activity'), ['activity', 'account']) },
  notifications: {
    page: lazyPage(() => import('./routes/notifications'), ['notifications', 'account']),
  },
  integrations: {
    page: lazyPage(() => import('./routes/integrations'), ['integrations', 'organisations', 'account']),
  },
  // Public: the person may have to sign in (or register) first; the page says so and comes back.
  invitation: { page: lazyPage(() => import('./routes/invitation'), ['organisations', 'account']) },
  run_list: {
    titleKey: 'runs',
    page: lazyPage(() => import('./routes/runs'), ['account', 'billing', 'scans', 'organisations']),
  },
  run_detail: {
    titleKey: 'runDetail',
    page: lazyPage(() => import('./routes/run-detail'), ['account', 'scans', 'scanResult']),
  },
  // A read-only scan behind a share link: public, no guard (the token is the permission).
  shared_scan: {
    titleKey: 'runDetail',
    page: lazyPage(() => import('./routes/shared-scan'), ['scans', 'scanResult']),
  },
  sites: { page: lazyPage(() => import('./routes/sites'), ['monitoring', 'organisations']) },
  site_monitoring: {
    titleKey: 'site',
    page: lazyPage(() => import('./routes/site'), ['monitoring', 'billing']),
  },
  site_conformance: {
    titleKey: 'conformance',
    page: lazyPage(() => import('./routes/site-conformance'), ['conformance']),
  },
  site_criterion: {
    titleKey: 'criterion',
    page: lazyPage(() => import('./routes/site-criterion'), ['conformance']),
  },
  site_statement: {
    titleKey: 'statement',
    page: lazyPage(() => import('./routes/site-statement'), ['conformance']),
  },
  site_evaluation: {
    titleKey: 'evaluation',
    page: lazyPage(() => import('./routes/site-evaluation'), ['conformance']),
  },
  site_settings: {
    titleKey: 'siteSettings',
    page: lazyPage(() => import('./routes/site-settings'), ['siteSettings']),
  },
  payment_setup: {
    titleKey: 'setup',
    page: lazyPage(() => import('./routes/setup'), ['billing', 'organisations']),
  },
  // The local payment provider's pages, standing in for Stripe's hosted checkout and billing portal.
  test_checkout: {
    titleKey: 'testCheckout',
    page: lazyPage(() => import('./routes/test-checkout'), ['account', 'billing']),
  },
  test_portal: {
    titleKey: 'testPortal',
    page: lazyPage(() => import('./routes/test-portal'), ['account', 'billing']),
  },
  // The footer's data-protection link (no target in the product description) leads to this placeholder.
  privacy: { page: privacy },
  privacy_en: { titleKey: 'privacy', page: privacy },
  accessibility: { page: accessibility },
  accessibility_en: { titleKey: 'accessibility', page: accessibility },
  // Public: the app arrives here signed out, the account gone.
  account_deleted: {
    titleKey: 'accountDeleted',
    page: lazyPage(() => import('./routes/account-deleted'), ['account']),
  },
};

export const APP_ROUTES: readonly AppRoute[] = [
  ...(Object.entries(PAGES) as Array<[AppRouteName, PageSpec<AppRouteName>]>).map(
    ([name, spec]): AppRoute => ({
      path: APP_ROUTE_PATHS[name],
      name,
      ...spec,
      titleKey: spec.titleKey ?? (name as TitleKey),
    }),
  ),
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
