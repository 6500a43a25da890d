import { type ReactNode, useId } from 'react';
import { FieldAlert } from './field-alert';
import { mutedTextClass } from './ui-classes';

/** What a field's control must carry to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** The control's id, where the form must reach it (an error summary's link); generated otherwise. */
  id?: string;
  hint?: ReactNode;
  /** The field's error message in the reader's language; empty or absent when the value is fine. */
  error?: string;
  /** The label's look; a block in bold by default. */
  labelClassName?: string;
  className?: string;
  /** Test hook on the error message. */
  errorTestId?: string;
  /** False where the form moves focus to the first invalid field on submit (see FieldAlert). */
  announceError?: boolean;
  /** The control (and whatever sits beside it, such as a submit button), given the props that tie it to the label. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Every form's field: a visible label, an optional hint and an error message, tied to the control by
 * `for`, `aria-describedby` and `aria-invalid`. The error area is always present, so screen readers
 * announce a message when it appears (see FieldAlert).
 */
export function FormField({
  label,
  id: givenId,
  hint,
  error = '',
  labelClassName = 'block font-semibold',
  className,
  errorTestId,
  announceError = true,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = useId();
  const errorId = useId();
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={`mt-1 ${mutedTextClass}`}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <FieldAlert id={errorId} message={error} testId={errorTestId} announce={announceError} />
    </div>
  );
}
