import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, buttonSecondaryClass } from '../../../components/ui-classes';
import { useAuthActions } from '../use-auth-actions';

interface AuthButtonsProps {
  /** Called after a button was used, e.g. to close the mobile menu. */
  onAction?: () => void;
  className?: string;
}

/** Login and Register (spec §2, signed out): both return to the runs list after sign-in. */
export function AuthButtons({ onAction, className = 'flex items-center gap-2' }: AuthButtonsProps) {
  const { t } = useTranslation();
  const { login, register, failed, pending } = useAuthActions();
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonSecondaryClass}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (pending) return;
          onAction?.();
          login();
        }}
      >
        {t('nav.login')}
      </button>
      <button
        type="button"
        className={buttonPrimaryClass}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (pending) return;
          onAction?.();
          register();
        }}
      >
        {t('nav.register')}
      </button>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
        {failed ? t('auth.unavailable') : ''}
      </p>
    </div>
  );
}
