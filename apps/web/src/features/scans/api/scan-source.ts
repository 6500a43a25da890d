import { apiFetch } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/authorized-fetch';

/**
 * Where a scan is read from: the owner's routes (`/api/scans/:id`, with the bearer token) or a share
 * link's public ones (`/api/shared/:token`, same shapes, no token). The detail components take a
 * source and work for both.
 */
export type ScanSource = { kind: 'own'; id: string } | { kind: 'shared'; token: string };

export function scanBasePath(source: ScanSource): string {
  return source.kind === 'own'
    ? `/api/scans/${encodeURIComponent(source.id)}`
    : `/api/shared/${encodeURIComponent(source.token)}`;
}

export function sourceKey(source: ScanSource): readonly [string, string] {
  return source.kind === 'own' ? ['own', source.id] : ['shared', source.token];
}

export function fetchFrom<T>(source: ScanSource, path: string): Promise<T> {
  return source.kind === 'own' ? authorizedFetch<T>(path) : apiFetch<T>(path);
}
