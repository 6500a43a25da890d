import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AuthNotice } from '../../features/auth';
import { MAIN_ID, useNavigationEffects } from './navigation-effects';
import { RouteErrorBoundary } from './route-error-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export function RootLayout() {
  useNavigationEffects();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <AuthNotice />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <RouteErrorBoundary pathname={pathname}>
          {/* Shown while a page's chunk loads, when the navigation could not keep the old page. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-16">
      {t('loading')}
    </p>
  );
}
