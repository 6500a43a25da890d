import type { ReactNode } from 'react';
import { buttonPrimaryClass, buttonSecondaryClass } from './ui-classes';

interface InlineConfirmProps {
  question: string;
  yesLabel: string;
  noLabel: string;
  /** While busy, "yes" is announced as disabled and does nothing. */
  busy: boolean;
  onYes: () => void;
  /** The caller puts focus back on the control the question replaced. */
  onNo: () => void;
  className?: string;
  /** What the question is about, shown between it and the answers. */
  children?: ReactNode;
}

/**
 * A confirmation in place, not a dialog: it replaces the button that asked for it, and focus moves
 * to its first answer.
 */
export function InlineConfirm({
  question,
  yesLabel,
  noLabel,
  busy,
  onYes,
  onNo,
  className,
  children,
}: InlineConfirmProps) {
  return (
    <fieldset
      className={`${className ?? ''} rounded-lg border border-slate-400 p-4 dark:border-slate-500`.trim()}
    >
      <legend className="px-1 font-semibold">{question}</legend>
      {children}
      <div className="mt-2 flex flex-wrap gap-3">
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: the question replaced the button that had focus.
          autoFocus
          className={buttonPrimaryClass}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onYes();
          }}
        >
          {yesLabel}
        </button>
        <button type="button" className={buttonSecondaryClass} onClick={onNo}>
          {noLabel}
        </button>
      </div>
    </fieldset>
  );
}
