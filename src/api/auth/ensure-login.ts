import type { Channel } from '@/shared/lib/channel'
import { loginStore } from '@/shared/lib/storage'
import { appLoginOutcome } from './app-login'
import { signedIn } from './signed-in'

/**
 * - ok: the page may render;
 * - redirecting: the WeChat OAuth round trip is under way;
 * - limited: the app login says the user is restricted (limitContent);
 * - appSignedOut: in the app, nobody is signed in (the page shows the native login, unless it has a
 *   guest view of its own);
 * - appLoginFailed: in the app, the ticket login failed (retry, or log in again);
 * - error: the OAuth start failed.
 */
export type LoginState = 'ok' | 'redirecting' | 'limited' | 'appSignedOut' | 'appLoginFailed' | 'error'

/**
 * The login state when it is known without waiting: a WeChat visitor with a valid login, or a
 * plain browser. The page then draws at once instead of a skeleton first; otherwise null (ask ensureLogin).
 */
export function loginKnownNow(channel: Channel): 'ok' | null {
  if (channel === 'wx') return loginStore.isValid() ? 'ok' : null
  return channel === 'app' ? null : 'ok'
}

/**
 * Makes sure a login-needing page has a user: in WeChat by the OAuth round trip (the return leg is
 * completed at start-up, see app/bootstrap), in the app by the ticket or client id the start-up login
 * took from the address. Plain browsers only reach login pages that are public, which need no identity.
 */
export async function ensureLogin(channel: Channel): Promise<{ state: LoginState; text?: string }> {
  if (channel === 'wx') {
    if (loginStore.isValid()) return { state: 'ok' }
    try {
      // The OAuth code loads only when a sign-in starts (docs/decisions/027).
      const { startOAuth } = await import('./wechat-oauth')
      await startOAuth()
      return { state: 'redirecting' }
    } catch {
      return { state: 'error' }
    }
  }
  if (channel === 'app') {
    const outcome = await appLoginOutcome()
    if (outcome.status === 'limited') return { state: 'limited', text: outcome.text }
    if (outcome.status === 'failed') return { state: 'appLoginFailed' }
    return { state: signedIn('app').kind === 'app' ? 'ok' : 'appSignedOut' }
  }
  return { state: 'ok' }
}
