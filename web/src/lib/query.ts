import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MS, QUERY_RETRIES, QUERY_RETRY_MAX_DELAY_MS } from '@coach/contract';
import { ApiError } from './api.ts';

/** Reads that are not live (profile, lookups): cached 5 minutes, 3 retries with capped backoff (docs/web-app.md#fetching-and-caching). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: QUERY_CACHE_MS,
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < QUERY_RETRIES,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS),
      refetchOnWindowFocus: false,
    },
  },
});
