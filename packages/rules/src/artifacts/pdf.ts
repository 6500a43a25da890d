export type PdfFieldKind = 'text' | 'checkbox' | 'radio' | 'button' | 'choice' | 'signature' | 'other';

export interface PdfFormField {
  /** The fully qualified field name (/T), a name for programs, not for people. */
  name: string;
  kind: PdfFieldKind;
  /** 1-based number of the page of its first widget. */
  page: number;
  /** What a screen reader announces: the field's /TU, else the /Alt of the structure element holding it. */
  accessibleName: string | undefined;
  /**
   * The widget hangs below a parent field, whose /TU pdf.js does not report; when the widget has no
   * name of its own, its name may still come from there.
   */
  nameMayBeInherited: boolean;
}

/**
 * What a PDF says about itself that its accessibility rules judge: read once, with pdf.js, from the
 * bytes alone. The rules are pure functions of these facts.
 */
export interface PdfFacts {
  pageCount: number;
  /**
   * Pages whose content (text, images, form fields) was read, from the first on: fewer than
   * `pageCount` for very long documents or when the time for the document ran short.
   */
  pagesRead: number;
  /** The catalog's /MarkInfo says /Marked true. */
  marked: boolean;
  /** The catalog has a /StructTreeRoot (a structure tree a screen reader can follow). */
  hasStructTree: boolean;
  /** The document title: the Info dictionary's /Title, else XMP dc:title; trimmed, undefined when empty. */
  title: string | undefined;
  /** /ViewerPreferences /DisplayDocTitle true: viewers show the title, not the file name. */
  displayDocTitle: boolean;
  /** The catalog's /Lang, trimmed; undefined when absent or empty. */
  language: string | undefined;
  /** Bookmarks (outline items) at every level. */
  bookmarks: number;
  /** Pages read that carry extractable text (OCR text counts, even when invisible). */
  pagesWithText: number;
  /** Pages read without text on which an image is painted (probed on the first few textless pages only). */
  imageOnlyPages: number[];
  /** Pages read without text that were probed for images. */
  textlessPagesProbed: number;
  /** Interactive form fields on the pages read, one per field (a radio group is one field). */
  formFields: PdfFormField[];
}
