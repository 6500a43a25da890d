import { addAbortSignal, pipeline, Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

export interface DecodedBody {
  bytes: Buffer;
  /** True when the body was longer than the limit and was cut there. */
  truncated: boolean;
}

/**
 * Reads a response body, undoing `Content-Encoding` and, when the decoded bytes are themselves
 * a gzip file (a `.xml.gz` sitemap served as `application/gzip`), that gzip layer too. The limit
 * applies to decoded bytes, so a small compressed body cannot expand into gigabytes.
 */
export async function readDecodedBody(
  body: Readable,
  contentEncoding: string | undefined,
  maxBytes: number,
  signal: AbortSignal,
): Promise<DecodedBody> {
  const decoder = contentDecoder(contentEncoding);
  const decoded = decoder === undefined ? body : pipeline(body, decoder, ignoreError);
  const first = await collect(addAbortSignal(signal, decoded), maxBytes, decoder !== undefined);
  if (!isGzip(first.bytes)) return first;

  const gunzipped = pipeline(Readable.from([first.bytes]), createGunzip(), ignoreError);
  const second = await collect(addAbortSignal(signal, gunzipped), maxBytes, true);
  return { bytes: second.bytes, truncated: first.truncated || second.truncated };
}

function contentDecoder(contentEncoding: string | undefined) {
  switch (contentEncoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      // identity, absent, or something we did not ask for: pass the bytes through unchanged.
      return undefined;
  }
}

function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

// pipeline() needs a callback; errors still reach the consumer because pipeline destroys the
// last stream with them.
function ignoreError(): void {}

async function collect(stream: Readable, maxBytes: number, compressed: boolean): Promise<DecodedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const room = maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        // Leaving the loop destroys the stream (and through pipeline the socket): nothing more is read.
        return { bytes: Buffer.concat(chunks), truncated: true };
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    // A compressed body cut short (ours after truncation, or the server's) ends with
    // "unexpected end of file": keep what was decoded, as a truncated body.
    if (compressed && (error as NodeJS.ErrnoException).code === 'Z_BUF_ERROR') {
      return { bytes: Buffer.concat(chunks), truncated: true };
    }
    throw error;
  }
  return { bytes: Buffer.concat(chunks), truncated: false };
}

/** Decodes bytes by the charset in `Content-Type`, falling back to UTF-8 (a BOM is dropped). */
export function decodeText(bytes: Buffer, contentType: string): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
