import { useTranslation } from 'react-i18next';
import { buttonSecondaryClass } from '../../../components/ui-classes';
import { useAuthActions } from '../use-auth-actions';
import { AuthActionButton } from './auth-action-button';

/** Log out (product §2, signed in). */
export function LogoutButton({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation();
  const { logout, pending } = useAuthActions();
  return (
    <AuthActionButton className={buttonSecondaryClass} pending={pending} onAction={onAction} run={logout}>
      {t('nav.logout')}
    </AuthActionButton>
  );
}
