import { setSwitchConfirm, startAppLogin } from '@/api/auth/app-login'
import { isOAuthReturn } from '@/api/auth/oauth-return'
import { PATHS } from '@/shared/lib/paths'
import { purgeRetiredKeys } from '@/shared/lib/storage'

/**
 * Runs before the router renders: takes an app ticket / client id out of the address and, in the app,
 * signs in with it; finishes a WeChat OAuth round trip when the address carries a code (so
 * login-needing routes see the fresh login). Returns false when the page is leaving (a retry, or on an
 * iPhone the new entry at the cleaned address: `reenterAfterSignIn`).
 */
export async function finishOAuthReturn(): Promise<boolean> {
  purgeRetiredKeys()
  // The question a ticket in a link asks while another customer is signed in: its code loads only then.
  setSwitchConfirm(() => import('./switch-account-dialog').then(({ askSwitchAccount }) => askSwitchAccount()))
  await startAppLogin()
  // The OAuth code loads only on the return leg of the authorise page (docs/decisions/027).
  if (!isOAuthReturn(window.location.href)) return true
  const { completeOAuth, reenterAfterSignIn, startOAuth } = await import('@/api/auth/wechat-oauth')
  const outcome = await completeOAuth()
  if (outcome === 'ok' && reenterAfterSignIn()) return false
  if (outcome === 'error') window.location.hash = `#${PATHS.routerError}`
  if (outcome === 'retry') {
    try {
      await startOAuth()
      return false
    } catch {
      window.location.hash = `#${PATHS.routerError}`
    }
  }
  return true
}
