import { type BfsgReference, documentPartSelector, pdfString } from '@klarsicht/report';
import type { ElementVerdict } from '../browser-checks/browser-check-rule.js';
import type { Impact } from '../report/types.js';
import type { PdfFacts } from './pdf-facts.js';

/**
 * What a rule decided for one part of a document: it passes, it fails, or a person must decide
 * ("review"). `check` names the message (in the rule's texts) that says why; `data` fills its
 * placeholders. `selector` and `html` say where in the PDF, as `FindingNode` holds them for a page.
 */
/** A document rule judges parts of the PDF as the browser checks judge elements. */
export type DocumentVerdict = ElementVerdict;

/**
 * One check of a PDF document, shaped like an axe rule: data plus one pure `evaluate` over the facts
 * read from the PDF. Rules are selected for a profile by their tags, as axe selects its rules, and
 * cite WCAG by those tags ("wcag242"). Their EN 301 549 clauses are named here and not derived from
 * the criteria: a PDF is a non-web document, whose clauses are those of clause 10, not 9.
 */
export interface DocumentRule {
  /** Ours start with "klarsicht-pdf-", so they never clash with axe's or our page rules. */
  id: `klarsicht-pdf-${string}`;
  impact: Impact;
  tags: readonly string[];
  /** EN 301 549 V3.2.1 clause 10 clauses ("10.2.4.2"). */
  en301549: readonly string[];
  /** Where the BFSG asks for it; absent for a best practice, which the BFSG does not require. */
  bfsgReference?: BfsgReference;
  /** The W3C ACT rules the rule implements (ACT rules are written for HTML: none). */
  actRules: readonly string[];
  helpUrl: string;
  /** No verdict at all: the rule does not apply to this document (no form fields, a short document). */
  evaluate(facts: PdfFacts): DocumentVerdict[];
}

/** The check id of the note that a document could not be checked, and why (`data.messageKey`). */
export const DOCUMENT_NOT_CHECKED = 'klarsicht-pdf-not-checked';

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

export { pdfString };
