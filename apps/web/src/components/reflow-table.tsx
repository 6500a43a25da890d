/**
 * A data table that reflows into one card per row below md (WCAG 1.4.10): no box that scrolls
 * sideways and hides columns on a phone. Rows and cells stack as blocks, the column headers stay
 * for screen readers only, and each cell shows its column's name above it (hidden from screen
 * readers, which announce the column header instead). The /runs list, the conformance table and
 * the free check's preview of it use it.
 */

export const reflowTableClass = 'w-full border-collapse max-md:block';
export const reflowHeadClass = 'max-md:sr-only';
export const reflowBodyClass = 'max-md:block';
export const reflowRowClass = 'max-md:block max-md:py-2';
export const reflowCellClass = 'max-md:block max-md:py-1.5';

/** A cell's column name, shown only where the table reflows into cards (the header says it otherwise). */
export function ReflowCellLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="block text-sm font-semibold md:hidden">
      {children}
    </span>
  );
}
