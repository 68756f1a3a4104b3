import { signedIn } from '@/api/auth/signed-in'

/** The WeChat user's openid (the account pages bind WeChat users; '' in the app or signed out). */
export const currentOpenId = (): string => signedIn().openid

// The stored user's refresh after a bind (getUser) is src/api/identity-actions.ts's: `refreshStoredUser`.
export { appId, refreshStoredUser, serverUserQuery, withServerUser } from '@/api/identity-actions'
