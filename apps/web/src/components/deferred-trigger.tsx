import type { ReactNode } from 'react';

interface DeferredTriggerProps {
  className: string;
  label: string;
  hasPopup: 'menu' | 'dialog';
  children: ReactNode;
  onPress: () => void;
}

/**
 * Stands in for a react-aria trigger button until its widget's code has loaded, which happens on
 * the first press (see lib/deferred-module.ts). It looks and is named the same; once the widget
 * has arrived it replaces this button, takes the focus and opens.
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
  /**
   * Focus the widget's own trigger, then open. In that order: the popover returns focus on close
   * to what had it when it opened, and the stand-in that had it is gone by then.
   */
  openOnMount?: boolean;
}
