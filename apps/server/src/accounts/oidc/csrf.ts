import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Double-submit CSRF token for the forgot/reset forms (the interaction forms are covered by the
 * provider's SameSite interaction cookie): a random value in an HttpOnly, SameSite=Strict cookie
 * scoped to /oidc, repeated in a hidden field; a POST must carry both, equal.
 */

const COOKIE = 'klarsicht_csrf';

function readCookie(request: FastifyRequest): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([A-Za-z0-9_-]{20,})`).exec(request.headers.cookie ?? '');
  return match?.[1];
}

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const token = readCookie(request) ?? randomBytes(24).toString('base64url');
  reply.header(
    'set-cookie',
    `${COOKIE}=${token}; Path=/oidc; HttpOnly; SameSite=Strict; Max-Age=7200${secure ? '; Secure' : ''}`,
  );
  return token;
}

export function checkCsrfToken(request: FastifyRequest, submitted: unknown): boolean {
  const cookie = readCookie(request);
  if (!cookie || typeof submitted !== 'string') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
