import { refreshUser } from '@/api/identity'
import { resolveAppId } from '@/api/auth/wechat-oauth'
import { signedIn } from '@/api/auth/signed-in'
import { local, wxUserStore } from '@/shared/lib/storage'

/** The WeChat user's openid (the account pages bind WeChat users; '' in the app or signed out). */
export const currentOpenId = (): string => signedIn().openid

export async function appId(): Promise<string> {
  return local.get('app_id') || (await resolveAppId())
}

/** Re-reads the WeChat user after binding or unbinding (account-and-shared §3: refreshed from a user query). */
export async function refreshStoredUser(): Promise<void> {
  const openid = currentOpenId()
  if (!openid) return
  try {
    const user = await refreshUser(await appId(), openid, { silent: true, noToast: true })
    wxUserStore.set({ ...wxUserStore.get(), ...user, openid: user.openid || openid })
  } catch {
    /* the stored user stays; the next page reads the server anyway */
  }
}
