import type { ReactNode } from 'react';

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
