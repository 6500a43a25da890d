import type { Me, UpdateMeRequest } from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';

export const meQueryKey = (userKey: string | undefined) => ['me', userKey] as const;

export function useMe(userKey: string | undefined) {
  return useQuery({
    queryKey: meQueryKey(userKey),
    queryFn: () => authorizedFetch<Me>('/api/me'),
    enabled: userKey !== undefined,
  });
}

export function useUpdateMe(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateMeRequest) =>
      authorizedFetch<Me>('/api/me', { method: 'PATCH', json: update }),
    onSuccess: (me) => queryClient.setQueryData(meQueryKey(userKey), me),
  });
}

/** Embedded provider only: 202 when the mail is on its way. */
export function useSendVerificationEmail() {
  return useMutation({
    // The mail in the app's language, not in the browser's preferred one.
    mutationFn: () =>
      authorizedFetch<undefined>('/api/me/verification-email', {
        method: 'POST',
        headers: { 'accept-language': document.documentElement.lang },
      }),
  });
}
