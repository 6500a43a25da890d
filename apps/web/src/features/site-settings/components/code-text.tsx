/**
 * A translated text whose parts between backticks are code (`CREDENTIALS_KEY`, `/blog/tag/*`):
 * translators keep the markup in their sentence without HTML in the JSON files.
 */
export function CodeText({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, never reordered.
          <code key={index} className="rounded bg-slate-100 px-1 font-mono text-[0.9em] dark:bg-slate-800">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
