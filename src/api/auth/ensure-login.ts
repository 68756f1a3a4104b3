import type { Channel } from '@/shared/lib/channel'
import { loginStore } from '@/shared/lib/storage'
import { appLoginFromUrl } from './app-login'
import { startOAuth } from './wechat-oauth'

export type LoginState = 'ok' | 'redirecting' | 'limited' | 'error'

/**
 * Makes sure a login-needing page has a user: in WeChat by the OAuth round trip (the return leg is
 * completed at start-up, see app/bootstrap), in the app by ticket or client id. Plain browsers only
 * reach login pages that are public, which need no identity.
 */
export async function ensureLogin(channel: Channel): Promise<{ state: LoginState; text?: string }> {
  if (channel === 'wx') {
    if (loginStore.isValid()) return { state: 'ok' }
    try {
      await startOAuth()
      return { state: 'redirecting' }
    } catch {
      return { state: 'error' }
    }
  }
  if (channel === 'app') {
    const outcome = await appLoginFromUrl()
    if (outcome.status === 'limited') return { state: 'limited', text: outcome.text }
    return { state: 'ok' }
  }
  return { state: 'ok' }
}
