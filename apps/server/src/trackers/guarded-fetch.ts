import { assertPublicHost } from '@klarsicht/scanner/options';

/**
 * `fetch` for the trackers' clients through the network guard: every request's host is resolved and
 * checked first, so a self-managed tracker's address cannot be turned toward the service's own
 * network after it was linked. Unlike webhook deliveries, the connection is not pinned to the checked
 * address (fetch has no lookup hook): a name that answers differently between check and connect is
 * the remaining gap, narrowed to trackers an admin linked.
 */
export function guardedFetch(
  allowPrivateAddresses: boolean,
  inner: typeof fetch = globalThis.fetch,
): typeof fetch {
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    await assertPublicHost(new URL(href).hostname, { allowPrivateAddresses });
    return inner(input, init);
  };
}
