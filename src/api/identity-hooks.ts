import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { signedIn, type SignedIn } from './auth/signed-in'
import {
  accountStateQuery,
  appLoginQuery,
  appUserIdQuery,
  customerStatusQuery,
  openStatusQuery,
  userInfoQuery,
} from './identity-queries'
import type { QueryHookOptions } from './query-client'

/**
 * The identity queries (./identity-queries.ts) as hooks, one each (docs/architecture.md, "Server state"):
 * apart from the options, so that a page that only composes the options (the inviter home's first paint)
 * does not carry them. Each gives a component only the answer it asked for itself (docs/identity.md,
 * "Answers a page asked for").
 */

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

/**
 * The customer status (`customerStatusQuery`) of the signed-in customer, as this component asked it: who they
 * are, for pages that decide on it (the quiz entry, the activity pages' bind offer).
 */
export const useCustomerStatus = ({ enabled, call }: QueryHookOptions = {}) =>
  ownAnswer(useQuery({ ...customerStatusQuery(signedIn(), call), enabled }))

/** resolveAppUserId: the app client number of `who` (by default the signed-in customer). */
export const useAppUserId = (
  who: SignedIn = signedIn(),
  { enabled }: Pick<QueryHookOptions, 'enabled'> = {},
) => ownAnswer(useQuery({ ...appUserIdQuery(who), enabled }))
