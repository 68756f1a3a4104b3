import { browser } from './browser'
import { env } from './env'

/**
 * The provider's app's native pages for in-app users (marketing §6: "In-app users get native login and
 * open-account links"). The links come from the environment's config (`.env.*`: VITE_APP_LOGIN_URL,
 * VITE_APP_OPEN_ACCOUNT_URL; same-origin stand-ins on local hosts). Where the app injects its JS bridge
 * (`window.LightOS` with `login(redirect)` / `openAccount()`), the bridge is called instead, so the app
 * opens its own screen without leaving the webview.
 *
 * The native login comes back to `redirect` with `?ticket=`, which start-up reads and removes
 * (api/auth/app-login.ts).
 */
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

/** Sends an in-app user to the app's login; they come back here signed in. */
export function openNativeLogin(returnTo: string = window.location.href): void {
  const app = bridge()
  if (typeof app?.login === 'function') return app.login(returnTo)
  browser.assign(nativeLoginUrl(returnTo))
}

/** Sends an in-app user without an account to the app's account opening. */
export function openNativeOpenAccount(): void {
  const app = bridge()
  if (typeof app?.openAccount === 'function') return app.openAccount()
  browser.assign(nativeOpenAccountUrl())
}
