import { endpoints } from '../endpoints'
import { http, type CallOptions } from '../http'
import { code, int, list, obj, text, type Out } from '../schema'
import { NavRecord } from './shared'

/** Rows per page of a liquidated product's net values (catalogue §7: page size 20 for lists). */
export const HISTORY_NAV_PAGE_SIZE = 20

/**
 * Catalogue service: historical (liquidated) products, their lookup and their net values (catalogue §2.5).
 * Conventions: ./shared.ts.
 */

const C = endpoints.catalogue

// ---------------------------------------------------------------------------------------------------
// Search

export const HistorySuggestion = obj({
  prodName: text(),
  prodNameShort: text(),
  prodCode: code(),
  registerCode: text(),
})
export type HistorySuggestion = Out<typeof HistorySuggestion>
export const HistorySuggestions = list(HistorySuggestion)

/** Suggestions for the historical (liquidated) product lookup (catalogue §2.5). Silent. */
export async function searchHistoryProducts(
  key: string,
  options?: CallOptions,
): Promise<HistorySuggestion[]> {
  const keyword = key.trim()
  if (!keyword) return []
  const found = await http.get(
    HistorySuggestions,
    C.historySearch,
    { key: keyword },
    { silent: true, ...options },
  )
  return found.filter((s) => s.prodCode)
}

// ---------------------------------------------------------------------------------------------------
// Net values

export interface HistoryNavQuery {
  prodCode: string
  pageNo: number
  pageSize?: number
  /** yyyymmdd */
  startDate?: string
  endDate?: string
}

export const NavPage = obj({ records: list(NavRecord), total: int() })
export type NavPage = Out<typeof NavPage>

/** Net values of a liquidated product, newest first, paged (catalogue §7). */
export function getHistoryProductNav(query: HistoryNavQuery, options?: CallOptions): Promise<NavPage> {
  const params = {
    prodCode: query.prodCode,
    pageNo: query.pageNo,
    pageSize: query.pageSize ?? HISTORY_NAV_PAGE_SIZE,
    startDate: query.startDate || undefined,
    endDate: query.endDate || undefined,
  }
  return http.get(NavPage, C.historyNav, params, { accept200: true, ...options })
}
