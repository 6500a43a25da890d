import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, buttonSecondaryClass } from '../../../components/ui-classes';
import { useAuthActions } from '../use-auth-actions';
import { AuthActionButton } from './auth-action-button';

interface AuthButtonsProps {
  /** Called after a button was used, e.g. to close the mobile menu. */
  onAction?: () => void;
  className?: string;
}

/** Login and Register (product §2, signed out): both return to the runs list after sign-in. */
export function AuthButtons({ onAction, className = 'flex items-center gap-2' }: AuthButtonsProps) {
  const { t } = useTranslation();
  const { login, register, pending } = useAuthActions();
  return (
    <div className={className}>
      <AuthActionButton className={buttonSecondaryClass} pending={pending} onAction={onAction} run={login}>
        {t('nav.login')}
      </AuthActionButton>
      <AuthActionButton className={buttonPrimaryClass} pending={pending} onAction={onAction} run={register}>
        {t('nav.register')}
      </AuthActionButton>
    </div>
  );
}
