import { currentChannel } from '@/shared/lib/channel'
import { enteredHref } from '@/shared/lib/entry-url'
import { LOGIN_NONCE_PARAM, takeLoginNonce } from '@/shared/lib/native-app'
import { identityStore, session } from '@/shared/lib/storage'
import { withoutParams } from '@/shared/lib/url-params'
import { loginByTicket, queryAppUserInfo, type AppLoginResult } from './app-calls'
import { signedIn } from './signed-in'

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
 *
 * Whose ticket (docs/identity.md, "Whose ticket"): a ticket that comes back with the nonce of the native login
 * this page started signs its customer in; so does a ticket when nobody is signed in (the app opens the page
 * with one, account-and-shared §4). Any other ticket, while a customer is signed in, is exchanged first and,
 * when it is another customer's, switches only if the customer says so (切换账户？); the one signed in stays
 * otherwise. Sign-ins take turns: only the newest ticket's answers are written (`generation`).
 */
export type AppLoginOutcome =
  { status: 'none' } | { status: 'ok' } | { status: 'limited'; text: string } | { status: 'failed' }

export interface AppCredential {
  ticket: string
  /** The `loginNonce` the ticket came back with (the native login this page started), if any. */
  nonce?: string
}

const ADDRESS_PARAMS = ['ticket', 'clientid', LOGIN_NONCE_PARAM] as const

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
  const nonce = found(LOGIN_NONCE_PARAM)
  const changed = ADDRESS_PARAMS.some((name) => url.searchParams.has(name) || hashQuery.has(name))
  return {
    href: changed ? withoutParams(href, ADDRESS_PARAMS) : href,
    credential: ticket ? (nonce ? { ticket, nonce } : { ticket }) : null,
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
 * is written (the sign-in has cleared the rest, docs/identity.md); a failure leaves it empty, and so does a
 * newer sign-in meanwhile (`current` false).
 */
async function storeAppProfile(appClientNo: string, current: () => boolean): Promise<void> {
  try {
    const profile = await queryAppUserInfo({ appClientNo }, { silent: true, noToast: true })
    if (!current()) return
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
  const turn = ++generation
  identityStore.signIn()
  try {
    const result = await loginByTicket(credential.ticket, { silent: true, noToast: true })
    // A newer ticket started its own sign-in meanwhile: this answer writes nothing (its outcome is the newer one).
    if (turn !== generation) return outcome
    if (!result.appClientNo) return { status: 'failed' }
    return await signInAs(result, turn)
  } catch {
    return turn === generation ? { status: 'failed' } : outcome
  }
}

/** Writes the customer of a ticket's answer (the identity was cleared before), unless a newer sign-in began. */
async function signInAs(result: AppLoginResult, turn: number): Promise<AppLoginOutcome> {
  storeAppLogin(result)
  await storeAppProfile(result.appClientNo, () => turn === generation)
  if (turn !== generation) return outcome
  if (result.isLimit === '1') return { status: 'limited', text: result.limitContent }
  return { status: 'ok' }
}

/**
 * Asks the customer whether to leave their account for the one a ticket in a link signs in (切换账户？).
 * The shell sets it (app/switch-account.tsx); until then, and in tests that set none, the answer is no.
 */
export type SwitchConfirm = () => Promise<boolean>
let confirmSwitch: SwitchConfirm = () => Promise.resolve(false)
export function setSwitchConfirm(confirm: SwitchConfirm): void {
  confirmSwitch = confirm
}

/**
 * A ticket this page did not ask for, while `current` is signed in: exchanged without forgetting anyone.
 * The same customer's ticket only renews their token; another customer's signs in only when the customer
 * says so. A refused ticket, or a "no", leaves the customer signed in as they were ('none').
 */
async function switchByLink(credential: AppCredential, current: string): Promise<AppLoginOutcome> {
  const turn = ++generation
  let result: AppLoginResult
  try {
    // The exchange carries no token: A's is not B's business.
    result = await loginByTicket(credential.ticket, { silent: true, noToast: true, anonymous: true })
  } catch {
    return turn === generation ? { status: 'none' } : outcome
  }
  if (turn !== generation) return outcome
  if (!result.appClientNo) return { status: 'none' }
  if (result.appClientNo === current) {
    storeAppLogin(result)
    return result.isLimit === '1' ? { status: 'limited', text: result.limitContent } : { status: 'ok' }
  }
  const yes = await confirmSwitch()
  if (turn !== generation || !yes) return turn === generation ? { status: 'none' } : outcome
  identityStore.signIn()
  signInListeners.forEach((listener) => listener())
  return signInAs(result, turn)
}

// The app login of this page: the start-up one, or the one of a ticket that came later.
let generation = 0
let pending: AppCredential | null = null
let lastTicket = ''
let outcome: Promise<AppLoginOutcome> = Promise.resolve({ status: 'none' })
const signInListeners = new Set<() => void>()
let watched: Window | null = null

/**
 * Takes a ticket out of the current address (in every channel) and, inside the app, signs in with it when it
 * is a new one. `seen` is the address the ticket was in (the one entered, at start-up). Returns what began:
 * nothing, a sign-in (the customer before is forgotten at once), or a question (a ticket this page did not
 * ask for while a customer is signed in: they stay until they say otherwise).
 */
function takeTicket(win: Window, seen: string): 'nothing' | 'signIn' | 'asking' {
  const { credential } = splitCredential(seen)
  const address = splitCredential(win.location.href)
  if (address.changed) win.history.replaceState(win.history.state, '', address.href)
  if (!credential || credential.ticket === lastTicket) return 'nothing'
  lastTicket = credential.ticket
  pending = credential
  if (currentChannel() !== 'app') return 'nothing'
  const ours = takeLoginNonce(credential.nonce)
  const current = signedIn('app')
  if (!ours && current.kind === 'app') {
    pending = null
    outcome = switchByLink(credential, current.appClientNo)
    return 'asking'
  }
  outcome = signInWithPending()
  return 'signIn'
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
  const began = takeTicket(win, entered)
  if (began === 'nothing') {
    outcome =
      pending && currentChannel() === 'app' ? signInWithPending() : Promise.resolve({ status: 'none' })
  }
  watchAddress(win)
  // The customer signed in stays while they are asked: the start-up does not wait for their answer (the
  // pages that need a login do, through appLoginOutcome).
  return began === 'asking' ? Promise.resolve({ status: 'none' }) : outcome
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
    if (takeTicket(win, win.location.href) === 'signIn') signInListeners.forEach((listener) => listener())
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
  confirmSwitch = () => Promise.resolve(false)
  pending = null
  lastTicket = ''
  outcome = Promise.resolve({ status: 'none' })
}
