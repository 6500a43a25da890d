import type { ReactNode } from 'react';
import { buttonSecondaryClass } from './ui-classes';

/** Announces that something is loading; `className` places it in the caller's layout. */
export function LoadingStatus({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p role="status" aria-busy="true" className={className}>
      {children}
    </p>
  );
}

interface LoadFailedProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** Spacing of the block and of its retry button in the caller's layout. */
  className: string;
  retryClassName: string;
}

/** Something could not be loaded: the reason, announced, and a way to ask again. */
export function LoadFailed({ message, retryLabel, onRetry, className, retryClassName }: LoadFailedProps) {
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <button type="button" className={`${buttonSecondaryClass} ${retryClassName}`} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
