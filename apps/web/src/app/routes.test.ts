import { APP_ROUTE_PATHS, isAppRoutePath } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute } from './routes';

/**
 * The server answers 200 only for paths `isAppRoutePath` accepts and 404 with the app's 404 screen
 * otherwise; that is right only while the router and the shared list agree.
 */
describe('the router and the server share one list of pages', () => {
  it('has a route for every shared path, and no page route outside the list', () => {
    const pages = APP_ROUTES.filter((route) => route.name !== 'not_found');
    expect(Object.fromEntries(pages.map((route) => [route.name, route.path]))).toEqual(APP_ROUTE_PATHS);
  });

  it.each([
    '/',
    '/runs',
    '/runs/',
    '/RUNS',
    '/run/0b6c0f9e-1f7c-4c55-9f1c-6d0a9c1f0c11',
    '/run/',
    '/runs/42',
    '/run/42/extra',
    '/share/abc',
    '/billing/test-checkout/cs_1',
    '/billing/test-portal',
    '/profile',
    '/profile/general',
    '/profile/general/x',
    '/profile/notifications',
    '/profile/notifications/x',
    '/profile/integrations',
    '/profile/integrations/x',
    '/datenschutz',
    '/index.html',
    '/nope',
    '/impressum/',
    '/sites/7',
    '/sites/7/conformance',
    '/sites/7/evaluation',
    '/sites/7/criteria/1.4.3',
    '/sites/7/settings',
    '/sites/7/settings/x',
    '/sites/7/criteria',
    '/sites',
  ])('agrees with the router on %s', (path) => {
    expect(isAppRoutePath(path)).toBe(findRoute(path)?.name !== 'not_found');
  });
});
