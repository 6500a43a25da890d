import { AlertIcon } from './icons';

/**
 * What must be corrected before a form can be sent, each entry a link to its field. The region is
 * always present, so screen readers announce it when it fills; focus goes to the first invalid field
 * meanwhile, so nobody has to find it. `heading` is the form's own sentence ("Bitte korrigieren Sie
 * 2 Angaben:").
 */
export function ErrorSummary({
  heading,
  entries,
  className = 'mb-6',
  testId,
}: {
  heading: string;
  entries: ReadonlyArray<{ id: string; text: string }>;
  /** The box's spacing where the form puts it. */
  className?: string;
  testId?: string;
}) {
  // Links in the box's own colours (underlined), which have the contrast the blue would not have here.
  return (
    <div role="alert" data-testid={testId}>
      {entries.length > 0 ? (
        <div
          className={`${className} rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-50`}
        >
          <p className="flex items-start gap-2 font-semibold">
            <span className="mt-0.5 shrink-0">
              <AlertIcon />
            </span>
            <span>{heading}</span>
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="font-medium underline decoration-1 underline-offset-2 hover:decoration-2"
                  onClick={(event) => {
                    // Not a navigation: the router would treat the fragment as a section to scroll to.
                    event.preventDefault();
                    document.getElementById(entry.id)?.focus();
                  }}
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
