import { type ReactNode, useId } from 'react';
import { FieldAlert } from './field-alert';
import { mutedTextClass } from './ui-classes';

interface ChoiceGroupProps<T extends string> {
  legend: string;
  choices: readonly T[];
  /** The chosen one; none before the person chooses. */
  value: T | undefined;
  onChange: (choice: T) => void;
  label: (choice: T) => string;
  /** A line under a choice, tied to its radio button. */
  hint?: (choice: T) => ReactNode;
  /** The first radio button's id, where focus goes when the group has an error. */
  firstId: string;
  error?: string;
  className?: string;
}

/** Radio buttons in a fieldset with a legend, each with an optional description; arrow keys move within. */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  label,
  hint,
  firstId,
  error = '',
  className,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={className}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 space-y-2">
        {choices.map((choice, index) => {
          const id = index === 0 ? firstId : `${firstId}-${choice}`;
          const description = hint?.(choice);
          return (
            <div key={choice}>
              <label htmlFor={id} className="inline-flex min-h-11 items-center gap-3">
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={choice}
                  checked={value === choice}
                  onChange={() => onChange(choice)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={description ? `${id}-hint` : undefined}
                  className="size-5 shrink-0 accent-blue-700 dark:accent-blue-300"
                />
                {/* A label may hold an address: it wraps anywhere rather than widen the page. */}
                <span className="min-w-0 [overflow-wrap:anywhere]">{label(choice)}</span>
              </label>
              {description ? (
                <p id={`${id}-hint`} className={`ml-8 text-sm ${mutedTextClass}`}>
                  {description}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldAlert id={errorId} message={error} announce={false} />
    </fieldset>
  );
}
