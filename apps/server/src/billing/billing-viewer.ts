import type { FastifyRequest } from 'fastify';
import { signedInViewer } from '../auth/viewer.js';

/** The signed-in caller's user id; 401 for anonymous callers. */
export function requireUserId(request: FastifyRequest): string {
  return signedInViewer(request.viewer, 'Sign in to see your billing account.').userId;
}
