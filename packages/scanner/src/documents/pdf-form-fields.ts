import type { PdfFieldKind, PdfFormField } from '@klarsicht/rules';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * The form fields of a PDF and the names a screen reader announces for them, read page by page
 * from pdf.js's widget annotations and structure tree.
 */

interface WidgetAnnotation {
  subtype?: string;
  id?: string;
  fieldName?: string;
  fieldType?: string | null;
  alternativeText?: string;
  hidden?: boolean;
  checkBox?: boolean;
  radioButton?: boolean;
  pushButton?: boolean;
}

/**
 * Adds the visible form fields of one page to `fields` (by fully qualified name), each with the name
 * a screen reader announces, if pdf.js can see one.
 */
export async function collectFields(
  page: PDFPageProxy,
  pageNumber: number,
  structTree: () => Promise<unknown>,
  inheritingWidgets: ReadonlySet<string>,
  fields: Map<string, PdfFormField>,
): Promise<void> {
  const widgets = ((await page.getAnnotations()) as WidgetAnnotation[]).filter(
    (annotation) => annotation.subtype === 'Widget' && annotation.hidden !== true,
  );
  if (widgets.length === 0) return;
  const unnamed = widgets.some((widget) => nonEmpty(widget.alternativeText) === undefined);
  const altByWidget = unnamed ? structureAltByAnnotation(await structTree()) : new Map<string, string>();
  for (const widget of widgets) {
    const name = widget.fieldName ?? '';
    const accessibleName =
      nonEmpty(widget.alternativeText) ?? (widget.id === undefined ? undefined : altByWidget.get(widget.id));
    const known = fields.get(name);
    // A radio group and a field shown on several pages are one field: named when any widget is.
    if (known) {
      known.accessibleName ??= accessibleName;
      continue;
    }
    fields.set(name, {
      name,
      kind: fieldKind(widget),
      page: pageNumber,
      accessibleName,
      nameMayBeInherited: widget.id !== undefined && inheritingWidgets.has(widget.id),
    });
  }
}

function fieldKind(widget: WidgetAnnotation): PdfFieldKind {
  switch (widget.fieldType) {
    case 'Tx':
      return 'text';
    case 'Ch':
      return 'choice';
    case 'Sig':
      return 'signature';
    case 'Btn':
      return widget.radioButton ? 'radio' : widget.checkBox ? 'checkbox' : 'button';
    default:
      return 'other';
  }
}

/**
 * The /Alt of the structure element that holds each widget (by annotation id, "12R"): in a tagged
 * form that is the field's name where it has no /TU, as PDF/UA allows. pdf.js names a widget in
 * the structure tree "pdfjs_internal_id_" + its annotation id.
 */
function structureAltByAnnotation(structTree: unknown): Map<string, string> {
  const altByWidget = new Map<string, string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { children, alt } = node as { children?: unknown[]; alt?: unknown };
    for (const child of children ?? []) {
      const { type, id } = child as { type?: unknown; id?: unknown };
      const named = nonEmpty(alt);
      if (type === 'annotation' && typeof id === 'string' && named !== undefined) {
        altByWidget.set(id.replace(/^pdfjs_internal_id_/, ''), named);
      }
      visit(child);
    }
  };
  visit(structTree);
  return altByWidget;
}

/** Widgets (by annotation id) that are kids of a parent field dictionary. */
export function widgetsBelowParentFields(fieldObjects: Record<string, unknown[]> | null): Set<string> {
  const kids = new Set<string>();
  for (const objects of Object.values(fieldObjects ?? {})) {
    for (const object of objects) {
      const kidIds = (object as { kidIds?: unknown } | null)?.kidIds;
      if (Array.isArray(kidIds)) for (const id of kidIds) if (typeof id === 'string') kids.add(id);
    }
  }
  return kids;
}

/** A text from the PDF with its white space collapsed; undefined when nothing is left. */
export function nonEmpty(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? undefined : trimmed;
}
