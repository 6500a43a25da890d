import { AlertIcon } from './icons';
import { fieldErrorClass } from './ui-classes';

/**
 * A field's error message, tied to the field by `id` (its aria-describedby). The element is always
 * present, so screen readers announce the message when it appears; empty, it takes no space.
 */
export function FieldAlert({
  id,
  message,
  testId,
  announce = true,
}: {
  id: string;
  message: string;
  testId?: string | undefined;
  /** False where the form moves focus to the first invalid field, which reads its message anyway. */
  announce?: boolean;
}) {
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      data-testid={testId}
      className={`${fieldErrorClass} flex items-start gap-1.5 empty:hidden`}
    >
      {message ? (
        <>
          <span className="mt-0.5 shrink-0">
            <AlertIcon />
          </span>
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}
