import { http, type CallOptions } from '../http'
import { code, decimal, list, maybeObj, num, obj, oneOf, text, type Out } from '../schema'
import { marketDetailRequest, marketNavRequest } from './requests'
import {
  Distributor,
  NavRecord,
  navDecimalPlaces,
  prodSaleCustom,
  raiseType,
  respProductType,
  riskLevel,
  type MarketProductType,
} from './shared'

/**
 * Catalogue service: a market product's detail and its net values (catalogue §2.6, §4.5). Conventions:
 * ./shared.ts.
 */

// ---------------------------------------------------------------------------------------------------
// Market detail

export const HisPerformance = obj({
  /** Period title, e.g. 近1月, 今年以来, 成立以来. */
  name: text(),
  startDate: text(),
  endDate: text(),
  /** 区间年化收益率, percent string. */
  yield: decimal(),
  yieldStr: text(),
  /** 区间收益率, percent string; null for money-market (catalogue §9.1). */
  changeRange: decimal(),
})
export type HisPerformance = Out<typeof HisPerformance>

export const HisDatum = obj({
  benchMark: text(),
  benchMarkDesc: text(),
  startDate: text(),
  /** '' while the benchmark is still in force. */
  endDate: text(),
})
export type HisDatum = Out<typeof HisDatum>

/** The benchmark history tab; a missing tab reads as an empty one. */
export const HisDatumTab = obj({
  /** 成立以来年化收益率 over its period; null when not sent. */
  setUpIncomeRate: maybeObj({ rate: decimal(), startDate: text(), endDate: text(), desc: text() }),
  hisDatumBottomDesc: text(),
  hisDatumList: list(HisDatum),
})
export type HisDatumTab = Out<typeof HisDatumTab>

/** Detail product type: 0 none, 1 fundraising, 4 money-market, others net value (catalogue §3). */
export type DetailProductType = 0 | MarketProductType

/** Product detail (catalogue §3). `productType` here: 0 none, 1 fundraising, 4 money-market, others net value. */
export const MarketDetail = obj({
  prodName: text(),
  prodNameShort: text(),
  prodCode: code(),
  registCode: text(),
  raiseType: raiseType(),
  raiseTypeStr: text(),
  respProductType: respProductType(),
  respProductTypeStr: text(),
  riskLevel: riskLevel(),
  riskLevelStr: text(),
  productType: oneOf([0, 1, 2, 3, 4, 5] as const, 0),
  prodSaleCustom: prodSaleCustom(),
  nav: decimal(),
  totalNav: decimal(),
  /** yyyymmdd */
  navDate: text(),
  navDecimalPlaces: navDecimalPlaces(),
  sevenDaysIncomeRate: decimal(),
  outTenThousandIncomeAmt: decimal(),
  benchmarks: text(),
  benchmarksBasisCal: text(),
  minSubsP: decimal(),
  establishDateStr: text(),
  /** Calendar days until the end of fundraising: 0 today, below 0 ended (catalogue §4.5). */
  subsEndDays: num(),
  subsEndDate: text(),
  distributorInfoList: list(Distributor),
  hisPerformanceList: list(HisPerformance),
  hisDatumTab: HisDatumTab,
  intervalYearIncomeDesc: text(),
  intervalIncomeDesc: text(),
  totalYearIncomeRate: decimal(),
  monIncomeRate: decimal(),
  /** Annualised over `openIntervalDays` (7 近一周, 30 近一月, 365 近一年, others 近三个月…). */
  openYearIncomeRate: decimal(),
  openIntervalDays: num(),
  /** Annualised over the last open cycle (respProductType 2 only). */
  opencycleYearIncomeRate: decimal(),
  opencycleBeginDate: text(),
  opencycleEndDate: text(),
  firstNavDate: text(),
  lastNavDate: text(),
  preOpenNavDate: text(),
  rateNavDate: text(),
})
export type MarketDetail = Out<typeof MarketDetail>

/** A detail that names no product at all (no code, no name): nothing to show (the page says so). */
export const isEmptyDetail = (d: Pick<MarketDetail, 'prodCode' | 'prodName' | 'prodNameShort'>): boolean =>
  !d.prodCode && !d.prodName.trim() && !d.prodNameShort.trim()

/** Code answered for private placements and channel-only products: show 请在购买渠道查看详情. */
export const VIEW_IN_CHANNEL_CODE = '9998'

/** Detail; code 9998 rejects without the generic toast so the page can show its overlay (catalogue §8). */
export function getMarketDetail(
  prodCode: string,
  prodType: number,
  options?: CallOptions,
): Promise<MarketDetail> {
  return http.send(MarketDetail, marketDetailRequest(prodCode, prodType), {
    ...options,
    quietCodes: [VIEW_IN_CHANNEL_CODE, ...(options?.quietCodes ?? [])],
  })
}

// ---------------------------------------------------------------------------------------------------
// Net values

/** Time-range chips 近1月, 近3月, 近6月, 近1年, 近3年 (catalogue §4.5). */
export type NavQueryUnit = 1 | 2 | 3 | 4 | 5

export type NavQuery =
  | { prodCode: string; queryUnit: NavQueryUnit }
  /** yyyymmdd, both required (catalogue §5). */
  | { prodCode: string; startDate: string; endDate: string }

export const MarketNav = obj({
  /** Table rows, newest first. */
  productNavList: list(NavRecord),
  /** Chart points, oldest first. */
  productNavPic: list(NavRecord),
})
export type MarketNav = Out<typeof MarketNav>

export function getMarketNav(query: NavQuery, options?: CallOptions): Promise<MarketNav> {
  return http.send(MarketNav, marketNavRequest(query), options)
}
