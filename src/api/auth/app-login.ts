import { currentChannel } from '@/shared/lib/channel'
import { enteredHref } from '@/shared/lib/entry-url'
import { identityStore, session } from '@/shared/lib/storage'
import { withoutParams } from '@/shared/lib/url-params'
import { loginByTicket, queryAppUserInfo, type AppLoginResult } from '../identity'

/**
 * Login inside the provider's app (account-and-shared §4): by a ticket in the URL (or the native login page).
 * isLimit '1' means the user is restricted and limitContent is shown (account-and-shared §8).
 *
 * The ticket is a credential, so it never lingers (ASVS 14.2.1): it is removed from the address with
 * `history.replaceState` as soon as it is seen (so 复制链接, shares and the 403 reload never carry it), kept in
 * memory only until it has been used, and never written to storage. It may come with the page load or later,
 * by a change of the fragment alone (docs/features/app-channel.md): either way a ticket is a new sign-in
 * (docs/identity.md, "A ticket that arrives later").
 *
 * A `clientid` in the address is no credential: a client id is public, so it signs nobody in (docs/identity.md,
 * "No sign-in from a public id"); it is only taken out of the address with the ticket.
 */
export type AppLoginOutcome =
  { status: 'none' } | { status: 'ok' } | { status: 'limited'; text: string } | { status: 'failed' }

export interface AppCredential {
  ticket: string
}

const ADDRESS_PARAMS = ['ticket', 'clientid'] as const

/**
 * Takes `ticket` (and a public `clientid`) out of an address, from the query before the hash and from the
 * hash route's query. Returns the address without them and the ticket it held; `changed` says whether
 * anything was taken out.
 */
export function splitCredential(href: string): {
  href: string
  credential: AppCredential | null
  changed: boolean
} {
  const url = new URL(href)
  const q = url.hash.indexOf('?')
  const hashQuery = new URLSearchParams(q >= 0 ? url.hash.slice(q + 1) : '')
  const found = (name: string) => url.searchParams.get(name) || hashQuery.get(name)
  const ticket = found('ticket')
  const changed = ADDRESS_PARAMS.some((name) => url.searchParams.has(name) || hashQuery.has(name))
  return {
    href: changed ? withoutParams(href, ADDRESS_PARAMS) : href,
    credential: ticket ? { ticket } : null,
    changed,
  }
}

/**
 * Stores what the rest of the app needs from an app login (never the ticket): for a sign-in after
 * `appLogin` cleared the identity, and for a WeChat user's app login by openid (the same customer).
 */
export function storeAppLogin(result: AppLoginResult | null | undefined): void {
  if (!result) return
  if (result.appClientNo) session.set('unionAppClientNo', result.appClientNo)
  if (result.appClientToken) session.set('appClientToken', result.appClientToken)
  if (result.openZxUrl) session.set('openZxUrl', result.openZxUrl)
}

/**
 * The app profile the pages show (account-and-shared §3 keys): only what this customer's profile holds
 * is written (the sign-in has cleared the rest, docs/identity.md); a failure leaves it empty.
 */
async function storeAppProfile(appClientNo: string): Promise<void> {
  try {
    const profile = await queryAppUserInfo({ appClientNo }, { silent: true, noToast: true })
    if (profile.openId) session.set('openId', profile.openId)
    if (profile.phone) session.set('phone', profile.phone)
    if (profile.nickName) session.set('nickName', profile.nickName)
    if (profile.showName) session.set('userShowName', profile.showName)
    if (profile.transferFlag) session.set('transferFlag', profile.transferFlag)
  } catch {
    /* the profile only decorates pages */
  }
}

/**
 * Signs in with a ticket: stores the client number and token (and the profile), or fails. A ticket means a
 * customer is signing in, perhaps not the one before on this webview: the whole stored identity goes first
 * (docs/identity.md), whatever the answer.
 */
export async function appLogin(credential: AppCredential): Promise<AppLoginOutcome> {
  identityStore.signIn()
  try {
    const result = await loginByTicket(credential.ticket, { silent: true, noToast: true })
    if (!result.appClientNo) return { status: 'failed' }
    storeAppLogin(result)
    await storeAppProfile(result.appClientNo)
    if (result.isLimit === '1') return { status: 'limited', text: result.limitContent }
    return { status: 'ok' }
  } catch {
    return { status: 'failed' }
  }
}

// The app login of this page: the start-up one, or the one of a ticket that came later.
let pending: AppCredential | null = null
let lastTicket = ''
let outcome: Promise<AppLoginOutcome> = Promise.resolve({ status: 'none' })
const signInListeners = new Set<() => void>()
let watched: Window | null = null

/**
 * Takes a ticket out of the current address (in every channel) and, inside the app, signs in with it when it
 * is a new one. `seen` is the address the ticket was in (the one entered, at start-up). Returns whether a
 * sign-in started.
 */
function takeTicket(win: Window, seen: string): boolean {
  const { credential } = splitCredential(seen)
  const current = splitCredential(win.location.href)
  if (current.changed) win.history.replaceState(win.history.state, '', current.href)
  if (!credential || credential.ticket === lastTicket) return false
  lastTicket = credential.ticket
  pending = credential
  if (currentChannel() !== 'app') return false
  outcome = signInWithPending()
  return true
}

/**
 * At start-up, before the router renders: removes a ticket / client id from the address (in every
 * channel) and, inside the app, signs in with the ticket. `entered` is the address the page was entered at
 * (the ticket may have left the address before this module ran: docs/deployment.md). The ticket stays in
 * memory until a login with it has worked, so a failed one can be retried. From then on, a ticket that comes
 * by a change of the address (the fragment alone) signs its customer in the same way.
 */
export function startAppLogin(
  win: Window = window,
  entered: string = win === window ? enteredHref() : win.location.href,
): Promise<AppLoginOutcome> {
  if (!takeTicket(win, entered)) {
    outcome =
      pending && currentChannel() === 'app' ? signInWithPending() : Promise.resolve({ status: 'none' })
  }
  watchAddress(win)
  return outcome
}

/**
 * A ticket that comes after start-up: the native app changes the fragment alone (`#/route?ticket=…`). This
 * listener is added before the router's (which the first render adds), so the ticket has left the address,
 * and the customer before is forgotten, before the router reads the new address.
 */
function watchAddress(win: Window): void {
  if (watched === win || typeof win.addEventListener !== 'function') return
  watched = win
  const onChange = () => {
    if (takeTicket(win, win.location.href)) signInListeners.forEach((listener) => listener())
  }
  // A fragment navigation fires popstate, then hashchange: whichever comes first takes the ticket.
  win.addEventListener('popstate', onChange)
  win.addEventListener('hashchange', onChange)
}

/** Calls `listener` when a ticket that came after start-up starts a sign-in; returns the unsubscribe. */
export function onAppSignIn(listener: () => void): () => void {
  signInListeners.add(listener)
  return () => void signInListeners.delete(listener)
}

async function signInWithPending(): Promise<AppLoginOutcome> {
  const credential = pending
  if (!credential) return { status: 'none' }
  const result = await appLogin(credential)
  if (result.status !== 'failed' && pending === credential) pending = null
  return result
}

/** The app login's outcome ('none' when the address carried no ticket): the latest sign-in's. */
export const appLoginOutcome = (): Promise<AppLoginOutcome> => outcome

/** Tries the failed login again with the same ticket. */
export function retryAppLogin(): Promise<AppLoginOutcome> {
  outcome = signInWithPending()
  return outcome
}

/** Test hook: forget the start-up login. */
export function resetAppLogin(): void {
  pending = null
  lastTicket = ''
  outcome = Promise.resolve({ status: 'none' })
}
