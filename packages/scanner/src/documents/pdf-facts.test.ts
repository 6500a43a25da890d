import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, chromiumPdf, imageOnlyHtml, reportHtml } from '../../test-support/pdf-documents.js';
import { launchChromium } from '../browser/chromium.js';
import { readPdfFacts, UnreadablePdfError } from './pdf-facts.js';

/** Reading the facts of real PDFs: Chromium's (tagged and not, text and image) and hand-written ones. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('readPdfFacts on PDFs made by Chromium', () => {
  it('reads a tagged report: structure, title, language, bookmarks and text on every page', async () => {
    const pdf = await chromiumPdf(browser, reportHtml(22), { tagged: true, outline: true });
    const facts = await readPdfFacts(pdf);
    expect(facts).toMatchObject({
      pageCount: 22,
      pagesRead: 22,
      marked: true,
      hasStructTree: true,
      title: 'Jahresbericht 2024',
      displayDocTitle: true,
      language: 'de',
      pagesWithText: 22,
      imageOnlyPages: [],
      formFields: [],
    });
    // The h1 and its 22 h2 chapters.
    expect(facts.bookmarks).toBe(23);
  });

  it('reads an untagged one: no structure, no language, no bookmarks', async () => {
    const pdf = await chromiumPdf(browser, reportHtml(2), { tagged: false, outline: false });
    expect(await readPdfFacts(pdf)).toMatchObject({
      marked: false,
      hasStructTree: false,
      language: undefined,
      bookmarks: 0,
      title: 'Jahresbericht 2024',
    });
  });

  it('tells a page that is only a picture from one with text', async () => {
    const pdf = await chromiumPdf(browser, await imageOnlyHtml(browser), { tagged: false, outline: false });
    expect(await readPdfFacts(pdf)).toMatchObject({
      pageCount: 1,
      pagesWithText: 0,
      imageOnlyPages: [1],
      textlessPagesProbed: 1,
    });
  });

  it('stops reading pages at the time given, and keeps the document-level facts', async () => {
    const pdf = await chromiumPdf(browser, reportHtml(5), { tagged: true, outline: false });
    const facts = await readPdfFacts(pdf, { readPagesUntil: Date.now() - 1 });
    expect(facts).toMatchObject({ pageCount: 5, pagesRead: 1, title: 'Jahresbericht 2024', marked: true });
  });
});

const TEXT = 'BT /F1 12 Tf 72 770 Td (Antrag) Tj ET';
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A one-page form: fields named by tooltip, by structure /Alt, by nothing, and a radio group whose tooltip is on its parent. */
function formPdf(): Buffer {
  return buildPdf({
    1: '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [6 0 R 7 0 R 8 0 R 12 0 R] >> /MarkInfo << /Marked true >> /StructTreeRoot 9 0 R /Lang (de-DE) >>',
    2: '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    3: '<< /Title (Antrag) >>',
    4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 15 0 R >> >> /Annots [6 0 R 7 0 R 8 0 R 13 0 R 14 0 R] /StructParents 0 >>',
    5: `<< /Length ${TEXT.length} >>\nstream\n${TEXT}\nendstream`,
    6: '<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /TU (Ihr Name) /Rect [72 600 300 620] /P 4 0 R >>',
    7: '<< /Type /Annot /Subtype /Widget /FT /Tx /T (strasse) /Rect [72 560 300 580] /P 4 0 R /StructParent 1 >>',
    8: '<< /Type /Annot /Subtype /Widget /FT /Tx /T (feld3) /Rect [72 520 300 540] /P 4 0 R >>',
    9: '<< /Type /StructTreeRoot /K 10 0 R /ParentTree << /Nums [1 11 0 R] >> /ParentTreeNextKey 2 >>',
    10: '<< /Type /StructElem /S /Document /P 9 0 R /K [11 0 R] >>',
    11: '<< /Type /StructElem /S /Form /P 10 0 R /Alt (Straße und Hausnummer) /K << /Type /OBJR /Obj 7 0 R /Pg 4 0 R >> >>',
    12: '<< /FT /Btn /Ff 49152 /T (anrede) /TU (Anrede) /Kids [13 0 R 14 0 R] >>',
    13: '<< /Type /Annot /Subtype /Widget /Parent 12 0 R /Rect [72 480 90 498] /P 4 0 R /AP << /N << /frau 16 0 R /Off 16 0 R >> >> >>',
    14: '<< /Type /Annot /Subtype /Widget /Parent 12 0 R /Rect [100 480 118 498] /P 4 0 R /AP << /N << /herr 16 0 R /Off 16 0 R >> >> >>',
    15: FONT,
    16: '<< /Type /XObject /Subtype /Form /BBox [0 0 18 18] /Length 0 >>\nstream\n\nendstream',
  });
}

describe('readPdfFacts on hand-written PDFs', () => {
  it('names form fields by /TU or by the /Alt of their structure element, one entry per field', async () => {
    const facts = await readPdfFacts(formPdf());
    expect(facts.language).toBe('de-DE');
    expect(facts.formFields).toEqual([
      { name: 'name', kind: 'text', page: 1, accessibleName: 'Ihr Name', nameMayBeInherited: false },
      {
        name: 'strasse',
        kind: 'text',
        page: 1,
        accessibleName: 'Straße und Hausnummer',
        nameMayBeInherited: false,
      },
      { name: 'feld3', kind: 'text', page: 1, accessibleName: undefined, nameMayBeInherited: false },
      // pdf.js reports no /TU of a parent field: the group may have a name the rule cannot see.
      { name: 'anrede', kind: 'radio', page: 1, accessibleName: undefined, nameMayBeInherited: true },
    ]);
  });

  it('takes the title from the XMP metadata when the Info dictionary has none', async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt>' +
      '<rdf:li xml:lang="x-default">Preisliste 2025</rdf:li></rdf:Alt></dc:title></rdf:Description></rdf:RDF></x:xmpmeta>';
    const pdf = buildPdf({
      1: '<< /Type /Catalog /Pages 2 0 R /Metadata 6 0 R >>',
      2: '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      3: '<< /Producer (Klarsicht) >>',
      4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
      5: `<< /Length ${TEXT.length} >>\nstream\n${TEXT}\nendstream`,
      6: `<< /Type /Metadata /Subtype /XML /Length ${xmp.length} >>\nstream\n${xmp}\nendstream`,
      7: FONT,
    });
    expect(await readPdfFacts(pdf)).toMatchObject({
      title: 'Preisliste 2025',
      displayDocTitle: false,
      pagesWithText: 1,
    });
  });

  it('gives "could not be read" for what is no PDF or a broken one, never a crash', async () => {
    const notPdf = Buffer.from('<!doctype html><title>Nicht gefunden</title>');
    await expect(readPdfFacts(notPdf)).rejects.toMatchObject({
      name: 'UnreadablePdfError',
      reason: 'unreadable',
    });
    const cut = formPdf().subarray(0, 200);
    const error = await readPdfFacts(cut).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreadablePdfError);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readPdfFacts(formPdf(), { signal: controller.signal })).rejects.toBeInstanceOf(
      UnreadablePdfError,
    );
  });
});
