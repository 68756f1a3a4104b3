import { refreshUser } from '@/api/identity'
import { resolveAppId } from '@/api/auth/wechat-oauth'
import { local, wxUserStore } from '@/shared/lib/storage'

export const currentOpenId = (): string => wxUserStore.get()?.openid ?? ''

export async function appId(): Promise<string> {
  return local.get('app_id') || (await resolveAppId())
}

/** Re-reads the WeChat user after binding or unbinding (account-and-shared §3: refreshed from a user query). */
export async function refreshStoredUser(): Promise<void> {
  const openid = currentOpenId()
  if (!openid) return
  try {
    const user = await refreshUser(await appId(), openid, { silent: true, noToast: true })
    if (user && typeof user === 'object') {
      const before = wxUserStore.get()
      wxUserStore.set({ ...before, ...user, openid: user.openid || openid, phone: user.phone ?? '' })
    }
  } catch {
    /* the stored user stays; the next page reads the server anyway */
  }
}
