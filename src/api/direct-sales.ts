import { useCallback } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { session } from '@/shared/lib/storage'
import type { CallOptions } from './http'
import { appLoginQuery } from './identity-queries'
import { signedIn, type SignedIn } from './auth/signed-in'

/**
 * The direct-sales store addresses of the signed-in customer (docs/identity.md, "The direct-sales
 * address"): the app login's `openZxUrl` (the store) and `openAccoutUrl` (its account opening),
 * account-and-shared §3. They belong to one customer, so they are asked for the one signed in:
 *
 * - In WeChat: the app login by openid (`loginToApp`, account-and-shared §4), asked afresh through the
 *   server-state cache under the customer's openid (`appLoginQuery`, which also stores the answer like
 *   every app login by openid). A fund page opened from a shared link, /fourPage or /allProduct has had no
 *   app login yet; an address left in storage is never trusted.
 * - In the app: the app login that signed this customer in (the ticket or client id at start-up) stored
 *   its `openZxUrl`; a sign-in forgets the one before (`IDENTITY_LOCAL_KEYS`), so what is held is theirs.
 * - Nobody signed in: none.
 *
 * Rejects when the app login fails; the HTTP layer has shown its message (unless `call` silences it).
 */
export interface DirectSalesLinks {
  /** The direct-sales store (`openZxUrl`). */
  store: string
  /** The store's account opening (`openAccoutUrl`); '' when unknown. */
  openAccount: string
}

const NONE: DirectSalesLinks = { store: '', openAccount: '' }

export async function directSalesLinks(
  client: QueryClient,
  who: SignedIn = signedIn(),
  call?: CallOptions,
): Promise<DirectSalesLinks> {
  if (who.kind === 'wechat' && who.openid) {
    const login = await client.fetchQuery({ ...appLoginQuery(who.openid, call), staleTime: 0 })
    return { store: login.openZxUrl, openAccount: login.openAccoutUrl }
  }
  if (who.kind === 'app') return { store: session.get('openZxUrl') ?? '', openAccount: '' }
  return NONE
}

/**
 * 'opened': on the way to the store; 'missing': the answer holds no address the app may follow (none, or
 * off the official domain: the caller says so); 'failed': the app login failed (the HTTP layer has said so).
 */
export type DirectSalesOutcome = 'opened' | 'missing' | 'failed'

/**
 * Goes on to the signed-in customer's direct-sales store: followed only on the official domain, without
 * `@`, timestamped (`openDirectSalesLink`, account-and-shared §5).
 */
export async function followDirectSales(
  client: QueryClient,
  who: SignedIn = signedIn(),
): Promise<DirectSalesOutcome> {
  let links: DirectSalesLinks
  let openDirectSalesLink: typeof import('@/shared/lib/safe-redirect').openDirectSalesLink
  try {
    // The link rules load with the first tap, not with the pages that offer one (docs/decisions/025).
    ;[links, { openDirectSalesLink }] = await Promise.all([
      directSalesLinks(client, who),
      import('@/shared/lib/safe-redirect'),
    ])
  } catch {
    return 'failed'
  }
  const opened = openDirectSalesLink(links.store, env().officialDomain, (url) => browser.assign(url))
  return opened ? 'opened' : 'missing'
}

/**
 * `followDirectSales` for a component, with the server-state cache it sits under: for a step of a larger
 * action (the trade gate's), or a tap whose page carries no action code on its first paint (the campaign
 * home's 去开户, docs/decisions/025). The tap on its own is an action: ./direct-sales-actions.ts.
 */
export function useFollowDirectSales(): () => Promise<DirectSalesOutcome> {
  const client = useQueryClient()
  return useCallback(() => followDirectSales(client), [client])
}
