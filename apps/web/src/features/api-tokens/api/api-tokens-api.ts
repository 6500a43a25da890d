import {
  type ApiTokenView,
  apiTokenListSchema,
  type CreatedApiToken,
  createdApiTokenSchema,
} from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';

export const apiTokenKeys = {
  list: (userKey: string | undefined) => ['apiTokens', userKey] as const,
};

async function fetchTokens(): Promise<ApiTokenView[]> {
  return apiTokenListSchema.parse(await authorizedFetch<unknown>('/api/tokens')).items;
}

async function createToken(name: string): Promise<CreatedApiToken> {
  return createdApiTokenSchema.parse(
    await authorizedFetch<unknown>('/api/tokens', { method: 'POST', json: { name } }),
  );
}

async function revokeToken(id: string): Promise<void> {
  await authorizedFetch<undefined>(`/api/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The caller's tokens, newest first, revoked ones included; never their secrets. */
export function useApiTokens(userKey: string | undefined) {
  return useQuery({
    queryKey: apiTokenKeys.list(userKey),
    queryFn: fetchTokens,
    enabled: userKey !== undefined,
  });
}

export function useCreateApiToken(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(userKey) }),
  });
}

export function useRevokeApiToken(userKey: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(userKey) }),
  });
}
