import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api-client';
import { subscribeToOrganisation } from './current-organisation';
import { onServerDataChanged } from './server-data-changes';

/** One client for the whole app, so cached data survives navigation between pages. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Client errors will not heal by asking again.
      retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
    },
  },
});

/** Screens that show a changed part read it again (active queries at once, others when next shown). */
export function invalidateOnServerDataChanges(client: QueryClient): () => void {
  return onServerDataChanged((parts) => {
    for (const part of parts) void client.invalidateQueries({ queryKey: [part] });
  });
}

// Another organisation is another set of data: nothing of the one before may show for a moment,
// and what is on screen loads again for the new one.
subscribeToOrganisation(() => {
  void queryClient.resetQueries();
});

// Changes announced where TanStack Query is not loaded (the home page's free check) reach its cache
// too; if this module was never loaded, there is no cache to go stale.
invalidateOnServerDataChanges(queryClient);

/**
 * Pages that use TanStack Query wrap themselves in this provider instead of the app root doing
 * it: the library then loads with those pages and stays out of the home route's budget.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
