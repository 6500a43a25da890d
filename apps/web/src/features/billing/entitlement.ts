import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { authorizedFetch } from '../../lib/authorized-fetch';

/**
 * Whether the signed-in user may use the scan areas (spec §2 guard, §6): a subscription or at
 * least one succeeded one-time payment.
 *
 * The data comes from the billing issue's `GET /api/billing/account`, which does not exist yet:
 * until it does, 404 (no such route) and 401 count as "no access", so the guard sends everyone to
 * `/setup`. The billing issue replaces `readAccess` with its contract's schema; the guard keeps
 * calling `useEntitlement()` unchanged.
 */
export const BILLING_ACCOUNT_PATH = '/api/billing/account';

export type Entitlement =
  | { status: 'loading' }
  | { status: 'allowed' }
  | { status: 'denied' }
  | { status: 'error'; retry: () => void };

/** Reads the account answer: a subscription, or a succeeded one-time payment. */
export function readAccess(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { subscription, oneTimePayments } = body as { subscription?: unknown; oneTimePayments?: unknown };
  if (subscription !== null && subscription !== undefined) return true;
  return (
    Array.isArray(oneTimePayments) &&
    oneTimePayments.some(
      (payment: unknown) =>
        typeof payment === 'object' &&
        payment !== null &&
        (payment as { status?: unknown }).status === 'succeeded',
    )
  );
}

export async function fetchAccess(): Promise<boolean> {
  try {
    return readAccess(await authorizedFetch<unknown>(BILLING_ACCOUNT_PATH));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) return false;
    throw error;
  }
}

/** `userKey` (the subject) keeps one user's answer from being reused for another. */
export function useEntitlement({
  enabled,
  userKey,
}: {
  enabled: boolean;
  userKey: string | undefined;
}): Entitlement {
  const query = useQuery({
    queryKey: ['billing', 'access', userKey],
    queryFn: fetchAccess,
    enabled: enabled && userKey !== undefined,
  });
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'loading' };
  return { status: query.data ? 'allowed' : 'denied' };
}
