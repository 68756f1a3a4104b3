import { currentChannel } from '@/shared/lib/channel'
import { identityStore, local, session } from '@/shared/lib/storage'
import { withoutParams } from '@/shared/lib/url-params'
import { loginByTicket, queryAppUserInfo, type AppLoginResult } from '../identity'

/**
 * Login inside the provider's app (account-and-shared §4): by a ticket in the URL, or by a client id.
 * isLimit '1' means the user is restricted and limitContent is shown (account-and-shared §8).
 *
 * The ticket is a credential, so it never lingers (ASVS 14.2.1): it is read once at start-up,
 * removed from the address with `history.replaceState` (so 复制链接, shares and the 403 reload never carry
 * it), kept in memory only until it has been used, and never written to storage.
 */
export type AppLoginOutcome =
  { status: 'none' } | { status: 'ok' } | { status: 'limited'; text: string } | { status: 'failed' }

export interface AppCredential {
  ticket?: string
  clientid?: string
}

const CREDENTIAL_PARAMS = ['ticket', 'clientid'] as const

/**
 * Takes `ticket` / `clientid` out of an address, from the query before the hash and from the hash
 * route's query. Returns the address without them and what they held.
 */
export function splitCredential(href: string): { href: string; credential: AppCredential | null } {
  const url = new URL(href)
  const q = url.hash.indexOf('?')
  const hashQuery = new URLSearchParams(q >= 0 ? url.hash.slice(q + 1) : '')
  const found: AppCredential = {}
  for (const name of CREDENTIAL_PARAMS) {
    const value = url.searchParams.get(name) || hashQuery.get(name)
    if (value) found[name] = value
  }
  return {
    href: withoutParams(href, CREDENTIAL_PARAMS),
    credential: found.ticket || found.clientid ? found : null,
  }
}

/**
 * Stores what the rest of the app needs from an app login (never the ticket): for a sign-in after
 * `appLogin` cleared the identity, and for a WeChat user's app login by openid (the same customer).
 */
export function storeAppLogin(result: AppLoginResult | null | undefined): void {
  if (!result) return
  if (result.appClientNo) local.set('unionAppClientNo', result.appClientNo)
  if (result.appClientToken) session.set('appClientToken', result.appClientToken)
  if (result.openZxUrl) local.set('openZxUrl', result.openZxUrl)
}

/**
 * The app profile the pages show (account-and-shared §3 keys): only what this customer's profile holds
 * is written (the sign-in has cleared the rest, docs/identity.md); a failure leaves it empty.
 */
async function storeAppProfile(appClientNo: string): Promise<void> {
  try {
    const profile = await queryAppUserInfo({ appClientNo }, { silent: true, noToast: true })
    if (profile.openId) local.set('openId', profile.openId)
    if (profile.phone) local.set('phone', profile.phone)
    if (profile.nickName) local.set('nickName', profile.nickName)
    if (profile.showName) local.set('userShowName', profile.showName)
    if (profile.transferFlag) local.set('transferFlag', profile.transferFlag)
  } catch {
    /* the profile only decorates pages */
  }
}

/**
 * Signs in with a credential: stores the client number and token (and the profile), or fails. A
 * credential means a customer is signing in, perhaps not the one before on this webview: the whole
 * stored identity goes first (docs/identity.md), whatever the answer.
 */
export async function appLogin(credential: AppCredential): Promise<AppLoginOutcome> {
  identityStore.clear()
  try {
    const quiet = { silent: true, noToast: true } as const
    const result = credential.ticket
      ? await loginByTicket(credential.ticket, quiet)
      : await queryAppUserInfo({ clientid: credential.clientid ?? '' }, quiet)
    if (!result.appClientNo) return { status: 'failed' }
    storeAppLogin(result)
    await storeAppProfile(result.appClientNo)
    if (result.isLimit === '1') return { status: 'limited', text: result.limitContent }
    return { status: 'ok' }
  } catch {
    return { status: 'failed' }
  }
}

// The start-up login: one per page load, shared by every route that asks.
let pending: AppCredential | null = null
let outcome: Promise<AppLoginOutcome> = Promise.resolve({ status: 'none' })

/**
 * At start-up, before the router renders: removes a ticket / client id from the address (in every
 * channel) and, inside the app, signs in with it. The credential stays in memory until a login with it
 * has worked, so a failed one can be retried.
 */
export function startAppLogin(win: Window = window): Promise<AppLoginOutcome> {
  const { href, credential } = splitCredential(win.location.href)
  if (credential) {
    win.history.replaceState(win.history.state, '', href)
    pending = credential
  }
  outcome = pending && currentChannel() === 'app' ? signInWithPending() : Promise.resolve({ status: 'none' })
  return outcome
}

async function signInWithPending(): Promise<AppLoginOutcome> {
  const credential = pending
  if (!credential) return { status: 'none' }
  const result = await appLogin(credential)
  if (result.status !== 'failed') pending = null
  return result
}

/** The start-up login's outcome ('none' when the address carried no credential). */
export const appLoginOutcome = (): Promise<AppLoginOutcome> => outcome

/** Tries the failed start-up login again with the same credential. */
export function retryAppLogin(): Promise<AppLoginOutcome> {
  outcome = signInWithPending()
  return outcome
}

/** Test hook: forget the start-up login. */
export function resetAppLogin(): void {
  pending = null
  outcome = Promise.resolve({ status: 'none' })
}
