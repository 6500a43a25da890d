import { useEffect, useState } from 'react';
import { type ApiRequest, apiFetch } from './api-client';

export type ApiResource<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * GET one API resource for a component. The home route uses this instead of TanStack Query so
 * that its bundle stays within budget; pages with richer data needs use TanStack Query
 * (see query-provider.tsx).
 */
export function useApiResource<T>(
  path: string,
  isValid: (body: unknown) => body is T,
  /** authorizedFetch for what a signed-in user owns; must be a stable module function. */
  fetcher: <R>(path: string, request?: ApiRequest) => Promise<R> = apiFetch,
): ApiResource<T> {
  const [resource, setResource] = useState<ApiResource<T>>({ status: 'pending' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the guard and fetcher are stable module functions.
  useEffect(() => {
    const controller = new AbortController();
    setResource({ status: 'pending' });
    fetcher<unknown>(path, { signal: controller.signal }).then(
      (body) => {
        if (controller.signal.aborted) return;
        setResource(isValid(body) ? { status: 'success', data: body } : { status: 'error', error: body });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResource({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [path]);
  return resource;
}
