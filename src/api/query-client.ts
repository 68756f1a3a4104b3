import { QueryClient } from '@tanstack/react-query'
import type { CallOptions } from './http'

/**
 * Server state (docs/architecture.md, "Server state"): every read of the backend goes through TanStack
 * Query, with one client behind a provider in the app shell (src/app/server-state.tsx; tests make a fresh
 * one per render). Beside each service in src/api, a `*-queries.ts` file holds its query keys, query
 * options and one hook per call.
 *
 * - No retries: the HTTP layer already toasted the failure (account-and-shared §8), a retry would toast
 *   again; the page's error view offers 重新加载.
 * - No refetch on focus or reconnect: a page asks again when it is opened, when the customer pulls to
 *   refresh or taps retry, not behind their back.
 * - `staleTime` 0 by default: opening a page asks the server again (figures are never older than the
 *   visit), while what the cache holds is shown meanwhile. Calls whose answer does not change within a
 *   visit (configuration pictures, the campaign user) set their own.
 * - The cache is emptied whenever the signed-in customer is forgotten (docs/identity.md).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
        gcTime: 10 * 60_000,
      },
    },
  })
}

/** How long answers that do not change within a visit stay fresh (configuration, rich texts). */
export const CONFIG_STALE_MS = 5 * 60_000

/** What every query hook accepts besides its call's own arguments. */
export interface QueryHookOptions {
  /** false: the query waits (data undefined, `isPending` true) until its inputs are known. */
  enabled?: boolean
  /** Passed to the HTTP call (silent, noToast, …); not part of the cache key. */
  call?: CallOptions
}
