import { matchRoutes } from 'react-router';
import { type LazyPage, lazyPage } from './lazy-page';

export type TitleKey =
  | 'home'
  | 'pricing'
  | 'contact'
  | 'imprint'
  | 'privacy'
  | 'bfsg'
  | 'eaa'
  | 'wcag'
  | 'profile'
  | 'runs'
  | 'runDetail'
  | 'site'
  | 'setup'
  | 'testCheckout'
  | 'testPortal'
  | 'notFound'
  | 'error';

export interface AppRoute {
  path: string;
  /** Spec §2 route name. */
  name: string;
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

/** The spec's routes (§2) plus the local provider's billing pages, the privacy placeholder and a 404. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', name: 'home', titleKey: 'home', page: home },
  { path: '/pricing', name: 'pricing', titleKey: 'pricing', scrollTo: 'pricing', page: home },
  { path: '/contact', name: 'contact', titleKey: 'contact', page: contact },
  { path: '/kontakt', name: 'kontakt', titleKey: 'contact', page: contact },
  { path: '/imprint', name: 'imprint', titleKey: 'imprint', page: imprint },
  { path: '/impressum', name: 'impressum', titleKey: 'imprint', page: imprint },
  { path: '/eaa', name: 'eaa', titleKey: 'eaa', page: lazyPage(() => import('./routes/eaa'), ['eaa']) },
  { path: '/wcag', name: 'wcag', titleKey: 'wcag', page: lazyPage(() => import('./routes/wcag'), ['wcag']) },
  { path: '/bfsg', name: 'bfsg', titleKey: 'bfsg', page: lazyPage(() => import('./routes/bfsg'), ['bfsg']) },
  { path: '/profile', name: 'profile', titleKey: 'profile', redirectTo: '/profile/general' },
  {
    path: '/profile/general',
    name: 'general',
    titleKey: 'profile',
    page: lazyPage(
      () => import('./routes/profile-general'),
      ['account', 'billing', 'apiTokens', 'monitoring'],
    ),
  },
  {
    path: '/runs',
    name: 'run_list',
    titleKey: 'runs',
    page: lazyPage(() => import('./routes/runs'), ['account', 'scans']),
  },
  {
    path: '/run/:id',
    name: 'run_detail',
    titleKey: 'runDetail',
    page: lazyPage(() => import('./routes/run-detail'), ['account', 'scans', 'scanResult']),
  },
  // A read-only scan behind a share link: public, no guard (the token is the permission).
  {
    path: '/share/:token',
    name: 'shared_scan',
    titleKey: 'runDetail',
    page: lazyPage(() => import('./routes/shared-scan'), ['scans', 'scanResult']),
  },
  {
    path: '/sites/:id',
    name: 'site_monitoring',
    titleKey: 'site',
    page: lazyPage(() => import('./routes/site'), ['monitoring', 'billing']),
  },
  {
    path: '/setup',
    name: 'payment_setup',
    titleKey: 'setup',
    page: lazyPage(() => import('./routes/setup'), ['billing']),
  },
  // The local payment provider's pages, standing in for Stripe's hosted checkout and billing portal.
  {
    path: '/billing/test-checkout/:id',
    name: 'test_checkout',
    titleKey: 'testCheckout',
    page: lazyPage(() => import('./routes/test-checkout'), ['account', 'billing']),
  },
  {
    path: '/billing/test-portal',
    name: 'test_portal',
    titleKey: 'testPortal',
    page: lazyPage(() => import('./routes/test-portal'), ['account', 'billing']),
  },
  // The footer's data-protection link (no target in the spec) leads to this placeholder.
  { path: '/datenschutz', name: 'privacy', titleKey: 'privacy', page: privacy },
  { path: '/privacy', name: 'privacy_en', titleKey: 'privacy', page: privacy },
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
