import { createDeflate } from 'node:zlib';
import { buildPdf } from './pdf-documents.js';

/*
 * PDFs a hostile or broken site could send, generated here: small on the wire, expensive to read.
 * What pdf.js 4.9 does with them (measured): a content stream of a few hundred kilobytes that
 * inflates to a gigabyte is decoded in one synchronous run into one growing buffer (about 25 s and
 * 2.9 GB for 1 GB, and cancelling does not stop it); millions of operators build an operator list
 * of hundreds of megabytes for as long; nesting tens of thousands deep it reads or refuses quickly.
 */

/** A one-page document whose page content is `content`, a stream compressed with /FlateDecode. */
function onePage(content: Buffer): Buffer {
  return buildPdf({
    1: '<< /Type /Catalog /Pages 2 0 R /Lang (de) >>',
    2: '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    3: '<< /Title (Preisliste) >>',
    4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>',
    5: `<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n${content.toString('latin1')}\nendstream`,
  });
}

/** Deflates `chunk` repeated `times` times, without holding the whole inflated text. */
async function deflateRepeated(chunk: Buffer, times: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let index = 0; index < times; index++) {
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** A page content stream of `inflatedMb` MB of spaces: about a thousandth of that on the wire. */
export async function inflationBomb(inflatedMb: number): Promise<Buffer> {
  return onePage(await deflateRepeated(Buffer.alloc(1024 * 1024, 0x20), inflatedMb));
}

/** A page of `pairs` save/restore operator pairs ("q Q"), each of which pdf.js lists. */
export async function operatorFlood(pairs: number): Promise<Buffer> {
  const perChunk = 256 * 1024;
  return onePage(await deflateRepeated(Buffer.from('q Q\n'.repeat(perChunk)), Math.ceil(pairs / perChunk)));
}

/** A document whose Info dictionary holds arrays nested `depth` deep. */
export function deepNesting(depth: number): Buffer {
  return buildPdf({
    1: '<< /Type /Catalog /Pages 2 0 R >>',
    2: '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    3: `<< /Title (Tief) /Deep ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
    4: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  });
}
