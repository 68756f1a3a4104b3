import { LOGIN_NONCE_PARAM } from '@/shared/lib/native-app'
import { session } from '@/shared/lib/storage'
import { withoutParams } from '@/shared/lib/url-params'

/**
 * The page a native login link (`/app-native/login?redirect=…`) comes back to, without the login's nonce; fails
 * unless the redirect carries the nonce this page keeps in the session (docs/identity.md, "Whose ticket").
 */
export function nativeLoginReturn(loginUrl: string): string {
  const redirect = new URL(loginUrl).searchParams.get('redirect') ?? ''
  const hashAt = redirect.indexOf('#')
  const queries = [
    redirect.slice(0, hashAt < 0 ? undefined : hashAt),
    hashAt < 0 ? '' : redirect.slice(hashAt),
  ]
  const nonces = queries.map((part) =>
    new URLSearchParams(part.slice(part.indexOf('?') + 1)).get(LOGIN_NONCE_PARAM),
  )
  const nonce = nonces.find(Boolean)
  if (!nonce || nonce !== session.get('appLoginNonce'))
    throw new Error(`the native login's redirect carries no nonce of this page: ${redirect}`)
  return withoutParams(redirect, [LOGIN_NONCE_PARAM])
}
