import { useEffect, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { identityStore } from '@/shared/lib/storage'

/**
 * The server-state cache for everything below (src/api/query-client.ts): the app shell gives it its one
 * client, a test a fresh one per render. Whatever the cache holds belongs to the customer signed in when it
 * was asked, so it is emptied whenever that customer is forgotten (a sign-in, a 403, the QA sign-out;
 * docs/identity.md): a webview that serves two customers in turn never shows one the other's figures.
 */
export function ServerState({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => identityStore.onClear(() => client.clear()), [client])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
