import { queryOptions } from '@tanstack/react-query'
/* eslint-disable no-restricted-imports -- not yet a query or an action of src/api (docs/decisions/029-one-action-contract.md, "Left as it was") */
import { refreshUser } from '@/api/identity'
/* eslint-enable no-restricted-imports */
import { signedIn } from '@/api/auth/signed-in'
import { local, wxUserStore, type WxUser } from '@/shared/lib/storage'

/** The WeChat user's openid (the account pages bind WeChat users; '' in the app or signed out). */
export const currentOpenId = (): string => signedIn().openid

/** The WeChat app id: stored by the sign-in, or asked (with the OAuth code, loaded then: docs/decisions/027). */
export async function appId(): Promise<string> {
  return local.get('app_id') || (await import('@/api/auth/wechat-oauth')).resolveAppId()
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

/** Re-reads the WeChat user after binding or unbinding (account-and-shared §3: refreshed from a user query). */
export async function refreshStoredUser(): Promise<void> {
  const openid = currentOpenId()
  if (!openid) return
  try {
    const user = await refreshUser(await appId(), openid, { silent: true, noToast: true })
    wxUserStore.set(withServerUser(openid, user))
  } catch {
    /* the stored user stays; the next page reads the server anyway */
  }
}
