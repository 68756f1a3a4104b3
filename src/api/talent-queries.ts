import { queryOptions, useQuery } from '@tanstack/react-query'
import { answerLost, ApiError, type CallOptions } from './http'
import { useAction } from '@/shared/lib/action'
import type { QueryHookOptions } from './query-client'
import {
  drawCredit,
  exchangeCredit,
  getCreditRecords,
  getKnowledges,
  getTalentExchangeRecords,
  getTalentPrizes,
  getTalentStation,
  TALENT_CODES,
  type TalentParams,
  type TalentStationData,
} from './talent'

/**
 * The talent station reads (src/api/talent.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). Credit, draws left and stock change with every draw and
 * exchange: asked again on every visit, and invalidated (`talentKeys.all`) after a draw or an exchange.
 */
export const talentKeys = {
  all: ['talent'] as const,
  station: ({ user_id, page_flag }: TalentParams) =>
    [...talentKeys.all, 'station', user_id, page_flag] as const,
  knowledges: ({ user_id, page_flag }: TalentParams) =>
    [...talentKeys.all, 'knowledges', user_id, page_flag] as const,
  prizes: ({ user_id, page_flag }: TalentParams) =>
    [...talentKeys.all, 'prizes', user_id, page_flag] as const,
  creditRecords: ({ user_id, page_flag }: TalentParams) =>
    [...talentKeys.all, 'credit-records', user_id, page_flag] as const,
  exchangeRecords: ({ user_id, page_flag }: TalentParams) =>
    [...talentKeys.all, 'exchange-records', user_id, page_flag] as const,
}

export const talentStationQuery = (params: TalentParams, call?: CallOptions) =>
  queryOptions({
    queryKey: talentKeys.station(params),
    queryFn: () => getTalentStation(params, call),
  })

export const knowledgesQuery = (params: TalentParams, call?: CallOptions) =>
  queryOptions({
    queryKey: talentKeys.knowledges(params),
    queryFn: () => getKnowledges(params, call),
  })

export const talentPrizesQuery = (params: TalentParams, call?: CallOptions) =>
  queryOptions({
    queryKey: talentKeys.prizes(params),
    queryFn: () => getTalentPrizes(params, call),
  })

export const creditRecordsQuery = (params: TalentParams, call?: CallOptions) =>
  queryOptions({
    queryKey: talentKeys.creditRecords(params),
    queryFn: () => getCreditRecords(params, call),
  })

export const talentExchangeRecordsQuery = (params: TalentParams, call?: CallOptions) =>
  queryOptions({
    queryKey: talentKeys.exchangeRecords(params),
    queryFn: () => getTalentExchangeRecords(params, call),
  })

/** initData: the station (null when none came: the page says it failed to load; marketing §7.3). */
export const useTalentStation = (params: TalentParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...talentStationQuery(params, call), enabled })

/** getKnowledges: the knowledge to read, with what each is worth. */
export const useKnowledges = (params: TalentParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...knowledgesQuery(params, call), enabled })

/** getTalentStationPrizes: the prizes credit is exchanged for. */
export const useTalentPrizes = (params: TalentParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...talentPrizesQuery(params, call), enabled })

/** getUserCreditList: how credit came and went. */
export const useCreditRecords = (params: TalentParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...creditRecordsQuery(params, call), enabled })

/** exchangePrizeList: the exchanged cards. */
export const useTalentExchangeRecords = (params: TalentParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...talentExchangeRecordsQuery(params, call), enabled })

// Actions (docs/architecture.md, "Server state"): one hook each, built with useAction, saying what it changes.

/**
 * drawCreditNew: one credit draw. Its answer is the server's balance and draws left: it goes into the
 * station's cache (no second call); the credit records and which prizes the credit reaches are read again
 * where they are shown. After a lost answer the station is read again before another draw, which reuses
 * the request id (docs/money-actions.md).
 */
export const useDrawCredit = (params: TalentParams) =>
  useAction({
    mutationFn: () => drawCredit(params),
    meta: {
      puts: (r) => [
        [
          talentKeys.station(params),
          (d?: TalentStationData | null) =>
            d && {
              ...d,
              userCredit: r.userCredit,
              drawCreditNum: r.drawCreditNum,
              // Credit is a whole-number count (not money): a plain sum is exact.
              totalCredit: d.totalCredit + r.credit,
            },
        ],
      ],
      refreshes: () => [talentKeys.creditRecords(params), talentKeys.prizes(params)],
      afterFailure: (error) => (answerLost(error) ? [talentKeys.station(params)] : undefined),
    },
  })

/**
 * exchangeCredit: credit for a prize (marketing §7.3), after the customer's `confirm` when given (asked
 * inside the guard: a double tap opens one dialog; declined: nothing is sent and the action answers null).
 * It changes the credit, the stock and both record lists: the station's reads are asked again. After a lost
 * answer, or 1111 (sold out, the caller's to say), the prizes are read again before another try
 * (docs/money-actions.md).
 */
export const useExchangeCredit = (params: TalentParams) =>
  useAction({
    mutationFn: async ({ prizeId, confirm }: { prizeId: string; confirm?: () => Promise<boolean> }) =>
      confirm && !(await confirm())
        ? null
        : exchangeCredit({ ...params, prize_id: prizeId }, { quietCodes: [TALENT_CODES.soldOut] }),
    meta: {
      refreshes: (answer) => (answer ? [talentKeys.all] : []),
      afterFailure: (error) =>
        answerLost(error) || (error instanceof ApiError && error.code === TALENT_CODES.soldOut)
          ? [talentKeys.prizes(params)]
          : undefined,
    },
  })
