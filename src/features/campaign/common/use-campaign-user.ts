import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { signedIn, type SignedIn, type SignedInKind } from '@/api/auth/signed-in'
import { appUserIdQuery, customerStatusQuery, type CustomerStatus } from '@/api/identity-queries'
import { forgetAppClientNo } from '@/api/auth/app-user-id'
import type { OpenAccount } from '@/api/identity'
import { askerOf, type Ask } from '@/api/query-client'
import { campaignKeys } from './keys'
import { campaignUserState, type CampaignUserState } from './rules'

/**
 * Who the campaign user is (marketing §4.1, §4.4): the one customer status (`customerStatusQuery`,
 * docs/identity.md "One customer status") and, for a WeChat user, the app client number (the stored one, else
 * the app login by openid), asked side by side:
 *
 * - a WeChat user: isBind: the phone is bound AND an app client number was obtained; a failed app login (or
 *   one that returns no client number) resets the bound state (§4.4 last line) and sets `loginFailed`.
 * - an app user (LightOS): signed in by the app, so app-bound by definition.
 * - nobody: unbound.
 *
 * isOpen: bound, with openAccount 1. userId: `signedIn().userId`, the id the four-step calls and the share
 * link key the user on (the openid in WeChat, the client number in the app).
 */
export interface CampaignUser {
  loading: boolean
  error: unknown
  /** How the user is signed in ('none' until resolved or when nobody is). */
  kind: SignedInKind
  state: CampaignUserState
  userId: string
  openid: string
  appClientNo: string
  isBind: boolean
  isOpen: boolean
  /** Raw account data for openAccountAction (§4.1); '' until known. */
  openAccount: OpenAccount | ''
  isRegister: string
  /** The app login failed or returned no client number (§4.4). */
  loginFailed: boolean
  reload: () => void
}

export interface ResolvedCampaignUser {
  kind: SignedInKind
  userId: string
  openid: string
  appClientNo: string
  isBind: boolean
  isOpen: boolean
  openAccount: OpenAccount | ''
  isRegister: string
  loginFailed: boolean
}

const QUIET = { silent: true } as const

/** The campaign user of a customer status and the app client number asked beside it (above). */
export function campaignUserOf(status: CustomerStatus, appClientNo: string): ResolvedCampaignUser {
  const phoneBound = status.account?.isPhoneBinding === '1'
  const isBind = status.kind === 'app' || (phoneBound && !!appClientNo)
  return {
    kind: status.kind,
    userId: status.userId,
    openid: status.openid,
    // The app login's answer counts only for a bound phone.
    appClientNo: status.kind === 'app' ? status.appClientNo : phoneBound ? appClientNo : '',
    isBind,
    isOpen: isBind && status.openAccount === '1',
    openAccount: isBind ? status.openAccount : '',
    isRegister: status.account?.isRegister ?? '',
    loginFailed: status.kind === 'wechat' && phoneBound && !appClientNo,
  }
}

/**
 * The campaign user of `who`, asked through the shared cache: the app login needs only the openid, so it goes
 * beside the customer status instead of after it (docs/architecture.md "Calls side by side"); a client number
 * already known costs no call.
 */
export async function resolveCampaignUser(
  ask: Ask,
  who: SignedIn = signedIn(),
): Promise<ResolvedCampaignUser> {
  const [status, appClientNo] = await Promise.all([
    ask(customerStatusQuery(who, QUIET)),
    who.kind === 'wechat' && who.openid ? ask(appUserIdQuery(who)).catch(() => '') : '',
  ])
  const user = campaignUserOf(status, appClientNo)
  if (user.loginFailed) forgetAppClientNo()
  return user
}

/**
 * The campaign user as a query (docs/architecture.md, "Server state"). It does not change within a visit:
 * asked once, then every campaign page reads that answer (staleTime and gcTime Infinity). The key is the
 * signed-in customer, and for a WeChat user their bound phone too: binding a phone in this visit
 * (account-and-shared §4 refreshes the stored user) gives a new key, so the bound state is asked again.
 * Any change of the account (an action whose meta says `changesAccount`: a bind, a registration, a phone
 * login, an unbind) drops it, phone or not, and another customer empties the whole cache
 * (src/api/query-client.ts `forgetAccountAnswers`, src/app/server-state.tsx; docs/identity.md, "Answers a page
 * asked for"). A failed app login (§4.4) is not kept: the next campaign
 * page tries again, as each page did before (and does not draw it meanwhile, `useCampaignUser`). When the
 * customer comes back to the page (the webview visible again: back from opening an account in the native
 * app or from WeChat's bind flow), it is asked again, whatever its age.
 */
export const campaignUserQuery = (who: SignedIn = signedIn()) =>
  queryOptions({
    queryKey: campaignKeys.user(who.kind, who.userId, who.kind === 'wechat' ? who.phone : ''),
    queryFn: (context) => resolveCampaignUser(askerOf(context), who),
    staleTime: (query) => (query.state.data?.loginFailed ? 0 : Infinity),
    gcTime: Infinity,
    refetchOnWindowFocus: 'always',
  })

/**
 * The campaign user as the pages use it: only an answer about the customer as they are now (marketing
 * §2.1, §4.4; docs/identity.md, "Answers a page asked for"). One asked before a change of the account is
 * never in the cache (src/api/query-client.ts, `forgetAccountAnswers`); a failed app login, asked again on
 * every page (it is not kept), is not drawn while it is asked again: the page shows its loading state
 * instead of 立即登录, the no-binding alert or the first-time story of an answer that may be out of date.
 */
export function useCampaignUser(): CampaignUser {
  const result = useQuery(campaignUserQuery())
  const { refetch } = result
  const reload = useCallback(() => void refetch(), [refetch])
  const outdated = result.isFetching && !!result.data?.loginFailed
  const d = outdated ? undefined : result.data
  const isBind = d?.isBind ?? false
  const isOpen = d?.isOpen ?? false
  return {
    loading: result.isPending || outdated,
    error: result.error,
    kind: d?.kind ?? 'none',
    state: campaignUserState({ isBind, isOpen }),
    userId: d?.userId ?? '',
    openid: d?.openid ?? '',
    appClientNo: d?.appClientNo ?? '',
    isBind,
    isOpen,
    openAccount: d?.openAccount ?? '',
    isRegister: d?.isRegister ?? '',
    loginFailed: d?.loginFailed ?? false,
    reload,
  }
}
