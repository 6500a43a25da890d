import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of every page of a PDF, white space collapsed. Items are joined as pdf.js gives them (a
 * ligature such as "fl" is an item of its own), line ends become spaces.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str + (item.hasEOL ? ' ' : ''));
  }
  await document.destroy();
  return parts.join('').replace(/\s+/g, ' ');
}
