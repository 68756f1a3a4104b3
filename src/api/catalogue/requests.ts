import { endpoints } from '../endpoints'
import type { HttpRequest } from '../transport'
import type { MarketListQuery } from './market'
import type { MarketVariant } from './shared'

/**
 * The catalogue's requests that a shared link's first paint needs, as they leave (method, path, query): the
 * service functions send them (market.ts, texts.ts, detail.ts), and start-up asks for the same ones before the
 * page's code has arrived (src/app/navigation/first-round.ts). Built once, here, so the two are always one
 * request. This module is part of the small start-up entry: it imports no schema.
 */

const C = endpoints.catalogue

/** Rows per page of the market list (catalogue §7: page size 20 for lists; each list names its own). */
export const MARKET_PAGE_SIZE = 20

/**
 * Query parameters of the list call (catalogue §7): filters 1-based and comma-joined (§4.3), empty ones
 * left out. The contract has no parameter for one product: a picked suggestion is shown from its detail
 * (market-view), never by restricting this call.
 */
export function marketListParams(query: MarketListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    pageNum: query.pageNum,
    pageSize: query.pageSize ?? MARKET_PAGE_SIZE,
    productType: query.productType,
  }
  if (query.prodSaleCustom !== undefined) params.prodSaleCustom = query.prodSaleCustom
  const joined = (ids: readonly number[] | undefined) => (ids && ids.length ? ids.join(',') : undefined)
  const filters = {
    respProductType: joined(query.respProductType),
    riskLevel: joined(query.riskLevel),
    investment: joined(query.investment),
    distributorCode: query.distributorCode || undefined,
  }
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params[name] = value
  if (query.sort) params[query.sort.field] = query.sort.order
  return params
}

/** A page of the market list (catalogue §4.1): the tabbed list, or the web variant's. */
export const marketListRequest = (query: MarketListQuery, variant: MarketVariant): HttpRequest => ({
  method: 'GET',
  url: variant === 'web' ? C.marketListWeb : C.marketList,
  params: marketListParams(query),
})

/** The market's notice bar (catalogue §2.5). */
export const noticeRequest = (): HttpRequest => ({ method: 'GET', url: C.notice })

/** A product's detail (catalogue §2.6, §7). */
export const marketDetailRequest = (prodCode: string, prodType: number): HttpRequest => ({
  method: 'GET',
  url: C.marketDetail,
  params: { prodCode, prodType },
})

/** A product's net values (catalogue §4.5): a range chip (`queryUnit`) or a date range. */
export const marketNavRequest = (
  query: { prodCode: string; queryUnit: number } | { prodCode: string; startDate: string; endDate: string },
): HttpRequest => ({ method: 'GET', url: C.marketNav, params: query })
