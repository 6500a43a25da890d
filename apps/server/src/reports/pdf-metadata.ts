import { escapeHtml } from '@klarsicht/report';

/**
 * The metadata PDF/UA asks of a document (ISO 14289-1, 7.1): an XMP metadata stream in the catalog
 * with the title (dc:title), and our name as the creator. Chromium writes neither: its document
 * information names the headless browser's user agent as /Creator, and it has no /Metadata. The
 * title (from the page's <title>) and the language (the catalog's /Lang, from <html lang>) are what
 * Chromium wrote, so the report's HTML stays their one source. No PDF
 * library that writes is among our dependencies, and the change is small and well defined, so it is
 * made here as an incremental update (ISO 32000-1, 7.5.6): the printed bytes stay as they are
 * (structure tree, bookmarks, fonts), and new versions of the catalog and the information dictionary
 * plus the metadata stream are appended with their own cross-reference section.
 */

interface PdfMetadata {
  title: string | undefined;
  /** BCP 47, as the catalog's /Lang says it. */
  language: string | undefined;
}

/** The application that made the document, as PDF readers show it ("Created with"). */
export const PDF_CREATOR = 'Klarsicht';

export class PdfMetadataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfMetadataError';
  }
}

interface ObjectRef {
  number: number;
  generation: number;
}

/** The last trailer of a PDF with a classic cross-reference table (what Chromium's Skia writes). */
function lastTrailer(text: string) {
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  const trailerAt = text.lastIndexOf('trailer');
  if (!startxref || trailerAt < 0) {
    throw new PdfMetadataError('The PDF has no classic trailer (a cross-reference stream is not supported).');
  }
  const trailer = dictionaryAt(text, text.indexOf('<<', trailerAt));
  const ref = (key: string): ObjectRef | undefined => {
    const match = new RegExp(`/${key}\\s+(\\d+)\\s+(\\d+)\\s+R`).exec(trailer);
    return match ? { number: Number(match[1]), generation: Number(match[2]) } : undefined;
  };
  const size = /\/Size\s+(\d+)/.exec(trailer);
  const root = ref('Root');
  if (!size || !root) throw new PdfMetadataError('The PDF trailer names no /Size or /Root.');
  const id = /\/ID\s*(\[[^\]]*\])/.exec(trailer)?.[1];
  return { size: Number(size[1]), root, info: ref('Info'), id, previous: Number(startxref[1]) };
}

/**
 * The dictionary that starts at `start` ("<<"), up to its matching ">>": literal strings (with
 * their escapes and nested parentheses) and hex strings may hold brackets of their own.
 */
function dictionaryAt(text: string, start: number): string {
  if (start < 0 || !text.startsWith('<<', start)) throw new PdfMetadataError('Expected a dictionary.');
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (char === '(') {
      let parentheses = 1;
      i++;
      while (i < text.length && parentheses > 0) {
        if (text[i] === '\\') i++;
        else if (text[i] === '(') parentheses++;
        else if (text[i] === ')') parentheses--;
        i++;
      }
      continue;
    }
    if (text.startsWith('<<', i)) {
      depth++;
      i += 2;
      continue;
    }
    if (text.startsWith('>>', i)) {
      depth--;
      i += 2;
      if (depth === 0) return text.slice(start, i);
      continue;
    }
    if (char === '<') {
      i = text.indexOf('>', i) + 1;
      if (i === 0) break;
      continue;
    }
    i++;
  }
  throw new PdfMetadataError('A dictionary is not closed.');
}

/** The dictionary of the last definition of an object (an incremental update may redefine it). */
function objectDictionary(text: string, ref: ObjectRef): string {
  const pattern = new RegExp(`(?:^|[\\r\\n])${ref.number}\\s+${ref.generation}\\s+obj\\s*<<`, 'g');
  let at = -1;
  for (const match of text.matchAll(pattern)) at = match.index + match[0].length - 2;
  if (at < 0) throw new PdfMetadataError(`Object ${ref.number} ${ref.generation} is not in the file.`);
  return dictionaryAt(text, at);
}

/** A text string as PDF stores any text: UTF-16BE with a byte order mark, in hex. */
function pdfTextString(value: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < value.length; i++)
    hex += value.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** A date as the information dictionary writes it: D:YYYYMMDDHHmmSS in UTC. */
function pdfDate(date: Date): string {
  return `(D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * A text string of a dictionary: a literal one "(…)" (PDFDocEncoding read as Latin-1, which it is
 * for what Skia writes) or a hex one "<FEFF…>" (UTF-16BE); undefined when the key is absent.
 */
function textString(dictionary: string, key: string): string | undefined {
  const literal = new RegExp(`/${key}\\s*\\(((?:\\\\[\\s\\S]|[^\\\\)])*)\\)`).exec(dictionary);
  if (literal) return literal[1]!.replace(/\\([\s\S])/g, (_escape, char: string) => ESCAPES[char] ?? char);
  const hex = new RegExp(`/${key}\\s*<([0-9A-Fa-f\\s]*)>`).exec(dictionary)?.[1]?.replace(/\s/g, '');
  if (hex === undefined) return undefined;
  const bytes = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  let value = '';
  for (let i = 2; i + 1 < bytes.length; i += 2) value += String.fromCharCode(bytes.readUInt16BE(i));
  return value;
}

function xmpPacket(metadata: PdfMetadata, producer: string | undefined, date: Date): string {
  const title =
    metadata.title === undefined
      ? ''
      : `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeHtml(metadata.title)}</rdf:li></rdf:Alt></dc:title>\n`;
  const language =
    metadata.language === undefined
      ? ''
      : `<dc:language><rdf:Bag><rdf:li>${escapeHtml(metadata.language)}</rdf:li></rdf:Bag></dc:language>\n`;
  const when = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about=""
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:xmp="http://ns.adobe.com/xap/1.0/"
 xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<dc:format>application/pdf</dc:format>
${title}${language}<xmp:CreatorTool>${PDF_CREATOR}</xmp:CreatorTool>
<xmp:CreateDate>${when}</xmp:CreateDate>
<xmp:ModifyDate>${when}</xmp:ModifyDate>
<xmp:MetadataDate>${when}</xmp:MetadataDate>
${producer === undefined ? '' : `<pdf:Producer>${escapeHtml(producer)}</pdf:Producer>\n`}</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="r"?>`;
}

/**
 * The PDF with an XMP metadata stream (its title and language, our name as creator, `date`)
 * referenced from its catalog, and an information dictionary that says the same.
 */
export function withPdfMetadata(pdf: Uint8Array, date: Date): Buffer {
  // latin1 maps every byte to one character: offsets in the text are offsets in the file.
  const text = Buffer.from(pdf).toString('latin1');
  const trailer = lastTrailer(text);
  const catalog = objectDictionary(text, trailer.root);
  if (!/\/Type\s*\/Catalog\b/.test(catalog)) throw new PdfMetadataError('/Root is not the catalog.');
  const oldInfo = trailer.info ? objectDictionary(text, trailer.info) : '';
  const producer = textString(oldInfo, 'Producer');
  const metadata: PdfMetadata = {
    title: textString(oldInfo, 'Title'),
    language: textString(catalog, 'Lang'),
  };

  const metadataRef: ObjectRef = { number: trailer.size, generation: 0 };
  const infoRef: ObjectRef = trailer.info ?? { number: trailer.size + 1, generation: 0 };
  const size = Math.max(trailer.size + 1, infoRef.number + 1);

  const newCatalog = `${catalog
    .slice(0, -2)
    .replace(/\/Metadata\s+\d+\s+\d+\s+R/, '')
    .trimEnd()}\n/Metadata ${metadataRef.number} 0 R>>`;
  const newInfo = [
    '<<',
    ...(metadata.title === undefined ? [] : [`/Title ${pdfTextString(metadata.title)}`]),
    `/Creator ${pdfTextString(PDF_CREATOR)}`,
    ...(producer === undefined ? [] : [`/Producer ${pdfTextString(producer)}`]),
    `/CreationDate ${pdfDate(date)}`,
    `/ModDate ${pdfDate(date)}`,
    '>>',
  ].join('\n');
  // An uncompressed stream, as PDF/A and PDF/UA want metadata readable without a PDF library.
  const xmp = Buffer.from(xmpPacket(metadata, producer, date), 'utf8');

  const parts: Buffer[] = [];
  let offset = pdf.length;
  const offsets = new Map<number, { at: number; generation: number }>();
  const add = (ref: ObjectRef, body: Buffer) => {
    const head = Buffer.from(`${ref.number} ${ref.generation} obj\n`, 'latin1');
    const chunk = Buffer.concat([head, body, Buffer.from('\nendobj\n', 'latin1')]);
    offsets.set(ref.number, { at: offset, generation: ref.generation });
    parts.push(chunk);
    offset += chunk.length;
  };
  const separator = text.endsWith('\n') ? '' : '\n';
  if (separator) {
    parts.push(Buffer.from(separator, 'latin1'));
    offset += separator.length;
  }
  add(trailer.root, Buffer.from(newCatalog, 'latin1'));
  add(infoRef, Buffer.from(newInfo, 'latin1'));
  add(
    metadataRef,
    Buffer.concat([
      Buffer.from(`<</Type /Metadata /Subtype /XML /Length ${xmp.length}>>\nstream\n`, 'latin1'),
      xmp,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );

  // One subsection per run of consecutive object numbers; every entry is exactly 20 bytes.
  const numbers = [...offsets.keys()].sort((a, b) => a - b);
  let xref = 'xref\n';
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    xref += `${numbers[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) {
      const entry = offsets.get(numbers[k]!)!;
      xref += `${String(entry.at).padStart(10, '0')} ${String(entry.generation).padStart(5, '0')} n\r\n`;
    }
    i = j + 1;
  }
  const newTrailer = [
    'trailer',
    `<</Size ${size}`,
    `/Root ${trailer.root.number} ${trailer.root.generation} R`,
    `/Info ${infoRef.number} ${infoRef.generation} R`,
    ...(trailer.id ? [`/ID ${trailer.id}`] : []),
    `/Prev ${trailer.previous}>>`,
    'startxref',
    String(offset),
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(xref + newTrailer, 'latin1'));
  return Buffer.concat([Buffer.from(pdf), ...parts]);
}
