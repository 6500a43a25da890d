import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useAuthActions } from '../use-auth-actions';

/** Log out (spec §2, signed in). */
export function LogoutButton({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation();
  const { logout, failed, pending } = useAuthActions();
  return (
    <>
      <button
        type="button"
        className={buttonSecondaryClass}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (pending) return;
          onAction?.();
          logout();
        }}
      >
        {t('nav.logout')}
      </button>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {failed ? t('auth.unavailable') : ''}
      </p>
    </>
  );
}
