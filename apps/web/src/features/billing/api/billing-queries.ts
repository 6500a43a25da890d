import type { BillingAccount } from '@klarsicht/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announceServerDataChanged } from '../../../lib/server-data-changes';
import { addAccountUrl, billingKeys, fetchAccount, fetchPlans } from './billing-api';

export function usePlans() {
  return useQuery({ queryKey: billingKeys.plans, queryFn: fetchPlans, staleTime: 10 * 60_000 });
}

/** The signed-in user's account; `userKey` (the subject) keeps one user's answer from another. */
export function useAccount(userKey: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.account(userKey),
    queryFn: () => fetchAccount(),
    enabled: enabled && userKey !== undefined,
  });
}

/**
 * A newer account (after a checkout, a change or an added URL) replaces the cached one, and the
 * guard's verdict follows at once: invalidating alone would let the guard act on the old answer
 * while the new one loads. The monitored sites follow the plan's sites, so they are read again.
 */
export function storeAccount(queryClient: QueryClient, userKey: string | undefined, account: BillingAccount) {
  queryClient.setQueryData(billingKeys.account(userKey), account);
  queryClient.setQueryData(billingKeys.access(userKey), account.active);
  announceServerDataChanged('monitors');
}

export function useAddUrl(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAccountUrl,
    onSuccess: (account) => storeAccount(queryClient, userKey, account),
  });
}
