import { signedIn } from '@/api/auth/signed-in'

/**
 * The signed-in user's id the points calls take (the route gate signs users in first): the openid in
 * WeChat, the client number in the provider's app.
 */
export const useUserId = (): string => signedIn().userId
