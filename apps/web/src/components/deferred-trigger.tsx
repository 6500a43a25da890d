import type { ReactNode } from 'react';

interface DeferredTriggerProps {
  className: string;
  label: string;
  hasPopup: 'menu' | 'dialog';
  children: ReactNode;
  onPress: () => void;
}

/**
 * Stands in for a react-aria trigger button until its widget's code has loaded (a moment after
 * first paint). It looks and is named the same; a press loads the widget at once and opens it.
 */
export function DeferredTrigger({ className, label, hasPopup, children, onPress }: DeferredTriggerProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup={hasPopup}
      aria-expanded={false}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

/** What a deferred widget needs to open right away when it replaces its stand-in after a press. */
export interface DeferredOpenProps {
  defaultOpen?: boolean;
  autoFocus?: boolean;
}
