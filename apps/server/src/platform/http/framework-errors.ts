import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { problemBody, sendProblem } from './problem.js';

/**
 * Fastify's `frameworkErrors`: errors raised before routing, which never reach the error handler.
 * A path with a broken percent-escape (`/api/scans/%zz`) is FST_ERR_BAD_URL; without this it
 * left as Fastify's own application/json body instead of our problem+json.
 */
export function frameworkErrorAsProblem(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  sendProblem(
    reply,
    problemBody(status, 'validation_failed', {
      detail:
        error.code === 'FST_ERR_BAD_URL' ? 'The URL path is not valid.' : 'The request cannot be routed.',
    }),
  );
}
