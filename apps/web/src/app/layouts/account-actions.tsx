import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass } from '../../components/ui-classes';
import { AuthButtons, useAuth, useAuthActions } from '../../features/auth';

/** Signed out: Login and Register. Signed in: Log out (spec §2). */
export function AccountActions({ className, onAction }: { className: string; onAction?: () => void }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const { logout } = useAuthActions();
  if (!isAuthenticated) return <AuthButtons className={className} onAction={onAction} />;
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonSecondaryClass}
        onClick={() => {
          onAction?.();
          logout();
        }}
      >
        {t('nav.logout')}
      </button>
    </div>
  );
}
