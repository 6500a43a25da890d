import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateOnServerDataChanges } from './query-provider';
import { announceServerDataChanged } from './server-data-changes';

describe('announceServerDataChanged', () => {
  it('marks the cached queries of the changed parts stale, and only those', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['monitors', 'user-1'], []);
    queryClient.setQueryData(['billing', 'account', 'user-1'], { active: true });
    queryClient.setQueryData(['scans', 'user-1', 'list'], { pages: [] });
    const stop = invalidateOnServerDataChanges(queryClient);

    announceServerDataChanged('monitors', 'billing');

    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['monitors', 'user-1'])).toBe(true);
    expect(stale(['billing', 'account', 'user-1'])).toBe(true);
    expect(stale(['scans', 'user-1', 'list'])).toBe(false);

    stop();
    announceServerDataChanged('scans');
    expect(stale(['scans', 'user-1', 'list'])).toBe(false);
  });
});
