import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query'
import { accountChanges } from '@/api/account-change'
import { identityStore } from '@/shared/lib/storage'

/**
 * The server-state cache for everything below (src/api/query-client.ts): the app shell gives it its one
 * client, a test a fresh one per render. Whatever the cache holds belongs to the customer signed in when it
 * was asked, so it is emptied whenever that customer is forgotten (a sign-in, a 403, the QA sign-out;
 * docs/identity.md): a webview that serves two customers in turn never shows one the other's figures.
 */
export function ServerState({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => identityStore.onClear(() => forgetCustomer(client)), [client])
  useEffect(() => accountChanges.onChange(() => forgetAccountAnswers(client)), [client])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/**
 * Empties the cache of the customer just forgotten, but for the calls still on their way: their pages wait
 * for them, and a call that ends in a failure (the 403 that made the app forget the customer, say) shows
 * on its page as any failure does, never as a skeleton for good (docs/identity.md, "A session that
 * expires"). An answer that arrives for the customer forgotten is not kept: its query starts again,
 * asked with whoever is signed in now.
 */
export function forgetCustomer(client: QueryClient): void {
  const cache = client.getQueryCache()
  for (const query of cache.getAll()) {
    if (query.state.fetchStatus === 'fetching') askAgainIfAnswered(client, query)
    else cache.remove(query)
  }
  client.getMutationCache().clear()
}

/**
 * After a change of the account (a bind, a registration, a phone login, an unbind, a merchant bind:
 * src/api/account-change.ts), no later page shows or acts on an answer asked before it (docs/identity.md,
 * "Answers a page asked for"): the campaign user, asked once per visit, is asked again, and so are the
 * merchant page's user state and the campaign's home data, whose pages would otherwise draw the old answer
 * while asking. Each answer is dropped now, but for two kinds: one the page on screen shows (the bind page
 * keeps its own until it is left; then it is dropped) and a call on its way (asked again when it answers,
 * as above). The customer is the same, so nothing else is cleared.
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

function askAgainIfAnswered(client: QueryClient, query: Query): void {
  const asked = query.state.dataUpdatedAt
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.query !== query || query.state.fetchStatus === 'fetching') return
    stop()
    if (query.state.dataUpdatedAt !== asked)
      void client.resetQueries({ queryKey: query.queryKey, exact: true })
  })
}
