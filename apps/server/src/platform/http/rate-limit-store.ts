import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';
import { countHit, deleteExpiredHits } from './rate-limit-repo.js';

/**
 * A store for @fastify/rate-limit backed by our database, so every API process counts against the
 * same limit (its built-in store counts per process). A route gets a child store whose keys carry
 * the route, so limits of different routes never share a counter.
 */

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// About one request in 200 also sweeps windows that ended: the table stays small without a timer.
const SWEEP_PROBABILITY = 1 / 200;

export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    // The plugin constructs the root store with its options object; children get their namespace.
    constructor(namespace?: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : 'global';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(db.orm, `${this.namespace}:${key}`, timeWindow).then(
        ({ hits, msUntilReset }) => {
          callback(null, { current: hits, ttl: msUntilReset });
          if (Math.random() < SWEEP_PROBABILITY) deleteExpiredHits(db.orm).catch(() => {});
        },
        (error: Error) => callback(error),
      );
    }

    // Typed as route options; at run time the plugin passes its merged settings with `routeInfo`.
    child(routeOptions: object): DatabaseRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '');
      return new DatabaseRateLimitStore(`${method} ${info?.url ?? ''}`.trim() || 'route');
    }
  }
  return DatabaseRateLimitStore;
}
