import { queryOptions } from '@tanstack/react-query'
import { storeAppLogin } from './auth/app-login'
import { resolveAppUserId } from './auth/app-user-id'
import { signedIn, type SignedIn, type SignedInKind } from './auth/signed-in'
import type { CallOptions } from './http'
import {
  getAccountState,
  getAppUserOpenStatus,
  getOpenStatus,
  getUserInfo,
  loginToApp,
  type AccountState,
  type OpenAccount,
} from './identity'
import { askerOf } from './query-client'

/**
 * The identity reads (src/api/identity.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). Every answer belongs to the signed-in customer: the cache is
 * emptied when that customer is forgotten (docs/identity.md).
 *
 * Their hooks (./identity-hooks.ts) give a component only the answers it asked for itself (docs/identity.md, "Answers a page asked
 * for"): a bind, an unbind, a registration or a phone login changes the account between two pages, so an
 * answer the cache kept from an earlier page is never shown or acted on; the component waits (pending) for
 * its own.
 *
 * The identity actions (bind, register, phone login, unbind, OAuth) are in ./identity-actions.ts, loaded by
 * the account pages that run them, not by every page that asks who the customer is (docs/decisions/025).
 */
export const identityKeys = {
  all: ['identity'] as const,
  accountState: (openId: string) => [...identityKeys.all, 'account-state', openId] as const,
  openStatus: (userId: string) => [...identityKeys.all, 'open-status', userId] as const,
  appOpenStatus: (appClientNo: string) => [...identityKeys.all, 'app-open-status', appClientNo] as const,
  customer: (kind: SignedInKind, userId: string) => [...identityKeys.all, 'customer', kind, userId] as const,
  userInfo: () => [...identityKeys.all, 'user-info'] as const,
  appLogin: (openid: string) => [...identityKeys.all, 'app-login', openid] as const,
  appUserId: (kind: SignedIn['kind'], userId: string) =>
    [...identityKeys.all, 'app-user-id', kind, userId] as const,
}

/** getUserBindStatus: phone bound, registered, app bound (account-and-shared §4). */
export const accountStateQuery = (openId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: identityKeys.accountState(openId),
    queryFn: () => getAccountState(openId, call),
  })

/**
 * getOpenStatus by `user_id`: the WeChat customer's openid (docs/api-contract.md, "Which id a call takes");
 * an app customer's open status is appUserOpenStatus by client number.
 */
export const openStatusQuery = (userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: identityKeys.openStatus(userId),
    queryFn: () => getOpenStatus(userId, call),
  })

/** appUserOpenStatus by client number: the open status of an app customer (marketing §7.1). */
export const appOpenStatusQuery = (appClientNo: string, call?: CallOptions) =>
  queryOptions({
    queryKey: identityKeys.appOpenStatus(appClientNo),
    queryFn: () => getAppUserOpenStatus(appClientNo, call),
  })

/**
 * getUserInfo: the trade gate's and the profile prompt's reads (account-and-shared §4). It carries the ID
 * number, name and address: kept in this cache (memory) only, never written to storage.
 */
export const userInfoQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: identityKeys.userInfo(),
    queryFn: () => getUserInfo(call),
  })

/**
 * loginToApp by openid: the WeChat user's app login (client number, token, isLimit, account-and-shared
 * §4). Each answer is stored as it arrives, like every app login by openid (storeAppLogin), while the
 * same customer is signed in (docs/identity.md).
 */
export const appLoginQuery = (openid: string, call?: CallOptions) =>
  queryOptions({
    queryKey: identityKeys.appLogin(openid),
    queryFn: async () => {
      const login = await loginToApp(openid, call)
      if (signedIn().openid === openid) storeAppLogin(login)
      return login
    },
  })

/**
 * The signed-in customer's app client number, the `appUserId` calls send (resolveAppUserId,
 * docs/identity.md): '' without an app account. Asked again on every visit (a customer may link the app
 * account meanwhile); once stored, the answer needs no request.
 */
export const appUserIdQuery = (who: SignedIn) =>
  queryOptions({
    queryKey: identityKeys.appUserId(who.kind, who.userId),
    queryFn: () => resolveAppUserId(who),
  })

/**
 * Who the signed-in customer is, for every page that asks (docs/identity.md, "One customer status"): built
 * from the queries above, so a page that asks one of them shares its answer.
 */
export interface CustomerStatus {
  /** How the customer is signed in ('none': nobody, and no call was made). */
  kind: SignedInKind
  /** The id the marketing calls key the customer on (SignedIn.userId). */
  userId: string
  openid: string
  /**
   * The app client number known without a call: an app customer's own, a WeChat customer's from an app login
   * earlier in the session ('' otherwise; `appUserIdQuery` asks the app login for it).
   */
  appClientNo: string
  /** getUserBindStatus of a WeChat customer (phone bound, registered, app bound); null in the app. */
  account: AccountState | null
  /** 1 opened, 0 not bound, 2 direct sales not opened; '' for nobody. */
  openAccount: OpenAccount | ''
}

/**
 * The customer status in one round of calls (docs/architecture.md, "Calls side by side"):
 *
 * - a WeChat customer: the account state and the open status by the openid (getOpenStatus `user_id`,
 *   docs/api-contract.md "Which id a call takes"), side by side (account-and-shared §4, marketing §7.6);
 * - an app customer: the open status by their client number (appUserOpenStatus, marketing §7.1); the app
 *   login made them app-bound;
 * - nobody: no call.
 *
 * Each part is asked afresh (staleTime 0) through the shared cache. The key is the signed-in customer: another
 * customer is another entry, and the cache is emptied when a customer is forgotten (docs/identity.md).
 */
export const customerStatusQuery = (who: SignedIn = signedIn(), call?: CallOptions) =>
  queryOptions({
    queryKey: identityKeys.customer(who.kind, who.userId),
    queryFn: async (context): Promise<CustomerStatus> => {
      const ask = askerOf(context)
      const base = { kind: who.kind, userId: who.userId, openid: who.openid, appClientNo: who.appClientNo }
      if (who.kind === 'app' && who.appClientNo) {
        const { openAccount } = await ask(appOpenStatusQuery(who.appClientNo, call))
        return { ...base, account: null, openAccount }
      }
      if (who.kind !== 'wechat' || !who.openid)
        return { kind: 'none', userId: '', openid: '', appClientNo: '', account: null, openAccount: '' }
      const [account, open] = await Promise.all([
        ask(accountStateQuery(who.openid, call)),
        ask(openStatusQuery(who.openid, call)),
      ])
      return { ...base, account, openAccount: open.openAccount }
    },
  })
