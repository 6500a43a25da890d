import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { containerClass } from '../../../components/ui-classes';
import { setAuthState, useAuth } from '../auth-state';

const VerificationNotice = lazy(() => import('./verification-notice'));

const dismissClass = 'min-h-11 rounded-lg px-3 font-semibold underline underline-offset-2';

/**
 * Below the header, full width: what went wrong with signing in (a failed callback, an unreachable
 * provider) and, after a login with an unconfirmed address, where the confirmation link went.
 * Both live regions stay in the page so that screen readers announce what appears in them.
 */
export function AuthNotice() {
  const { t } = useTranslation();
  const { error, verificationNotice } = useAuth();
  const errorText =
    error === 'signin_failed' ? t('auth.signinFailed') : error === 'unavailable' ? t('auth.unavailable') : '';
  return (
    <>
      <div role="alert" className="empty:hidden">
        {errorText ? (
          <div className="border-b border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950">
            <div className={`${containerClass} flex flex-wrap items-center gap-3 py-3`}>
              <p className="font-medium text-red-800 dark:text-red-200">{errorText}</p>
              <button type="button" className={dismissClass} onClick={() => setAuthState({ error: null })}>
                {t('auth.dismiss')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      <div role="status" className="empty:hidden">
        {verificationNotice ? (
          <Suspense fallback={null}>
            <VerificationNotice
              notice={verificationNotice}
              dismissClass={dismissClass}
              onDismiss={() => setAuthState({ verificationNotice: null })}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
