import { browser } from './browser'
import { env } from './env'
import { session } from './storage'
import { withParam } from './url-params'

/**
 * The provider's app's native pages for in-app users (marketing §6: "In-app users get native login and
 * open-account links"). The links come from the environment's config (`.env.*`: VITE_APP_LOGIN_URL,
 * VITE_APP_OPEN_ACCOUNT_URL; same-origin stand-ins on local hosts). Where the app injects its JS bridge
 * (`window.LightOS` with `login(redirect)` / `openAccount()`), the bridge is called instead, so the app
 * opens its own screen without leaving the webview.
 *
 * The native login comes back to `redirect` with `?ticket=`, which start-up reads and removes
 * (api/auth/app-login.ts). The `redirect` carries a one-time nonce (`loginNonce`, kept in the session as
 * `appLoginNonce`), the app login's counterpart of OAuth's `state`: a ticket that comes back with it is one
 * this page asked for; any other ticket (a link someone sent) may not switch the signed-in customer without
 * asking (docs/identity.md, "Whose ticket").
 */
export const LOGIN_NONCE_PARAM = 'loginNonce'

/** A new nonce for a native login this page starts, kept in the session until the ticket comes back. */
function newLoginNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const nonce = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  session.set('appLoginNonce', nonce)
  return nonce
}

/**
 * Whether `nonce` is the one of the native login this page started; the nonce is used up either way, so it
 * vouches for one ticket only.
 */
export function takeLoginNonce(nonce: string | null | undefined): boolean {
  const expected = session.get('appLoginNonce')
  if (nonce) session.remove('appLoginNonce')
  return !!nonce && !!expected && nonce === expected
}

export interface LightOSBridge {
  login?: (redirect: string) => void
  openAccount?: () => void
}

const bridge = (): LightOSBridge | undefined => (window as unknown as { LightOS?: LightOSBridge }).LightOS

/** The native login link, coming back to `returnTo` (the current page by default). */
export function nativeLoginUrl(returnTo: string = window.location.href): string {
  const url = new URL(env().appLoginUrl, window.location.href)
  url.searchParams.set('redirect', returnTo)
  return url.toString()
}

export function nativeOpenAccountUrl(): string {
  return new URL(env().appOpenAccountUrl, window.location.href).toString()
}

/** Sends an in-app user to the app's login; they come back here (with this login's nonce) signed in. */
export function openNativeLogin(returnTo: string = window.location.href): void {
  const back = withParam(returnTo, LOGIN_NONCE_PARAM, newLoginNonce())
  const app = bridge()
  if (typeof app?.login === 'function') return app.login(back)
  browser.assign(nativeLoginUrl(back))
}

/** Sends an in-app user without an account to the app's account opening. */
export function openNativeOpenAccount(): void {
  const app = bridge()
  if (typeof app?.openAccount === 'function') return app.openAccount()
  browser.assign(nativeOpenAccountUrl())
}
