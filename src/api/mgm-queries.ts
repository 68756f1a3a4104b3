import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import {
  checkWhitePhone,
  getExchangePrizes,
  getInviteProgress,
  getMgmHome,
  getPrizeRecords,
  type MgmUserParams,
} from './mgm'
import type { QueryHookOptions } from './query-client'

/**
 * The four-step invitation reads (src/api/mgm.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). Balances, prizes and records change with the customer's
 * actions: asked again on every visit, and invalidated by the actions that change them (exchange,
 * receive).
 */
export const mgmKeys = {
  all: ['mgm'] as const,
  home: ({ pageFlag, userId, eventId }: MgmUserParams) =>
    [...mgmKeys.all, 'home', pageFlag, userId, eventId] as const,
  exchangePrizes: ({ pageFlag, userId, eventId }: MgmUserParams) =>
    [...mgmKeys.all, 'exchange-prizes', pageFlag, userId, eventId] as const,
  inviteProgress: ({ pageFlag, userId, eventId }: MgmUserParams) =>
    [...mgmKeys.all, 'invite-progress', pageFlag, userId, eventId] as const,
  prizeRecords: ({ pageFlag, userId }: { pageFlag: string; userId: string }) =>
    [...mgmKeys.all, 'prize-records', pageFlag, userId] as const,
  whitePhone: (phone: string) => [...mgmKeys.all, 'white-phone', phone] as const,
}

export const mgmHomeQuery = (params: MgmUserParams, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.home(params),
    queryFn: () => getMgmHome(params, call),
  })

export const exchangePrizesQuery = (params: MgmUserParams, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.exchangePrizes(params),
    queryFn: () => getExchangePrizes(params, call),
  })

export const inviteProgressQuery = (params: MgmUserParams, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.inviteProgress(params),
    queryFn: () => getInviteProgress(params, call),
  })

export const prizeRecordsQuery = (params: { pageFlag: string; userId: string }, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.prizeRecords(params),
    queryFn: () => getPrizeRecords(params, call),
  })

export const whitePhoneQuery = (phone: string, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.whitePhone(phone),
    queryFn: () => checkWhitePhone(phone, call),
  })

/** initHomeData: the inviter home's coins, reward strip and waiting rewards (marketing §2.1). */
export const useMgmHome = (params: MgmUserParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...mgmHomeQuery(params, call), enabled })

/** canExchangePrizes: the prizes the coins can buy (marketing §4.5). */
export const useExchangePrizes = (params: MgmUserParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...exchangePrizesQuery(params, call), enabled })

/** inviteRecordDetail: the invited friends' progress and whether the inviter is whitelisted (§2.3). */
export const useInviteProgress = (params: MgmUserParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...inviteProgressQuery(params, call), enabled })

/** exchangePrizeList: the inviter's prize records (marketing §2.4). */
export const usePrizeRecords = (
  params: { pageFlag: string; userId: string },
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...prizeRecordsQuery(params, call), enabled })

/** checkWhitePhone: whether a phone is whitelisted (marketing §2.5, §2.6, §6). */
export const useWhitePhone = (phone: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...whitePhoneQuery(phone, call), enabled })
