import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetching defaults of the spec (chat-core §7): no retries for queries or mutations,
 * never stale by time, no refetch on window focus. Live data arrives over subscriptions and
 * areas that poll set their own intervals.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
