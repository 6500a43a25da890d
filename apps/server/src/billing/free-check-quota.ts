import type { FastifyReply } from 'fastify';
import type { Database } from '../platform/db/database.js';
import { HttpProblem } from '../platform/http/problem.js';
import { countHit, peekHits } from '../platform/http/rate-limit-repo.js';

/**
 * Free checks of a signed-in caller, counted per account rather than per IP address: the "trial"
 * whose usage the account shows as "current of limit scans". Anonymous free checks keep the
 * per-IP limiter. Same fixed windows and table as the rate limits, so every API process agrees.
 */
export interface FreeCheckQuota {
  /** Counts one free check; 429 with Retry-After past the limit. */
  take(organisationId: string, reply: FastifyReply): Promise<void>;
  usage(organisationId: string): Promise<{ used: number; limit: number; resetsAt: string | null }>;
}

export function freeCheckQuota(db: Database, limit: { max: number; windowMs: number }): FreeCheckQuota {
  const key = (organisationId: string) => `free-check:organisation:${organisationId}`;
  return {
    async take(organisationId, reply) {
      const { hits, msUntilReset } = await countHit(db.orm, key(organisationId), limit.windowMs);
      if (hits <= limit.max) return;
      const seconds = Math.max(1, Math.ceil(msUntilReset / 1000));
      reply.header('retry-after', String(seconds));
      const minutes = Math.ceil(seconds / 60);
      throw new HttpProblem(
        429,
        'rate_limited',
        `All ${limit.max} free checks of this period are used; try again in ${minutes} minute(s), or choose a plan.`,
      );
    },
    async usage(organisationId) {
      const window = await peekHits(db.orm, key(organisationId));
      return {
        used: Math.min(window?.hits ?? 0, limit.max),
        limit: limit.max,
        resetsAt: window ? window.resetAt.toISOString() : null,
      };
    },
  };
}
