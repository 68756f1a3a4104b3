import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { storeAppLogin } from './auth/app-login'
import { resolveAppUserId } from './auth/app-user-id'
import { signedIn, type SignedIn } from './auth/signed-in'
import type { CallOptions } from './http'
import { getAccountState, getOpenStatus, getUserInfo, loginToApp } from './identity'
import type { QueryHookOptions } from './query-client'

/**
 * The identity reads (src/api/identity.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). Every answer belongs to the signed-in customer: the cache is
 * emptied when that customer is forgotten (docs/identity.md).
 *
 * The hooks give a component only the answers it asked for itself (docs/identity.md, "Answers a page asked
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
 * `result` as pending until this component's own answer (or failure) is in: what the cache held from
 * before the component mounted is neither shown nor acted on.
 */
function ownAnswer<T>(result: UseQueryResult<T>): UseQueryResult<T> {
  if (result.isFetchedAfterMount) return result
  return {
    ...result,
    data: undefined,
    error: null,
    status: 'pending',
    isPending: true,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isLoading: result.isFetching,
    isRefetching: false,
    isPlaceholderData: false,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
  }
}

/** getUserBindStatus: the account state of a WeChat user. */
export const useAccountState = (openId: string, { enabled, call }: QueryHookOptions = {}) =>
  ownAnswer(useQuery({ ...accountStateQuery(openId, call), enabled }))

/** getOpenStatus: '1' opened, '0' not bound, '2' direct sales not opened. */
export const useOpenStatus = (userId: string, { enabled, call }: QueryHookOptions = {}) =>
  ownAnswer(useQuery({ ...openStatusQuery(userId, call), enabled }))

/** getUserInfo: open status, risk level and the profile's completeness. */
export const useUserInfo = ({ enabled, call }: QueryHookOptions = {}) =>
  ownAnswer(useQuery({ ...userInfoQuery(call), enabled }))

/** loginToApp: the app login of a WeChat user by openid (stored as it arrives). */
export const useAppLogin = (openid: string, { enabled, call }: QueryHookOptions = {}) =>
  ownAnswer(useQuery({ ...appLoginQuery(openid, call), enabled }))

/** resolveAppUserId: the app client number of `who` (by default the signed-in customer). */
export const useAppUserId = (
  who: SignedIn = signedIn(),
  { enabled }: Pick<QueryHookOptions, 'enabled'> = {},
) => ownAnswer(useQuery({ ...appUserIdQuery(who), enabled }))
