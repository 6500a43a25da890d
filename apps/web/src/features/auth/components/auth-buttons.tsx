import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, buttonSecondaryClass } from '../../../components/ui-classes';
import { useAuthActions } from '../use-auth-actions';

interface AuthButtonsProps {
  /** Called after a button was used, e.g. to close the mobile menu. */
  onAction?: () => void;
  className?: string;
}

/** Login and Register (spec §2, signed out). */
export function AuthButtons({ onAction, className = 'flex items-center gap-2' }: AuthButtonsProps) {
  const { t } = useTranslation();
  const { login, register } = useAuthActions();
  return (
    <div className={className}>
      <button
        type="button"
        className={buttonSecondaryClass}
        onClick={() => {
          onAction?.();
          login();
        }}
      >
        {t('nav.login')}
      </button>
      <button
        type="button"
        className={buttonPrimaryClass}
        onClick={() => {
          onAction?.();
          register();
        }}
      >
        {t('nav.register')}
      </button>
    </div>
  );
}
