import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import type { QueryHookOptions } from './query-client'
import {
  getCreditRecords,
  getKnowledges,
  getTalentExchangeRecords,
  getTalentPrizes,
  getTalentStation,
  type TalentParams,
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
