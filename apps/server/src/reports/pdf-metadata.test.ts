import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { PDF_CREATOR, PdfMetadataError, withPdfMetadata } from './pdf-metadata.js';
import { PdfPrinter } from './pdf-printer.js';

/**
 * The report PDF's metadata, on what Chromium really prints: the XMP stream and the information
 * dictionary that PDF/UA asks for, read back by pdf.js as a PDF reader reads them.
 */

const printer = new PdfPrinter();
afterAll(() => printer.close());

const WHEN = new Date('2026-03-01T09:30:00Z');

async function print(title: string, lang: string): Promise<Buffer> {
  return printer.print({
    html: `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1><p>Text</p></body></html>`,
    headerTemplate: '<span></span>',
    footerTemplate: '<span class="pageNumber"></span>',
  });
}

async function readBack(bytes: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  try {
    const { info, metadata } = await document.getMetadata();
    const markInfo = await document.getMarkInfo();
    const tree = await (await document.getPage(1)).getStructTree();
    const text = (await (await document.getPage(1)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join('');
    return {
      info: info as Record<string, unknown>,
      metadata,
      markInfo,
      tree,
      text,
      pages: document.numPages,
    };
  } finally {
    await document.destroy();
  }
}

describe('the report PDF’s metadata', () => {
  it('names Klarsicht as creator and carries an XMP stream with title and language', async () => {
    const printed = await print('Barrierefreiheitsbericht – müller-söhne.example', 'de');
    // What Chromium writes on its own: the browser's user agent as creator, no XMP.
    const before = await readBack(printed);
    expect(before.info.Creator).toMatch(/Chrom/);
    expect(before.metadata).toBeNull();

    const { info, metadata, markInfo, tree, text, pages } = await readBack(withPdfMetadata(printed, WHEN));
    expect(info.Title).toBe('Barrierefreiheitsbericht – müller-söhne.example');
    expect(info.Creator).toBe(PDF_CREATOR);
    expect(info.Creator).toBe('Klarsicht');
    expect(info.Producer).toMatch(/Skia/);
    expect(info.Language).toBe('de');
    expect(info.CreationDate).toBe('D:20260301093000Z');
    expect(metadata?.get('dc:title')).toBe('Barrierefreiheitsbericht – müller-söhne.example');
    expect(metadata?.get('dc:language')).toBe('de');
    expect(metadata?.get('xmp:creatortool')).toBe('Klarsicht');
    // Still the tagged document it was.
    expect(markInfo).toMatchObject({ Marked: true });
    expect(tree).toBeTruthy();
    expect(text).toContain('Barrierefreiheitsbericht');
    expect(pages).toBe(before.pages);
  });

  it('escapes what the title holds, in English too', async () => {
    const title = 'Accessibility report – a<b>&"c" (shop)';
    const html = title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const { info, metadata } = await readBack(withPdfMetadata(await print(html, 'en'), WHEN));
    expect(info.Title).toBe(title);
    expect(info.Language).toBe('en');
    expect(metadata?.get('dc:title')).toBe(title);
    expect(metadata?.get('dc:language')).toBe('en');
  });

  it('refuses what is not a PDF it understands', () => {
    expect(() => withPdfMetadata(Buffer.from('%PDF-1.7\nnot really'), WHEN)).toThrow(PdfMetadataError);
  });
});
