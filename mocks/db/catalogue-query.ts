import type { NavRecord } from '@/api/catalogue/shared'
import type { MarketPage, MarketProduct } from '@/api/catalogue/market'
import type { MarketSuggestion } from '@/api/catalogue/search'
import { page } from '../lib'
import { INVESTMENT_RANGES } from './catalogue-labels'
import { yieldFraction, type SeriesPoint } from './catalogue-series'
import { ymdOf } from './catalogue-dates'
import type { MarketRecord } from './catalogue-market'

/**
 * The market list's filtering, sorting and paging, and the suggestion search (catalogue §4.1-§4.4).
 * Sorting: `<sortField>=0` is descending, `=1` ascending; records missing the value always go last and
 * ties keep prodCode order. Unknown parameters are ignored.
 */

/** Sort field (market-columns.ts) → the record field it orders by. */
export const MARKET_SORT_KEYS: Readonly<Record<string, keyof MarketProduct>> = {
  navSort: 'nav',
  totalNavSort: 'totalNav',
  sevenDaysIncomeRateSort: 'sevenDaysIncomeRate',
  tenThousandIncomeAmtSort: 'outTenThousandIncomeAmt',
  yearIncomeRateSort: 'totalYearIncomeRate',
  monIncomeRateSort: 'monIncomeRate',
  subsEndDateSort: 'subsEndDate',
  minSubsSort: 'minSubsP',
  establishDateSort: 'establishDateStr',
  riskLevelSort: 'riskLevel',
  respProductTypeSort: 'respProductType',
}

/** Comma-joined 1-based ids ('1,3') → numbers; empty → none. */
export function idList(value: string | null): number[] {
  if (!value) return []
  return value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
}

/** A sortable number for a cell value, or null when the cell shows --. */
export function sortValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') return value
  const text = String(value)
  const n = Number(/^\d{4}-\d{2}-\d{2}$/.test(text) ? text.replace(/-/g, '') : text)
  return Number.isFinite(n) ? n : null
}

export function sortRecords<T>(
  records: readonly T[],
  valueOf: (r: T) => unknown,
  order: 0 | 1,
  tie: (r: T) => string,
): T[] {
  const keyed = records.map((r) => ({ r, v: sortValue(valueOf(r)) }))
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) {
      if (a.v === b.v) return tie(a.r).localeCompare(tie(b.r))
      return a.v === null ? 1 : -1
    }
    if (a.v !== b.v) return order === 1 ? a.v - b.v : b.v - a.v
    return tie(a.r).localeCompare(tie(b.r))
  })
  return keyed.map((k) => k.r)
}

/** The first known sort field present with value 0 or 1. */
export function requestedSort(query: URLSearchParams): { key: keyof MarketProduct; order: 0 | 1 } | null {
  for (const [name, value] of query) {
    const key = MARKET_SORT_KEYS[name]
    if (key && (value === '0' || value === '1')) return { key, order: value === '1' ? 1 : 0 }
  }
  return null
}

export function filterMarket(products: readonly MarketRecord[], query: URLSearchParams): MarketRecord[] {
  const productType = Number(query.get('productType')) || null
  const custom = query.get('prodSaleCustom')
  const kinds = idList(query.get('respProductType'))
  const risks = idList(query.get('riskLevel'))
  const ranges = idList(query.get('investment'))
    .map((id) => INVESTMENT_RANGES[id])
    .filter(Boolean)
  const distributor = query.get('distributorCode')
  return products.filter((p) => {
    if (productType && p.productType !== productType) return false
    if ((custom === '0' || custom === '1') && p.prodSaleCustom !== custom) return false
    if (kinds.length && !kinds.includes(p.respProductType)) return false
    if (risks.length && !risks.includes(p.riskLevel)) return false
    if (ranges.length) {
      const amount = sortValue(p.minSubsP)
      if (amount === null || !ranges.some(([lo, hi]) => amount >= lo && amount < hi)) return false
    }
    if (distributor && !p.distributorCodes.includes(distributor)) return false
    return true
  })
}

export function queryMarketList(products: readonly MarketRecord[], query: URLSearchParams): MarketPage {
  const filtered = filterMarket(products, query)
  const sort = requestedSort(query)
  const ordered = sort
    ? sortRecords(
        filtered,
        (p) => p[sort.key],
        sort.order,
        (p) => p.prodCode,
      )
    : filtered
  const records = page(ordered, Number(query.get('pageNum')) || 1, Number(query.get('pageSize')) || 20)
  return { records, total: filtered.length }
}

/** Name, short name or code contains the keyword (case-insensitive); an empty keyword finds nothing. */
export function matchesKey(key: string, ...fields: string[]): boolean {
  const k = key.trim().toLowerCase()
  return k !== '' && fields.some((f) => f.toLowerCase().includes(k))
}

export const SUGGESTION_LIMIT = 20

export function searchMarketProducts(products: readonly MarketProduct[], key: string): MarketSuggestion[] {
  return products
    .filter((p) => matchesKey(key, p.prodName, p.prodNameShort, p.prodCode))
    .slice(0, SUGGESTION_LIMIT)
    .map(({ prodName, prodNameShort, prodCode, productType, prodSaleCustom }) => ({
      prodName,
      prodNameShort,
      prodCode,
      productType,
      prodSaleCustom,
    }))
}

export function navRecordOf(point: SeriesPoint, decimals: number): NavRecord {
  return {
    navDate: ymdOf(point.day),
    nav: point.nav.toFixed(decimals),
    totalNav: point.totalNav.toFixed(decimals),
    navDecimalPlaces: decimals,
    sevenDaysIncomeRate: point.sevenDays === null ? null : yieldFraction(point.sevenDays),
    outTenThousandIncomeAmt: point.tenK === null ? null : point.tenK.toFixed(4),
  }
}
