import { ApiError, NetworkError } from '../../lib/api-client';

export const CONFIRM_INTERVAL_MS = 1500;
export const CONFIRM_TIMEOUT_MS = 60_000;

export interface ConfirmOptions {
  /** Reads the account (from the provider, not the cache) and says whether it is active. */
  isActive: () => Promise<boolean>;
  signal: AbortSignal;
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Worth asking again: the provider or the network may be back on the next try. */
function isTransient(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

/**
 * After a checkout the provider's confirmation (a webhook with Stripe) may lag behind the browser:
 * ask every `intervalMs` until the account is active (`'active'`) or `timeoutMs` has passed
 * (`'timeout'`). A client error (e.g. 401) ends the wait with that error; server and network
 * errors count as "not yet".
 */
export async function waitForActiveAccount({
  isActive,
  signal,
  intervalMs = CONFIRM_INTERVAL_MS,
  timeoutMs = CONFIRM_TIMEOUT_MS,
  now = Date.now,
  sleep = sleepFor,
}: ConfirmOptions): Promise<'active' | 'timeout' | 'aborted'> {
  const deadline = now() + timeoutMs;
  for (;;) {
    if (signal.aborted) return 'aborted';
    try {
      if (await isActive()) return signal.aborted ? 'aborted' : 'active';
    } catch (error) {
      if (!isTransient(error)) throw error;
    }
    if (signal.aborted) return 'aborted';
    if (now() + intervalMs > deadline) return 'timeout';
    await sleep(intervalMs, signal);
  }
}
