import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { billingKeys, fetchAccount } from './api/billing-api';

/**
 * Whether the signed-in user may use the scan areas (product §2 guard, §6): the account is `active`
 * when it has a subscription (active or trialing) or at least one succeeded one-time payment.
 */
export type Entitlement =
  | { status: 'loading' }
  | { status: 'allowed' }
  | { status: 'denied' }
  | { status: 'error'; retry: () => void };

/**
 * 401 (the session is over) is "no access", like an inactive account. 403 `role_insufficient` is a
 * member whose role does not see the plan (an agency's client, decision 028): they are let in, and
 * every route they call answers for their role and the organisation's plan. Anything else failing is
 * an error.
 */
export async function fetchAccess(): Promise<boolean> {
  try {
    return (await fetchAccount()).active;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    if (error instanceof ApiError && error.code === 'role_insufficient') return true;
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
    queryKey: billingKeys.access(userKey),
    queryFn: fetchAccess,
    enabled: enabled && userKey !== undefined,
  });
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (query.data === undefined) return { status: 'loading' };
  return { status: query.data ? 'allowed' : 'denied' };
}
