import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../platform/domain-error.js';

/**
 * Wraps every method of a provider so that whatever it throws (a BillingProviderError, the SDK's
 * own errors, a timeout) is logged with the error and reaches the caller as 502
 * `billing_unavailable`, never as a 500 carrying the provider's details. Our own problems (a
 * test-mode 404 or 409) pass through unchanged.
 */
export function guardProvider<T extends object>(provider: T, logger: FastifyBaseLogger): T {
  return new Proxy(provider, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...input: unknown[]) => unknown).apply(target, args);
        } catch (error) {
          if (error instanceof DomainError) throw error;
          logger.error({ err: error, call: String(key) }, 'billing provider call failed');
          throw new DomainError(
            'billing_unavailable',
            'The payment provider cannot be reached; try again later.',
          );
        }
      };
    },
  });
}
