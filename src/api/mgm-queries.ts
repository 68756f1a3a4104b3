import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { answerLost, type CallOptions } from './http'
import {
  checkWhitePhone,
  exchangeCoins,
  getExchangePrizes,
  getInviteProgress,
  getMgmHome,
  getPrizeRecords,
  receiveFirstPurchaseReward,
  remindBySms,
  remindByWx,
  saveInvite,
  whitelistAdd,
  type ExchangeResult,
  type MgmUserParams,
  type SaveInviteRequest,
  type SaveInviteResult,
  type WhitelistAddRequest,
} from './mgm'
import { useAction } from '@/shared/lib/action'
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

// Actions (docs/architecture.md, "Server state", Actions): what each one changes is declared here.

/**
 * exchangeCard: coins for the prize `prizeId` (marketing §4.5), quiet (the alert shows the outcome). The
 * prizes and coins are asked again; the records are dropped, so 查看兑换记录 draws them once asked again,
 * not as cached. After a lost answer (booked or not is unknown) the prizes are asked again too
 * (docs/money-actions.md).
 */
export function useExchangeCoins({ pageFlag, userId, eventId }: MgmUserParams) {
  const client = useQueryClient()
  const params = { pageFlag, userId, eventId }
  return useAction<string, ExchangeResult>({
    mutationFn: (prizeId) => exchangeCoins({ ...params, prizeId }, { silent: true, noToast: true }),
    invalidates: () => [mgmKeys.exchangePrizes(params)],
    onSuccess: () => client.removeQueries({ queryKey: mgmKeys.prizeRecords(params) }),
    onError: (error) => {
      if (answerLost(error)) void client.invalidateQueries({ queryKey: mgmKeys.exchangePrizes(params) })
    },
  })
}

/**
 * changeWaitXyj: the waiting coins into usable ones (marketing §4.4). The home (the coins) is asked again
 * after a success, and after a lost answer before the popup offers another try (docs/money-actions.md).
 */
export function useReceiveFirstPurchaseReward({ pageFlag, userId, eventId }: MgmUserParams) {
  const client = useQueryClient()
  const params = { pageFlag, userId, eventId }
  return useAction<void, unknown>({
    mutationFn: () => receiveFirstPurchaseReward(params),
    invalidates: () => [mgmKeys.home(params)],
    onError: async (error) => {
      if (answerLost(error)) await client.invalidateQueries({ queryKey: mgmKeys.home(params) })
    },
  })
}

/**
 * saveNewMgmRecord: the invited friend's landing saves the invitation (marketing §4.4). Keyed: the same save
 * sent again after a lost answer gets the first answer (docs/money-actions.md).
 */
export const useSaveInvite = (call?: CallOptions) =>
  useAction<SaveInviteRequest, SaveInviteResult>({ mutationFn: (request) => saveInvite(request, call) })

/**
 * whitelistAdd: the inviter adds a friend by hand (marketing §2.5); the invite progress gains a row. After a
 * lost answer (added or not is unknown) the progress is asked again too; the form keeps its entries, so a
 * second tap is the same add under the same key (docs/money-actions.md).
 */
export function useWhitelistAdd() {
  const client = useQueryClient()
  const progress = [...mgmKeys.all, 'invite-progress']
  return useAction<WhitelistAddRequest, unknown>({
    mutationFn: (request) => whitelistAdd(request),
    invalidates: () => [progress],
    onError: (error) => {
      if (answerLost(error)) void client.invalidateQueries({ queryKey: progress })
    },
  })
}

/** remindByWx / remindBySms: one reminder of a friend (marketing §2.3, §4.3). */
export const useRemindFriend = (appClientNo: string) =>
  useAction<{ recordId: string; channel: 'wx' | 'sms' }, unknown>({
    mutationFn: ({ recordId, channel }) =>
      (channel === 'wx' ? remindByWx : remindBySms)({ recordId, appClientNo }),
  })
