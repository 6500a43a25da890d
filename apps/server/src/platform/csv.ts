/**
 * CSV that spreadsheets open as the reader expects: RFC 4180 with CRLF line ends and fields quoted
 * when needed, a UTF-8 byte order mark so that Excel reads umlauts, and the separator a
 * spreadsheet of the file's language splits on when opened with a double click: German Excel on
 * semicolons (the comma is its decimal separator), English Excel on commas.
 */

export const CSV_BOM = '\uFEFF';

/** The field separator of a file in each language (see above). */
export const CSV_SEPARATORS: Record<'de' | 'en', ',' | ';'> = { de: ';', en: ',' };

// Spreadsheets run a cell starting with these as a formula; page content is hostile input.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell that a spreadsheet shows as text, quoted when it holds a quote, a line break or either
 * separator (so a cell reads the same whichever separator a spreadsheet is set to split on).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: readonly string[], separator: ',' | ';'): string {
  return `${cells.map(csvCell).join(separator)}\r\n`;
}
