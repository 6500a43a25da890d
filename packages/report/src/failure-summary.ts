/**
 * A failure summary says what to fix on one element: one or two parts ("Fix all of the following:",
 * "Fix any of the following:"), each a header and the check messages under it. Stored and sent as
 * text in axe's own layout — the header on its line, each message on a line of its own indented by
 * two spaces, parts apart by an empty line — and shown as a header with a list. The layout is
 * written and read here only.
 */

export interface FailureSummaryPart {
  /** The header; empty for a line of text that came without one. */
  header: string;
  items: string[];
}

const INDENT = '  ';

/** The parts as text (undefined when none has an item). */
export function formatFailureSummary(parts: readonly FailureSummaryPart[]): string | undefined {
  const texts = parts
    .filter((part) => part.items.length > 0)
    .map((part) =>
      [part.header, ...part.items.map((item) => `${INDENT}${item.split('\n').join(`\n${INDENT}`)}`)].join(
        '\n',
      ),
    );
  return texts.length > 0 ? texts.join('\n\n') : undefined;
}

/**
 * The parts of a summary as text: a block whose first line is not indented and whose next lines are
 * is a header with its items. Text without that layout (an engine's free sentence) is a part
 * without header whose items are its lines.
 */
export function failureSummaryParts(text: string): FailureSummaryPart[] {
  return text.split(/\r?\n[ \t]*\r?\n/).flatMap((block) => {
    const lines = block.split(/\r?\n/).filter((line) => line.trim() !== '');
    if (lines.length === 0) return [];
    const [first, ...rest] = lines as [string, ...string[]];
    const headed = !/^\s/.test(first) && rest.length > 0 && rest.every((line) => /^\s/.test(line));
    return headed
      ? [{ header: first.trim(), items: rest.map((line) => line.trim()) }]
      : [{ header: '', items: lines.map((line) => line.trim()) }];
  });
}
