import type { PdfFacts, PdfFormField } from '@klarsicht/rules';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { collectFields, nonEmpty, widgetsBelowParentFields } from './pdf-form-fields.js';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfJs: Promise<PdfJs> | undefined;

/** pdf.js, loaded with the first document: processes that never see one (the API server) never load it. */
function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfJs;
}

/** Pages beyond this are not read for text and form fields: enough to judge, bounded in time. */
export const MAX_PAGES_READ = 100;
/** Textless pages probed for images: decoding images is the expensive part, and three tell the story. */
const MAX_IMAGE_PROBES = 3;

/** The operators that paint an image (pdf.js's OPS). */
function imageOperators({ OPS }: PdfJs): Set<number> {
  return new Set([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObjectRepeat,
  ]);
}

/** Why a PDF could not be read: it needs a password, or it is not a PDF pdf.js can open. */
export class UnreadablePdfError extends Error {
  constructor(
    readonly reason: 'password' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'UnreadablePdfError';
  }
}

export interface ReadPdfOptions {
  /** Epoch ms after which no further page is read; document-level facts are read in any case. */
  readPagesUntil?: number;
  /** Stops pdf.js where it is: the reading rejects, and nothing keeps working on the document. */
  signal?: AbortSignal;
}

/**
 * Reads the facts of a PDF. Throws UnreadablePdfError for a document that needs a password or that
 * pdf.js cannot parse. pdf.js runs in this process (its "fake worker"), fetches nothing (no URL, no
 * font or CMap data, no worker script from the network) and evaluates no code from the document.
 */
export async function readPdfFacts(bytes: Uint8Array, options: ReadPdfOptions = {}): Promise<PdfFacts> {
  const pdf = await loadPdfJs();
  const loading = pdf.getDocument({
    // pdf.js takes ownership of the buffer it is given: a copy leaves the caller's bytes intact.
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    useWorkerFetch: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
  });
  const stop = () => void loading.destroy().catch(() => undefined);
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  let document: PDFDocumentProxy;
  try {
    document = await loading.promise;
  } catch (error) {
    options.signal?.removeEventListener('abort', stop);
    await loading.destroy().catch(() => undefined);
    const name = (error as { name?: unknown }).name;
    if (name === 'PasswordException')
      throw new UnreadablePdfError('password', 'The PDF is protected by a password.');
    throw new UnreadablePdfError('unreadable', `The PDF could not be read: ${firstLine(error)}`);
  }
  try {
    return await readFacts(pdf, document, options);
  } catch (error) {
    throw new UnreadablePdfError('unreadable', `The PDF could not be read: ${firstLine(error)}`);
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await document.destroy().catch(() => undefined);
  }
}

async function readFacts(pdf: PdfJs, document: PDFDocumentProxy, options: ReadPdfOptions): Promise<PdfFacts> {
  const [{ info, metadata }, markInfo, viewerPreferences, outline, fieldObjects] = await Promise.all([
    document.getMetadata(),
    document.getMarkInfo(),
    document.getViewerPreferences(),
    document.getOutline(),
    document.getFieldObjects(),
  ]);
  const infoDictionary = info as Record<string, unknown>;
  const facts: PdfFacts = {
    pageCount: document.numPages,
    pagesRead: 0,
    marked: markInfo?.Marked === true,
    hasStructTree: false,
    title: nonEmpty(infoDictionary.Title) ?? nonEmpty(metadata?.get('dc:title')),
    displayDocTitle: (viewerPreferences as { DisplayDocTitle?: unknown } | null)?.DisplayDocTitle === true,
    // pdf.js reports the catalog's /Lang as the info entry "Language" (not an Info dictionary key).
    language: nonEmpty(infoDictionary.Language),
    bookmarks: countBookmarks(outline ?? []),
    pagesWithText: 0,
    imageOnlyPages: [],
    textlessPagesProbed: 0,
    formFields: [],
  };
  const inheritingWidgets = widgetsBelowParentFields(fieldObjects);
  const fields = new Map<string, PdfFormField>();
  const lastPage = Math.min(document.numPages, MAX_PAGES_READ);
  for (let number = 1; number <= lastPage; number++) {
    if (number > 1 && options.readPagesUntil !== undefined && Date.now() > options.readPagesUntil) break;
    const page = await document.getPage(number);
    try {
      // getStructTree answers null exactly when the catalog has no /StructTreeRoot. Other pages'
      // trees are read only for a form field that has no tooltip.
      const firstTree = number === 1 ? await page.getStructTree() : undefined;
      if (number === 1) facts.hasStructTree = firstTree !== null;
      const structTree = async () =>
        facts.hasStructTree ? (firstTree ?? (await page.getStructTree())) : null;
      if (await hasText(page)) facts.pagesWithText++;
      else if (facts.textlessPagesProbed < MAX_IMAGE_PROBES) {
        facts.textlessPagesProbed++;
        if (await paintsImage(pdf, page)) facts.imageOnlyPages.push(number);
      }
      await collectFields(page, number, structTree, inheritingWidgets, fields);
    } finally {
      page.cleanup();
    }
    facts.pagesRead = number;
  }
  facts.formFields = [...fields.values()];
  return facts;
}

async function hasText(page: PDFPageProxy): Promise<boolean> {
  const content = await page.getTextContent();
  return content.items.some((item) => 'str' in item && item.str.trim() !== '');
}

async function paintsImage(pdf: PdfJs, page: PDFPageProxy): Promise<boolean> {
  // Page content only: a form field's appearance is no scan.
  const operators = await page.getOperatorList({ annotationMode: pdf.AnnotationMode.DISABLE });
  const painting = imageOperators(pdf);
  return operators.fnArray.some((operator) => painting.has(operator));
}

function countBookmarks(items: readonly { items?: readonly unknown[] }[]): number {
  return items.reduce(
    (count, item) => count + 1 + countBookmarks((item.items ?? []) as { items?: unknown[] }[]),
    0,
  );
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
