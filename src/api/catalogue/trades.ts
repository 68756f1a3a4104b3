import { endpoints } from '../endpoints'
import { http, type CallOptions } from '../http'
import { code, decimal, list, obj, text, type Out } from '../schema'

/** Catalogue service: the customer's trades (catalogue §3; marketing §2.7). Conventions: ./shared.ts. */

const C = endpoints.catalogue

// ---------------------------------------------------------------------------------------------------
// Trades and positions (catalogue §3 Product row, Holding, Transaction)

export const TradeRecord = obj({
  serialNo: code(),
  prodCode: code(),
  prodName: text(),
  /** yyyymmdd */
  appDate: text(),
  cfmDate: text(),
  /** TA business code: 120 认购, 122 申购, 124 赎回, 143 分红. */
  busiCode: code(),
  busiName: text(),
  cfmNav: decimal(),
  cfmVol: decimal(),
  cfmAmt: decimal(),
  charge: decimal(),
  cfmStatusStr: text(),
})
export type TradeRecord = Out<typeof TradeRecord>
export const TradeRecords = list(TradeRecord)

export interface TradingRecordQuery {
  phone: string
  prodCode?: string
}

export function getTradingRecord(query: TradingRecordQuery, options?: CallOptions): Promise<TradeRecord[]> {
  return http.get(
    TradeRecords,
    C.tradingRecord,
    { phone: query.phone, prodCode: query.prodCode || undefined },
    options,
  )
}

/** One trade; an answer without a serial number is no trade (the page shows its not-found text). */
export function getTransDetail(phone: string, serialNo: string, options?: CallOptions): Promise<TradeRecord> {
  return http.get(TradeRecord, C.transDetail, { phone, serialNo }, options)
}
