import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { askAgainIfAnswered } from '@/api/query-client'
import { identityStore } from '@/shared/lib/storage'

/**
 * The server-state cache for everything below (src/api/query-client.ts): the app shell gives it its one
 * client, a test a fresh one per render. Whatever the cache holds belongs to the customer signed in when it
 * was asked, so it is emptied whenever that customer is forgotten (a sign-in, a 403, the QA sign-out;
 * docs/identity.md): a webview that serves two customers in turn never shows one the other's figures.
 */
export function ServerState({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => identityStore.onClear(() => forgetCustomer(client)), [client])
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
