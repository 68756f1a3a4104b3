import {
  MutationCache,
  QueryClient,
  type FetchQueryOptions,
  type Query,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query'
import type { CallOptions } from './http'

/**
 * Server state (docs/architecture.md, "State"): every read of the backend goes through TanStack Query, with
 * one client behind a provider in the app shell (src/app/server-state.tsx; tests make a fresh one per
 * render). Beside each service in src/api, a `*-queries.ts` file holds its query keys, query options and one
 * hook per call.
 *
 * - No retries: the HTTP layer already toasted the failure (account-and-shared §8), a retry would toast
 *   again; the page's error view offers 重新加载.
 * - No refetch on focus or reconnect: a page asks again when it is opened, when the customer pulls to
 *   refresh or taps retry, not behind their back.
 * - `staleTime` 0 by default: opening a page asks the server again (figures are never older than the
 *   visit), while what the cache holds is shown meanwhile. Calls whose answer does not change within a
 *   visit (configuration pictures, the campaign user) set their own.
 * - The cache is emptied whenever the signed-in customer is forgotten (docs/identity.md).
 * - Every action's declared `meta` (`ActionMeta`, src/shared/lib/action.ts) is carried out here, once:
 *   the mutation cache's callbacks run before the action's own and the action waits for what they return
 *   (docs/architecture.md, "State", Actions).
 */
export function createQueryClient(): QueryClient {
  const refresh = (keys?: readonly QueryKey[]) =>
    Promise.all((keys ?? []).map((queryKey) => client.invalidateQueries({ queryKey })))
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 0,
        gcTime: 10 * 60_000,
      },
    },
    mutationCache: new MutationCache({
      onSuccess: (data, vars, _, { meta = {} }) => {
        if (meta.changesAccount) forgetAccountAnswers(client)
        for (const [queryKey, put] of meta.puts?.(data, vars) ?? [])
          client.setQueryData(queryKey, put as (old: unknown) => unknown)
        for (const queryKey of meta.drops?.(data, vars) ?? []) client.removeQueries({ queryKey })
        const refreshed = refresh(meta.refreshes?.(data, vars))
        if (meta.waits) return refreshed
      },
      onError: (error, vars, _, { meta = {} }) => {
        if (meta.changesAccount) forgetAccountAnswers(client)
        return refresh(meta.afterFailure?.(error, vars))
      },
    }),
  })
  return client
}

/**
 * After a change of the account (an action whose meta says `changesAccount`: a bind, a registration, a phone
 * login, an unbind, a merchant bind), no later page shows or acts on an answer asked before it
 * (docs/identity.md, "Answers a page asked for"): the campaign user, asked once per visit, is asked again,
 * and so are the merchant page's user state and the campaign's home data, whose pages would otherwise draw
 * the old answer while asking. Each answer is dropped now, but for two kinds: one the page on screen shows
 * (the bind page keeps its own until it is left; then it is dropped) and a call on its way (asked again when
 * it answers, as when the customer is forgotten: src/app/server-state.tsx). The customer is the same, so
 * nothing else is cleared.
 */
export function forgetAccountAnswers(client: QueryClient): void {
  const cache = client.getQueryCache()
  for (const query of cache.getAll()) {
    if (query.state.fetchStatus === 'fetching') askAgainIfAnswered(client, query)
    else if (query.getObserversCount() > 0) forgetWhenLeft(client, query)
    else cache.remove(query)
  }
}

/** Drops `query` once no component shows it any more (its page was left). */
function forgetWhenLeft(client: QueryClient, query: Query): void {
  const cache = client.getQueryCache()
  const stop = cache.subscribe((event) => {
    if (event.query !== query) return
    if (event.type === 'removed') return stop()
    if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
      stop()
      cache.remove(query)
    }
  })
}

/** A call on its way: an answer it brings is not kept, the query starts again. */
export function askAgainIfAnswered(client: QueryClient, query: Query): void {
  const asked = query.state.dataUpdatedAt
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.query !== query || query.state.fetchStatus === 'fetching') return
    stop()
    if (query.state.dataUpdatedAt !== asked)
      void client.resetQueries({ queryKey: query.queryKey, exact: true })
  })
}

/** How long answers that do not change within a visit stay fresh (configuration, rich texts). */
export const CONFIG_STALE_MS = 5 * 60_000

/** What every query hook accepts besides its call's own arguments. */
export interface QueryHookOptions {
  /** false: the query waits (data undefined, `isPending` true) until its inputs are known. */
  enabled?: boolean
  /** Passed to the HTTP call (silent, noToast, …); not part of the key. */
  call?: CallOptions
}

/**
 * Asks a query through the shared cache (its answer if fresh, the call in flight, else a new call): how a read
 * made of other reads asks for its parts (docs/architecture.md, "Server state"), so that a page asking one of
 * the parts shares its answer.
 */
export type Ask = <T, K extends QueryKey = QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<T>

/**
 * The `Ask` of a query function's context: a composite read's `queryFn: (context) => read(askerOf(context))`.
 * A feature composes reads with it and never holds the client (the lint rules of eslint.config.js).
 */
export const askerOf =
  ({ client }: Pick<QueryFunctionContext, 'client'>): Ask =>
  (options) =>
    client.fetchQuery(options)
