import { useCallback } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
/* eslint-disable no-restricted-imports -- not yet a query or an action of src/api (docs/decisions/030-one-action-contract.md, "Left as it was") */
import { getAccountState, getAppUserOpenStatus, type AccountState, type OpenAccount } from '@/api/identity'
/* eslint-enable no-restricted-imports */
import { forgetAppClientNo, resolveAppUserId } from '@/api/auth/app-user-id'
import { signedIn, type SignedIn, type SignedInKind } from '@/api/auth/signed-in'
import { campaignKeys } from './keys'
import { campaignUserState, type CampaignUserState } from './rules'

/**
 * Resolves who the campaign user is (marketing §4.1, §4.4), from `signedIn()`:
 *
 * - a WeChat user: account state and app client number side by side (the one already known, else an app
 *   login by openid) → open status. isBind: the phone is bound AND an app client number was obtained; a failed app
 *   login (or one that returns no client number) resets the bound state (§4.4 last line) and sets
 *   `loginFailed`.
 * - an app user (LightOS): signed in by the app, so app-bound by definition; the open status comes
 *   straight from their client number.
 * - nobody: unbound.
 *
 * isOpen: openAccount 1. userId: `signedIn().userId`, the id the four-step calls and the share link key
 * the user on (the openid in WeChat, the client number in the app).
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

async function resolveWechatUser(who: SignedIn): Promise<ResolvedCampaignUser> {
  const base: ResolvedCampaignUser = {
    kind: who.kind,
    userId: who.userId,
    openid: who.openid,
    appClientNo: '',
    isBind: false,
    isOpen: false,
    openAccount: '',
    isRegister: '',
    loginFailed: false,
  }
  // The app login needs only the openid, so it is asked beside the account state instead of after it (one
  // round trip fewer on a slow network, docs/architecture.md "Calls side by side"); its answer counts only
  // for a bound phone. A client number already known costs no call.
  const login = resolveAppUserId(who).catch(() => '')
  const account: AccountState = await getAccountState(who.openid, QUIET)
  const registered = { ...base, isRegister: account.isRegister }
  if (account.isPhoneBinding !== '1') return registered
  const appClientNo = await login
  if (!appClientNo) {
    forgetAppClientNo()
    return { ...registered, loginFailed: true }
  }
  const { openAccount } = await getAppUserOpenStatus(appClientNo, QUIET)
  return { ...registered, appClientNo, isBind: true, isOpen: openAccount === '1', openAccount }
}

/** An app user is bound by their app login: only the open status is asked, by client number. */
async function resolveAppUser(who: SignedIn): Promise<ResolvedCampaignUser> {
  const { openAccount } = await getAppUserOpenStatus(who.appClientNo, QUIET)
  return {
    kind: 'app',
    userId: who.userId,
    openid: who.openid,
    appClientNo: who.appClientNo,
    isBind: true,
    isOpen: openAccount === '1',
    openAccount,
    isRegister: '',
    loginFailed: false,
  }
}

export async function resolveCampaignUser(who: SignedIn = signedIn()): Promise<ResolvedCampaignUser> {
  if (who.kind === 'app' && who.appClientNo) return resolveAppUser(who)
  if (who.kind === 'wechat' && who.openid) return resolveWechatUser(who)
  return {
    kind: 'none',
    userId: '',
    openid: '',
    appClientNo: '',
    isBind: false,
    isOpen: false,
    openAccount: '',
    isRegister: '',
    loginFailed: false,
  }
}

/**
 * The campaign user as a query (docs/architecture.md, "Server state"). It does not change within a visit:
 * asked once, then every campaign page reads that answer (staleTime and gcTime Infinity). The key is the
 * signed-in customer, and for a WeChat user their bound phone too: binding a phone in this visit
 * (account-and-shared §4 refreshes the stored user) gives a new key, so the bound state is asked again.
 * Any change of the account (a bind, a registration, a phone login, an unbind: src/api/account-change.ts)
 * drops it, phone or not, and another customer empties the whole cache (src/app/server-state.tsx,
 * docs/identity.md, "Answers a page asked for"). A failed app login (§4.4) is not kept: the next campaign
 * page tries again, as each page did before (and does not draw it meanwhile, `useCampaignUser`). When the
 * customer comes back to the page (the webview visible again: back from opening an account in the native
 * app or from WeChat's bind flow), it is asked again, whatever its age.
 */
export const campaignUserQuery = (who: SignedIn = signedIn()) =>
  queryOptions({
    queryKey: campaignKeys.user(who.kind, who.userId, who.kind === 'wechat' ? who.phone : ''),
    queryFn: () => resolveCampaignUser(who),
    staleTime: (query) => (query.state.data?.loginFailed ? 0 : Infinity),
    gcTime: Infinity,
    refetchOnWindowFocus: 'always',
  })

/**
 * The campaign user as the pages use it: only an answer about the customer as they are now (marketing
 * §2.1, §4.4; docs/identity.md, "Answers a page asked for"). One asked before a change of the account is
 * never in the cache (src/app/server-state.tsx, `forgetAccountAnswers`); a failed app login, asked again on
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
