import { endpoints } from '../endpoints'
import { http, type CallOptions } from '../http'
import { code, decimal, int, list, obj, text, type Out } from '../schema'
import { marketListRequest } from './requests'
import {
  Accompany,
  Distributors,
  marketProductType,
  navDecimalPlaces,
  prodSaleCustom,
  raiseType,
  respProductType,
  riskLevel,
  type Distributor,
  type MarketProductType,
  type MarketVariant,
  type ProdSaleCustom,
} from './shared'

// The list call's parameters are built with its request (requests.ts, shared with start-up).
export { marketListParams } from './requests'

/**
 * Catalogue service: the market list and its channel filter (catalogue §2.2–§2.4, §4). Conventions:
 * ./shared.ts.
 */

const C = endpoints.catalogue

// ---------------------------------------------------------------------------------------------------
// Market list

/** A record of the market list (catalogue §3 Market product). Missing values are null or ''. */
export const MarketProduct = obj({
  prodCode: code(),
  prodName: text(),
  prodNameShort: text(),
  productType: marketProductType(),
  respProductType: respProductType(),
  respProductTypeStr: text(),
  raiseType: raiseType(),
  raiseTypeStr: text(),
  prodSaleCustom: prodSaleCustom(),
  navDecimalPlaces: navDecimalPlaces(),
  /** Display text, e.g. '3.20%-4.00%' or an index formula. */
  benchmarks: text(),
  /** How the benchmark was worked out (the benchmark popup). */
  benchmarksBasisCal: text(),
  registerCode: text(),
  nav: decimal(),
  totalNav: decimal(),
  /** yyyymmdd */
  navDate: text(),
  /** Seven-day annualised yield as a fraction, 0.021234 = 2.1234 % (money-market only; §9.2). */
  sevenDaysIncomeRate: decimal(),
  /** Income per 10,000 yuan (money-market only). */
  outTenThousandIncomeAmt: decimal(),
  riskLevel: riskLevel(),
  riskLevelStr: text(),
  /** Minimum first subscription for individuals (起投), yuan. */
  minSubsP: decimal(),
  /** YYYY-MM-DD */
  establishDateStr: text(),
  /** End of the fundraising period, yyyymmdd (fundraising products). */
  subsEndDate: text(),
  /** Annualised since inception, percent string (may be negative). */
  totalYearIncomeRate: decimal(),
  /** Annualised over the last month, percent string (may be negative). */
  monIncomeRate: decimal(),
  accompany: Accompany,
  distributorCodes: list(code()),
})
export type MarketProduct = Out<typeof MarketProduct>

export const MarketPage = obj({ records: list(MarketProduct), total: int() })
export type MarketPage = Out<typeof MarketPage>

/** 0 = descending, 1 = ascending (catalogue §4.2). */
export type SortOrder = 0 | 1

export interface MarketSort {
  /** The column's sort field name (market-columns.ts), sent as `<field>: 0|1`. */
  field: string
  order: SortOrder
}

export interface MarketListQuery {
  pageNum: number
  pageSize?: number
  productType: MarketProductType
  /** Omitted by the web variant, which has no main tab. */
  prodSaleCustom?: ProdSaleCustom
  /** 1-based indexes of the chosen 产品类型 options. */
  respProductType?: readonly number[]
  /** 1-based indexes of the chosen 风险等级 options. */
  riskLevel?: readonly number[]
  /** 1-based indexes of the chosen 起投金额 options: 1 0-100元, 2 100元-1万元, 3 1万-100万元, 4 100万元以上. */
  investment?: readonly number[]
  /** The one chosen 销售机构 (web variant). */
  distributorCode?: string
  sort?: MarketSort | null
}

/** The channel filter's options; a channel without a code cannot be chosen and is left out. */
export async function getDistributors(options?: CallOptions): Promise<Distributor[]> {
  const all = await http.get(Distributors, C.distributors, { usePage: '1' }, options)
  return all.filter((d) => d.distributorCode)
}

export function getMarketList(
  query: MarketListQuery,
  variant: MarketVariant = 'custom',
  options?: CallOptions,
): Promise<MarketPage> {
  return http.send(MarketPage, marketListRequest(query, variant), { accept200: true, ...options })
}
