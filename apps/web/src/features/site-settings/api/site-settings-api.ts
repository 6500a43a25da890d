import { type SiteSettings, siteSettingsSchema, type UpdateSiteSettings } from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { announceServerDataChanged } from '../../../lib/server-data-changes';

/** `userKey` (the signed-in subject) keeps one user's answers from another's. */
const settingsKey = (userKey: string | undefined, siteId: string) =>
  ['siteSettings', userKey, siteId] as const;

const settingsPath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/settings`;

export function useSiteSettings(userKey: string | undefined, siteId: string) {
  return useQuery({
    queryKey: settingsKey(userKey, siteId),
    queryFn: async (): Promise<SiteSettings> =>
      siteSettingsSchema.parse(await authorizedFetch<unknown>(settingsPath(siteId))),
    enabled: userKey !== undefined,
  });
}

/**
 * Saves the settings; the answer (secrets only as "stored") replaces the cached ones, and the sites'
 * start addresses shown elsewhere ("Websites", monitoring) are read again.
 */
export function useSaveSiteSettings(userKey: string | undefined, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: UpdateSiteSettings): Promise<SiteSettings> =>
      siteSettingsSchema.parse(
        await authorizedFetch<unknown>(settingsPath(siteId), { method: 'PUT', json: update }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(userKey, siteId), saved);
      announceServerDataChanged('monitors');
    },
  });
}
