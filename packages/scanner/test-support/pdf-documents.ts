import type { Browser } from 'playwright-core';

/**
 * PDFs for tests: made by Chromium from HTML (tagged or not, with bookmarks or not, of text or of
 * an image), or written object by object where Chromium has no say (form fields, a missing
 * language, broken files).
 */

export interface ChromiumPdfOptions {
  tagged: boolean;
  outline: boolean;
}

/** Prints an HTML page to PDF in a fresh page of `browser`: Playwright's `page.pdf`. */
export async function chromiumPdf(
  browser: Browser,
  html: string,
  options: ChromiumPdfOptions,
): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.setContent(html);
    return await page.pdf({ tagged: options.tagged, outline: options.outline, format: 'A4' });
  } finally {
    await page.close();
  }
}

/** A German report of `chapters` pages, one chapter heading and paragraph a page. */
export function reportHtml(chapters: number, title = 'Jahresbericht 2024'): string {
  const body = Array.from(
    { length: chapters },
    (_, index) =>
      `<h2>Kapitel ${index + 1}</h2><p style="break-after: page">Bericht über das ${index + 1}. Quartal des Jahres.</p>`,
  ).join('');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
}

/** A page showing nothing but a picture: printed, it is a PDF like a scan without text recognition. */
export async function imageOnlyHtml(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.setContent('<p style="font: 32px serif">Antrag auf Erstattung</p>');
    const picture = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 500, height: 120 } });
    return `<!doctype html><html><head><title>Antrag</title></head><body><img alt="" src="data:image/png;base64,${picture.toString('base64')}"></body></html>`;
  } finally {
    await page.close();
  }
}

/**
 * A PDF of the given indirect objects (number → body), with a correct cross-reference table:
 * object 1 is the catalog, object 3 (when present) the document information dictionary. A stream's
 * /Length must be right; it is checked, so that examples shown to people are valid PDF.
 */
export function buildPdf(objects: Readonly<Record<number, string>>): Buffer {
  const numbers = Object.keys(objects)
    .map(Number)
    .sort((a, b) => a - b);
  const size = (numbers.at(-1) ?? 0) + 1;
  const chunks: string[] = ['%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n'];
  let length = Buffer.byteLength(chunks[0]!, 'latin1');
  const offsets = new Map<number, number>();
  for (const number of numbers) {
    const body = objects[number]!;
    checkStreamLength(number, body);
    const text = `${number} 0 obj\n${body}\nendobj\n`;
    offsets.set(number, length);
    chunks.push(text);
    length += Buffer.byteLength(text, 'latin1');
  }
  const entries = Array.from({ length: size }, (_, number) => {
    const offset = offsets.get(number);
    return offset === undefined
      ? `0000000000 ${number === 0 ? '65535' : '00000'} f \n`
      : `${String(offset).padStart(10, '0')} 00000 n \n`;
  });
  const info = offsets.has(3) ? ' /Info 3 0 R' : '';
  chunks.push(`xref\n0 ${size}\n${entries.join('')}`);
  chunks.push(`trailer\n<< /Size ${size} /Root 1 0 R${info} >>\nstartxref\n${length}\n%%EOF\n`);
  return Buffer.from(chunks.join(''), 'latin1');
}

function checkStreamLength(number: number, body: string): void {
  const stream = /\/Length (\d+)[\s\S]*?\bstream\n([\s\S]*?)\nendstream/.exec(body);
  if (!stream) return;
  const actual = Buffer.byteLength(stream[2]!, 'latin1');
  if (Number(stream[1]) !== actual) {
    throw new Error(`Object ${number}: /Length ${stream[1]}, but the stream has ${actual} bytes`);
  }
}

/** Indirect objects as written in a PDF ("7 0 obj … endobj"), by number; comments between them are left out. */
export function parseObjects(source: string): Record<number, string> {
  const objects: Record<number, string> = {};
  for (const match of source.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g))
    objects[Number(match[1])] = match[2]!;
  return objects;
}

/** The pages of the example document: 24, enough for the bookmarks rule to apply. */
export const EXAMPLE_PAGES = Array.from({ length: 24 }, (_, index) => 10 + index);

const PAGE_TEXT = 'BT /F1 24 Tf 72 770 Td (Beispiel) Tj ET';
// One grey pixel: the "scan" the text rule's example draws over a page.
const PIXEL = '\u0080';

/**
 * The document a fix guide's example is put into, like an HTML example into an otherwise clean page:
 * a catalog (1), the page tree (2), document information (3), the pages' shared content stream (4),
 * an image "Scan1" (5), a font "F1" (6) and 24 pages (10 to 33). The example's objects replace
 * those of the same number; its widgets are added to the catalog's /AcroForm and the first page.
 */
export function exampleDocument(example: string): Buffer {
  const replaced = parseObjects(example);
  const widgets = Object.entries(replaced)
    .filter(([, body]) => /\/Subtype\s*\/Widget/.test(body))
    .map(([number]) => `${number} 0 R`);
  const objects: Record<number, string> = {
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: `<< /Type /Pages /Kids [${EXAMPLE_PAGES.map((page) => `${page} 0 R`).join(' ')}] /Count ${EXAMPLE_PAGES.length} >>`,
    3: '<< /Producer (Klarsicht) >>',
    4: `<< /Length ${PAGE_TEXT.length} >>\nstream\n${PAGE_TEXT}\nendstream`,
    5: `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 1 >>\nstream\n${PIXEL}\nendstream`,
    6: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...Object.fromEntries(
      EXAMPLE_PAGES.map((page, index) => [
        page,
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> /XObject << /Scan1 5 0 R >> >>${index === 0 && widgets.length > 0 ? ` /Annots [${widgets.join(' ')}]` : ''} >>`,
      ]),
    ),
    ...replaced,
  };
  if (widgets.length > 0) {
    objects[1] = objects[1]!.replace(/>>\s*$/, `/AcroForm << /Fields [${widgets.join(' ')}] >> >>`);
  }
  return buildPdf(objects);
}
