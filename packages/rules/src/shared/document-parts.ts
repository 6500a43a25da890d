import { documentPartSelector, pdfString } from '@klarsicht/report';

/*
 * Where a verdict points: a part of the PDF (see @klarsicht/report's document-part, which the web
 * app names in words), and as its snippet the entries of that part the rule looked at, in PDF
 * syntax, as they are in the file; empty when none of them is there (a missing /Lang shows nothing
 * rather than an empty catalog nobody wrote).
 */

/** The document catalog, with the entries a rule looked at. */
export function catalogNode(entries: string): { selector: string; html: string } {
  return { selector: documentPartSelector({ kind: 'catalog' }), html: entries };
}

/** The document information dictionary, with its title when there is one. */
export function infoNode(title: string | undefined): { selector: string; html: string } {
  return {
    selector: documentPartSelector({ kind: 'info' }),
    html: title === undefined ? '' : `/Title ${pdfString(title)}`,
  };
}

/** A page, by its number as a viewer shows it (1 for the first). */
export function pageNode(page: number, content: string): { selector: string; html: string } {
  return { selector: documentPartSelector({ kind: 'page', page }), html: content };
}

/** A form field, by its fully qualified name. */
export function fieldNode(name: string, tooltip: string | undefined): { selector: string; html: string } {
  const tu = tooltip === undefined ? '' : ` /TU ${pdfString(tooltip)}`;
  return { selector: documentPartSelector({ kind: 'field', name }), html: `/T ${pdfString(name)}${tu}` };
}
