/**
 * The web app's pages by route name (product §2, plus the local payment provider's pages and the
 * privacy page). The router builds its routes from these paths and the server answers a page
 * request with the app and status 200 only when its path is one of them, with the app's 404
 * screen and status 404 otherwise: one list, so the two cannot drift apart.
 */
export const APP_ROUTE_PATHS = {
  home: '/',
  pricing: '/pricing',
  contact: '/contact',
  kontakt: '/kontakt',
  imprint: '/imprint',
  impressum: '/impressum',
  eaa: '/eaa',
  wcag: '/wcag',
  bfsg: '/bfsg',
  rules: '/rules/:profile',
  profile: '/profile',
  general: '/profile/general',
  /** The organisations, their members and invitations (decision 028). */
  team: '/profile/team',
  /** The organisation's activity record (Protokoll): append-only, hash-chained, verifiable. */
  activity: '/profile/activity',
  /** The person's notifications across their organisations, and which of them they get (decision 029). */
  notifications: '/profile/notifications',
  /** Where the organisation's events go: signed webhooks, Slack and Microsoft Teams (decision 030). */
  integrations: '/profile/integrations',
  /** Where an invitation mail leads; the token follows in the fragment, which no server sees. */
  invitation: '/einladung',
  run_list: '/runs',
  run_detail: '/run/:id',
  shared_scan: '/share/:token',
  sites: '/sites',
  site_monitoring: '/sites/:id',
  site_conformance: '/sites/:id/conformance',
  site_criterion: '/sites/:id/criteria/:criterion',
  site_statement: '/sites/:id/statement',
  /** The site's WCAG-EM evaluation: the scope, the sample of pages, the Report Tool's file out and in. */
  site_evaluation: '/sites/:id/evaluation',
  site_settings: '/sites/:id/settings',
  payment_setup: '/setup',
  test_checkout: '/billing/test-checkout/:id',
  test_portal: '/billing/test-portal',
  privacy: '/datenschutz',
  privacy_en: '/privacy',
  accessibility: '/barrierefreiheit',
  accessibility_en: '/accessibility',
  /** Where the app lands, signed out, after the account was deleted. */
  account_deleted: '/konto-geloescht',
} as const;

export type AppRouteName = keyof typeof APP_ROUTE_PATHS;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

// Marked pure: the web app's first page imports the paths, never this matcher (the server's).
const PATTERNS = /* @__PURE__ */ Object.values(APP_ROUTE_PATHS).map(segmentsOf);

/**
 * Whether a URL path (without query) is one of the app's pages, matched as React Router matches
 * them: case-insensitive, a trailing slash allowed, `:name` standing for one non-empty segment.
 */
export function isAppRoutePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  // Empty segments in the middle ("/runs//x") are not squeezed away by the router either.
  if (pathname.replace(/\/+$/, '').includes('//')) return false;
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every(
        (part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase(),
      ),
  );
}
