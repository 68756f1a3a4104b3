import { queryOptions } from '@tanstack/react-query'
import { refreshUser } from './identity'
import { signedIn } from './auth/signed-in'
import { local, wxUserStore, type WxUser } from '@/shared/lib/storage'

/**
 * The stored WeChat user as the account pages refresh it after a bind or an unbind (account-and-shared §3:
 * refreshed from a user query). Here, beside the sign-in, so that features never read the stored identity
 * themselves (docs/architecture.md, State).
 */

/** The WeChat user's openid (the account pages bind WeChat users; '' in the app or signed out). */
export const currentOpenId = (): string => signedIn().openid

/** The WeChat app id: stored by the sign-in, or asked (with the OAuth code, loaded then: docs/decisions/027). */
export async function appId(): Promise<string> {
  return local.get('app_id') || (await import('./auth/wechat-oauth')).resolveAppId()
}

type ServerUser = Awaited<ReturnType<typeof refreshUser>>

/** The stored WeChat user with the server's answer laid over it (the openid is kept when none comes back). */
export function withServerUser(openid: string, user: ServerUser): WxUser {
  return { ...wxUserStore.get(), ...user, openid: user.openid || openid }
}

/**
 * The WeChat user as the server has it now (getUser with the app id, which is asked first when none is
 * stored; account-and-shared §3). Quiet: a failure leaves the stored user as it is.
 */
export const serverUserQuery = (openid: string) =>
  queryOptions({
    queryKey: ['account', 'server-user', openid] as const,
    queryFn: async () => refreshUser(await appId(), openid, { silent: true, noToast: true }),
  })

/** The WeChat user as stored by the sign-in (null when none). */
export const storedWechatUser = (): WxUser | null => wxUserStore.get()

/** Stores the server's WeChat user over the stored one. */
export const storeServerUser = (openid: string, user: ServerUser): void =>
  wxUserStore.set(withServerUser(openid, user))

/** Re-reads the WeChat user after binding or unbinding and stores it. */
export async function refreshStoredUser(): Promise<void> {
  const openid = currentOpenId()
  if (!openid) return
  try {
    const user = await refreshUser(await appId(), openid, { silent: true, noToast: true })
    storeServerUser(openid, user)
  } catch {
    /* the stored user stays; the next page reads the server anyway */
  }
}
