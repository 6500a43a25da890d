import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { buttonPrimaryClass, containerClass } from '../components/ui-classes';
import { startLogin, useAuth } from '../features/auth';
import { SETUP_PATH, useEntitlement } from '../features/billing';
import { QueryProvider } from '../lib/query-provider';

/**
 * The navigation guard of product §2 for login-required routes (`/setup` does not use it: it is always
 * allowed). Signed out: once the session has loaded, start login remembering the full wanted path.
 * Signed in: wait for the account data, then allow with a subscription or a succeeded one-time
 * payment, else go to `/setup`. It reacts to state changes instead of polling every 50 ms. The
 * entitlement comes from the billing feature's `useEntitlement()`, so the billing issue plugs in
 * there without touching this guard.
 */
export function RouteGuard({ children, requirePlan = true }: { children: ReactNode; requirePlan?: boolean }) {
  return (
    <QueryProvider>
      <Guard requirePlan={requirePlan}>{children}</Guard>
    </QueryProvider>
  );
}

/**
 * `requirePlan={false}`: login only, for the pages every signed-in person needs (the profile with
 * their data, export and deletion) and where a plan is bought or managed. Scan areas need a plan.
 */
function Guard({ children, requirePlan }: { children: ReactNode; requirePlan: boolean }) {
  const { isAuthenticated, isLoading, user } = useAuth();
  const entitlement = useEntitlement({ enabled: isAuthenticated && requirePlan, userKey: user?.sub });
  if (isLoading) return <GuardStatus messageKey="guard.checkingSession" />;
  if (!isAuthenticated) return <LoginRedirect />;
  if (!requirePlan) return children;
  switch (entitlement.status) {
    case 'loading':
      return <GuardStatus messageKey="guard.checkingAccess" />;
    case 'denied':
      return <Navigate to={SETUP_PATH} replace />;
    case 'error':
      return <GuardFailure messageKey="guard.accessFailed" retry={entitlement.retry} />;
    case 'allowed':
      return children;
  }
}

function LoginRedirect() {
  const { pathname, search, hash } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs it on retry.
  useEffect(() => {
    setFailed(false);
    startLogin({ returnTo: `${pathname}${search}${hash}` }).catch(() => setFailed(true));
  }, [pathname, search, hash, attempt]);
  if (failed) return <GuardFailure messageKey="guard.loginFailed" retry={() => setAttempt((n) => n + 1)} />;
  return <GuardStatus messageKey="guard.redirecting" />;
}

type GuardMessageKey =
  | 'guard.checkingSession'
  | 'guard.checkingAccess'
  | 'guard.redirecting'
  | 'guard.accessFailed'
  | 'guard.loginFailed';

function GuardStatus({ messageKey }: { messageKey: GuardMessageKey }) {
  const { t } = useTranslation('account');
  return (
    <div className={`${containerClass} py-16`} aria-busy="true">
      <h1 className="sr-only">{t(messageKey)}</h1>
      <p role="status">{t(messageKey)}</p>
    </div>
  );
}

function GuardFailure({ messageKey, retry }: { messageKey: GuardMessageKey; retry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={`${containerClass} py-16`}>
      <h1 className="text-2xl font-bold">{t('guard.failureHeading')}</h1>
      <p role="alert" className="mt-4">
        {t(messageKey)}
      </p>
      <button type="button" className={`${buttonPrimaryClass} mt-6`} onClick={retry}>
        {t('guard.retry')}
      </button>
    </div>
  );
}
