import { loginToApp } from './app-calls'
import { storeAppLogin } from './app-login'
import { session } from '@/shared/lib/storage'
import { signedIn, type SignedIn } from './signed-in'

let pending: { openid: string; promise: Promise<string> } | null = null

/**
 * The id every call with an `appUserId` parameter sends (docs/identity.md "Which id each call uses"):
 * the app client number of the one signed-in customer (account-and-shared §7: "appUserId (from local
 * unionAppClientNo)").
 *
 * - In the app: the signed-in client number.
 * - In WeChat: the client number the app login by openid gave; when none is known yet, that login runs
 *   first (loginToApp, stored like every app login by openid), once however many callers ask at a time.
 * - '' when the customer has no app account (the login answers no client number) or nobody is signed
 *   in: the caller then sends nothing, never an empty `appUserId`.
 *
 * Rejects when the app login itself fails (network, server), so the caller can offer a retry.
 */
export async function resolveAppUserId(who: SignedIn = signedIn()): Promise<string> {
  if (who.appClientNo) return who.appClientNo
  if (who.kind !== 'wechat' || !who.openid) return ''
  if (pending?.openid !== who.openid) {
    const openid = who.openid
    const promise = loginToApp(openid, { silent: true, noToast: true })
      .then((login) => {
        // Kept only while the same customer is signed in (a sign-in meanwhile replaced the identity).
        if (signedIn().openid === openid) storeAppLogin(login)
        return login.appClientNo
      })
      .finally(() => {
        if (pending?.promise === promise) pending = null
      })
    pending = { openid, promise }
  }
  return pending.promise
}

/** A failed app login, or one without a client number, leaves none behind (marketing §4.4 last line). */
export function forgetAppClientNo(): void {
  session.remove('unionAppClientNo')
}
