import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import { getTradingRecord, getTransDetail, type TradingRecordQuery } from './trades'
import { catalogueKeys } from './shared-queries'

/** The customer's trades as queries (marketing §2.7). Keys: ./shared-queries.ts. */

export const tradingRecordQuery = (query: TradingRecordQuery, call?: CallOptions) =>
  queryOptions({ queryKey: catalogueKeys.trades(query), queryFn: () => getTradingRecord(query, call) })

export const transDetailQuery = (phone: string, serialNo: string, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.trade(phone, serialNo),
    queryFn: () => getTransDetail(phone, serialNo, call),
  })

/** getTradingRecord: the customer's trades by phone (marketing §2.7). */
export const useTradingRecord = (query: TradingRecordQuery, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...tradingRecordQuery(query, call), enabled })

/** getTransDetail: one trade by its serial number (marketing §2.7). */
export const useTransDetail = (phone: string, serialNo: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...transDetailQuery(phone, serialNo, call), enabled })
