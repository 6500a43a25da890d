import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './problem.js';

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts the request against `limiter` and answers 429 with Retry-After past the limit. Routes
 * call it themselves, after validation, so a typo in a form does not use up a visitor's quota.
 */
export async function enforceLimit(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', String(result.ttlInSeconds));
  const minutes = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
  throw new HttpProblem(429, 'rate_limited', `Too many requests; try again in ${minutes} minute(s).`);
}
