import { QueryClient } from '@tanstack/react-query'

/**
 * The catalogue's server-state cache (back is instant). One client for the catalogue lists,
 * passed to the hooks directly (no provider), so TanStack Query loads only with the pages that use it.
 * Answers stay fresh for 5 minutes: coming back from a detail page reads them instead of asking again.
 * No retries and no refetch on focus or reconnect: the lists keep their own paging and error rules
 * (catalogue §4.1); pull-to-refresh is the customer's way to ask again.
 */
export const LIST_STALE_MS = 5 * 60_000

export const catalogueQueries = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: LIST_STALE_MS,
      gcTime: 10 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  },
})

let lastGeneration = 0
/**
 * A new list generation: part of a list's cache key, so a fresh visit or any change of tab, type, sort or
 * filter asks page 1 again (catalogue §4.1), while coming back restores the same generation from the cache.
 */
export const nextListGeneration = (): number => ++lastGeneration
