import type { FastifyReply } from 'fastify';

/** The picture types uploads may be (evidence, client logos). */
export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The first bytes of each picture type: a body is taken for what it is, not for what it claims. */
const SIGNATURES: Record<PictureType, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * The type of an uploaded picture when its Content-Type is one of `allowed` and its bytes are what
 * that type begins with; undefined otherwise.
 */
export function uploadedPicture<T extends PictureType>(
  contentType: string | undefined,
  body: unknown,
  allowed: readonly T[],
): T | undefined {
  const mime = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const type = allowed.find((candidate) => candidate === mime);
  if (!type || !Buffer.isBuffer(body) || body.length === 0 || !SIGNATURES[type](body)) return undefined;
  return type;
}

/** Sends a stored picture to the one allowed to see it, never cached or sniffed as something else. */
export function sendPicture(reply: FastifyReply, picture: { mime: string; bytes: Uint8Array }): FastifyReply {
  return reply
    .type(picture.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(picture.bytes));
}
