import { queryOptions, useQuery } from '@tanstack/react-query'
import { resolveAppUserId } from './auth/app-user-id'
import {
  awardSpecialPrize,
  getFmActivityInfo,
  getFmDrawRecords,
  getLuckDrawChance,
  getSpecialInvitePrize,
  getTransferPrizeRecords,
  getUserPrize,
  saveSpecialQueryRecord,
  type DrawRecord,
  type FmParams,
  type UserPageParams,
} from './draws'
import type { CallOptions } from './http'
import { useAction } from '@/shared/lib/action'
import type { QueryHookOptions } from './query-client'

/**
 * The draw reads (src/api/draws.ts) as queries: keys, options and one hook each (docs/architecture.md,
 * "Server state"). Chances and records change with every draw and claim: they are asked again on every
 * visit, and a draw or claim invalidates its pool's (`drawsKeys.all`). The transfer pool's reads, keyed
 * on the customer's app client number, are src/api/transfer-pool-queries.ts's.
 */
export const drawsKeys = {
  all: ['draws'] as const,
  luckDrawChance: ({ user_id, page_flag }: UserPageParams) =>
    [...drawsKeys.all, 'luck-draw-chance', user_id, page_flag] as const,
  userPrize: (recordId: string) => [...drawsKeys.all, 'user-prize', recordId] as const,
  specialInvitePrize: ({ user_id, page_flag }: UserPageParams) =>
    [...drawsKeys.all, 'special-invite-prize', user_id, page_flag] as const,
  fmActivityInfo: ({ user_id, page_id }: FmParams) =>
    [...drawsKeys.all, 'fm-activity-info', user_id, page_id] as const,
  fmDrawRecords: ({ user_id, page_id }: FmParams) =>
    [...drawsKeys.all, 'fm-draw-records', user_id, page_id] as const,
  /** A pool's records for the signed-in customer (`userId`: their id, so one customer's never serve the next). */
  poolPrizeRecords: (pageFlag: string, userId: string) =>
    [...drawsKeys.all, 'pool-prize-records', pageFlag, userId] as const,
}

export const luckDrawChanceQuery = (params: UserPageParams, call?: CallOptions) =>
  queryOptions({
    queryKey: drawsKeys.luckDrawChance(params),
    queryFn: () => getLuckDrawChance(params, call),
  })

export const userPrizeQuery = (recordId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: drawsKeys.userPrize(recordId),
    queryFn: () => getUserPrize(recordId, call),
  })

export const specialInvitePrizeQuery = (params: UserPageParams, call?: CallOptions) =>
  queryOptions({
    queryKey: drawsKeys.specialInvitePrize(params),
    queryFn: () => getSpecialInvitePrize(params, call),
  })

export const fmActivityInfoQuery = (params: FmParams, call?: CallOptions) =>
  queryOptions({
    queryKey: drawsKeys.fmActivityInfo(params),
    queryFn: () => getFmActivityInfo(params, call),
  })

export const fmDrawRecordsQuery = (params: FmParams, call?: CallOptions) =>
  queryOptions({
    queryKey: drawsKeys.fmDrawRecords(params),
    queryFn: () => getFmDrawRecords(params, call),
  })

/**
 * transferPrizeRecord of the pool the page flag names, for the signed-in customer `userId`: `appUserId` is
 * their app client number (account-and-shared §7; `resolveAppUserId`, in WeChat after the app login by
 * openid), never the openid (docs/api-contract.md, "Which id a call takes"). A customer without an app
 * account has no records: nothing is asked.
 */
export const poolPrizeRecordsQuery = (pageFlag: string, userId: string, call?: CallOptions) =>
  queryOptions({
    queryKey: drawsKeys.poolPrizeRecords(pageFlag, userId),
    queryFn: async (): Promise<DrawRecord[]> => {
      const appUserId = await resolveAppUserId()
      return appUserId ? getTransferPrizeRecords({ appUserId, pageFlag }, call) : []
    },
  })

/** getLuckDrawChance: the chances of the pool the page flag belongs to (marketing §7.4). */
export const useLuckDrawChance = (params: UserPageParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...luckDrawChanceQuery(params, call), enabled })

/** userPrize/{id}: a won e-card's detail (/cardqy). */
export const useUserPrize = (recordId: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...userPrizeQuery(recordId, call), enabled })

/** getSpecialInvitePrize: the special invite's reward tiers (marketing §7.4). */
export const useSpecialInvitePrize = (params: UserPageParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...specialInvitePrizeQuery(params, call), enabled })

/** getFmActivityInfo: the study pool's chances and prizes (financial manager, marketing §7.4). */
export const useFmActivityInfo = (params: FmParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...fmActivityInfoQuery(params, call), enabled })

/** getFmDrawRecords: the study pool's won prizes. */
export const useFmDrawRecords = (params: FmParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...fmDrawRecordsQuery(params, call), enabled })

/** transferPrizeRecord: won prizes of the pool the page flag names (the points and carbon pools'). */
export const usePoolPrizeRecords = (
  pageFlag: string,
  userId: string,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...poolPrizeRecordsQuery(pageFlag, userId, call), enabled })

// Actions (docs/architecture.md, "Server state"): one hook each, built with useAction, saying what it changes.

/**
 * awardPrize: claims a special-invite tier (marketing §2.12). Whatever the answer (claimed, not reached yet,
 * already claimed, lost), the tiers on screen have been read again before another claim is offered
 * (docs/money-actions.md).
 */
export function useAwardSpecialPrize(params: UserPageParams) {
  const tiers = () => [drawsKeys.specialInvitePrize(params)]
  return useAction({
    mutationFn: (prizeId: string) => awardSpecialPrize({ ...params, prize_id: prizeId }),
    meta: { refreshes: tiers, waits: true, afterFailure: tiers },
  })
}

/** specialSaveQueryRecord: records that the customer saw the special-invite tiers (bookkeeping, quiet). */
export const useSaveSpecialQueryRecord = () =>
  useAction<UserPageParams, unknown>({
    mutationFn: (request) => saveSpecialQueryRecord(request, { noToast: true }),
  })
