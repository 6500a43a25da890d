import {
  type CreatedWebhook,
  type CreateWebhookRequest,
  createdWebhookSchema,
  type DeliveryView,
  deliveryListSchema,
  deliveryViewSchema,
  type UpdateWebhookRequest,
  type WebhookView,
  webhookListSchema,
  webhookViewSchema,
} from '@klarsicht/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '../../../lib/authorized-fetch';

const WEBHOOKS_PATH = '/api/organisation/webhooks';
const webhookPath = (id: string) => `${WEBHOOKS_PATH}/${encodeURIComponent(id)}`;

/**
 * Query keys: the organisation is in every key (null: the personal one), so two organisations never
 * share an entry; the app resets every query when the organisation changes. Every call names the
 * organisation by the `klarsicht-organisation` header (authorizedFetch adds it).
 */
export const webhookKeys = {
  all: (organisation: string | null) => ['webhooks', organisation] as const,
  list: (organisation: string | null) => ['webhooks', organisation, 'list'] as const,
  deliveries: (organisation: string | null, webhookId: string) =>
    ['webhooks', organisation, 'deliveries', webhookId] as const,
};

/** The organisation's webhooks, Slack and Teams channels; a role that may not manage them gets a 403. */
export function useWebhooks(organisation: string | null) {
  return useQuery({
    queryKey: webhookKeys.list(organisation),
    queryFn: async (): Promise<WebhookView[]> =>
      webhookListSchema.parse(await authorizedFetch<unknown>(WEBHOOKS_PATH)).items,
    staleTime: 10_000,
  });
}

/** The newest 50 deliveries of one webhook, newest first: read when the disclosure opens. */
export function useDeliveries(organisation: string | null, webhookId: string, enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.deliveries(organisation, webhookId),
    queryFn: async (): Promise<DeliveryView[]> =>
      deliveryListSchema.parse(await authorizedFetch<unknown>(`${webhookPath(webhookId)}/deliveries`)).items,
    enabled,
    staleTime: 5_000,
  });
}

/**
 * After a change: the list (last delivery, enabled) and the deliveries read again, also after a
 * failure (a `not_found`: another admin deleted it, and the list no longer shows it).
 */
function useRefresh(organisation: string | null) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all(organisation) });
}

/**
 * Adds one; a webhook's answer carries its signing secret, this once. The list is read again without
 * waiting: at the limit the form gives way to a note, and its callbacks (the secret) must run first.
 */
export function useCreateWebhook(organisation: string | null) {
  const refresh = useRefresh(organisation);
  return useMutation({
    mutationFn: async (request: CreateWebhookRequest): Promise<CreatedWebhook> =>
      createdWebhookSchema.parse(
        await authorizedFetch<unknown>(WEBHOOKS_PATH, { method: 'POST', json: request }),
      ),
    onSuccess: () => {
      void refresh();
    },
  });
}

export function useUpdateWebhook(organisation: string | null) {
  const refresh = useRefresh(organisation);
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: UpdateWebhookRequest }): Promise<WebhookView> =>
      webhookViewSchema.parse(
        await authorizedFetch<unknown>(webhookPath(id), { method: 'PATCH', json: change }),
      ),
    onSettled: refresh,
  });
}

/**
 * The list is read again without waiting for it: the card that asked is gone once it is, and its
 * own callbacks (saying so, moving focus) must run first.
 */
export function useDeleteWebhook(organisation: string | null) {
  const refresh = useRefresh(organisation);
  return useMutation({
    mutationFn: (id: string) => authorizedFetch<undefined>(webhookPath(id), { method: 'DELETE' }),
    onSettled: () => {
      void refresh();
    },
  });
}

/** A new signing secret (webhooks only): the old one stops working at once. */
export function useRenewSecret(organisation: string | null) {
  const refresh = useRefresh(organisation);
  return useMutation({
    mutationFn: async (id: string): Promise<CreatedWebhook> =>
      createdWebhookSchema.parse(
        await authorizedFetch<unknown>(`${webhookPath(id)}/secret`, { method: 'POST' }),
      ),
    onSettled: refresh,
  });
}

/** Sends a `webhook.test` event; its delivery shows in the log. */
export function useSendTest(organisation: string | null) {
  const refresh = useRefresh(organisation);
  return useMutation({
    mutationFn: async (id: string): Promise<DeliveryView> =>
      deliveryViewSchema.parse(await authorizedFetch<unknown>(`${webhookPath(id)}/test`, { method: 'POST' })),
    onSettled: refresh,
  });
}

export function useRedeliver(organisation: string | null) {
  const refresh = useRefresh(organisation);
  return useMutation({
    mutationFn: async ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
      deliveryViewSchema.parse(
        await authorizedFetch<unknown>(
          `${webhookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
          { method: 'POST' },
        ),
      ),
    onSettled: refresh,
  });
}
