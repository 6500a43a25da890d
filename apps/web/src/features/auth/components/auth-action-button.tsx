import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AuthActionButtonProps {
  className: string;
  pending: boolean;
  /** Runs first, e.g. to close the mobile menu. */
  onAction?: (() => void) | undefined;
  run: () => void;
  children: ReactNode;
}

/** A sign-in/out button that ignores presses while a redirect to the provider is being prepared. */
export function AuthActionButton({ className, pending, onAction, run, children }: AuthActionButtonProps) {
  return (
    <button
      type="button"
      className={className}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (pending) return;
        onAction?.();
        run();
      }}
    >
      {children}
    </button>
  );
}

/** Announced when the login provider cannot be reached. */
export function AuthUnavailableAlert({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300">
      {failed ? t('auth.unavailable') : ''}
    </p>
  );
}
