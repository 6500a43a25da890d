/**
 * Where in a PDF a document finding points, as its node's `selector` says it: the PDF objects by the
 * names the PDF specification gives them, so that a reader who opens the file in a PDF tool finds
 * the place. The engine writes these selectors and the web app names the part in words ("Seite 3",
 * "Formularfeld „Name“"); both through this module.
 */

export type DocumentPart =
  /** The document as a whole: its catalog (/Root), with its language, tags, viewer preferences. */
  | { kind: 'catalog' }
  /** The document information dictionary (/Info): its title. */
  | { kind: 'info' }
  /** A page, numbered as a viewer shows it (1 for the first). */
  | { kind: 'page'; page: number }
  /** A form field, by its fully qualified name. */
  | { kind: 'field'; name: string };

/** A text as a PDF literal string, cut to a readable length. */
export function pdfString(text: string): string {
  const cut = text.length > 120 ? `${text.slice(0, 119)}…` : text;
  return `(${cut.replace(/[\\()]/g, '\\$&')})`;
}

export function documentPartSelector(part: DocumentPart): string {
  switch (part.kind) {
    case 'catalog':
      return '/Root';
    case 'info':
      return '/Info';
    case 'page':
      return `/Page ${part.page}`;
    case 'field':
      return `/AcroForm ${pdfString(part.name)}`;
  }
}

/** The part a selector names; undefined for a selector of a web page's element. */
export function documentPartOf(selector: string): DocumentPart | undefined {
  if (selector === '/Root') return { kind: 'catalog' };
  if (selector === '/Info') return { kind: 'info' };
  const page = /^\/Page ([1-9]\d*)$/.exec(selector);
  if (page) return { kind: 'page', page: Number(page[1]) };
  const field = /^\/AcroForm \(((?:\\.|[^\\])*)\)$/s.exec(selector);
  if (field) return { kind: 'field', name: field[1]!.replace(/\\(.)/gs, '$1') };
  return undefined;
}
