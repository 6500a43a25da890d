import { useTranslation } from 'react-i18next';
import { containerClass } from '../../../components/ui-classes';
import { setAuthState, useAuth } from '../auth-state';

/** After a failed login callback the app lands on the error path or `/`: say why. */
export function SigninFailedNotice() {
  const { t } = useTranslation();
  const { error } = useAuth();
  return (
    <div role="alert" className="empty:hidden">
      {error === 'signin_failed' ? (
        <div className={`${containerClass} flex flex-wrap items-center gap-3 py-3`}>
          <p className="font-medium text-red-800 dark:text-red-200">{t('auth.signinFailed')}</p>
          <button
            type="button"
            className="min-h-11 rounded-lg px-3 font-semibold underline underline-offset-2"
            onClick={() => setAuthState({ error: null })}
          >
            {t('auth.dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
