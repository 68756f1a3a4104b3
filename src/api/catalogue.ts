import { endpoints } from './endpoints'
import { http, type CallOptions } from './http'

/**
 * Catalogue service (catalogue.md §3, §7; api-contract.md, Catalogue). One typed function per call; the
 * types below are the contract's shapes. Dates arrive as 8-digit `yyyymmdd` unless a field says otherwise;
 * rates are percent number strings (`'1.8234'` means 1.8234 %), money amounts are yuan.
 */

const C = endpoints.catalogue

// ---------------------------------------------------------------------------------------------------
// Enumerations (catalogue §9.1)

/** Market main tab = customer type: '0' 个人理财 (individual), '1' 机构理财 (institution). */
export type ProdSaleCustom = '0' | '1'
/** Market type tab, 1-based (tab index + 1): 1 募集期, 2 每日购, 3 定期开放, 4 现金管理, 5 封闭式. */
export type MarketProductType = 1 | 2 | 3 | 4 | 5
/** Product kind (advanced filter 产品类型): 1 每日购, 2 定期开放, 3 现金管理, 4 封闭式, 5 最短持有期. */
export type RespProductType = 1 | 2 | 3 | 4 | 5
/** 1..5 = PR1低风险 … PR5高风险. */
export type RiskLevel = 1 | 2 | 3 | 4 | 5
/** '0' 公募 (public), '1' 私募 (private placement: never opened in detail, catalogue §5). */
export type RaiseType = '0' | '1'
/** Which list/search family: the custom list (with main tabs) or the public web list (catalogue §2.2). */
export type MarketVariant = 'custom' | 'web'

export const MARKET_PAGE_SIZE = 20

/** A companion link shown with a product (marketing §3: accompany url, icon, title). */
export interface Accompany {
  url: string
  icon: string
  title: string
}

/** A sales institution (catalogue §3 Channel). */
export interface Distributor {
  distributorName: string
  distributorCode: string
}

// ---------------------------------------------------------------------------------------------------
// Market list

/** A record of the market list (catalogue §3 Market product). Missing values are null or ''. */
export interface MarketProduct {
  prodCode: string
  prodName: string
  prodNameShort: string
  productType: MarketProductType
  respProductType: RespProductType
  respProductTypeStr: string
  raiseType: RaiseType
  raiseTypeStr: string
  prodSaleCustom: ProdSaleCustom
  navDecimalPlaces: number
  /** Display text, e.g. '3.20%-4.00%' or an index formula. */
  benchmarks: string | null
  /** How the benchmark was worked out (the benchmark popup). */
  benchmarksBasisCal: string | null
  registerCode: string
  nav: string | null
  totalNav: string | null
  /** yyyymmdd */
  navDate: string | null
  /** Seven-day annualised yield, percent string (money-market only). */
  sevenDaysIncomeRate: string | null
  /** Income per 10,000 yuan (money-market only). */
  outTenThousandIncomeAmt: string | null
  riskLevel: RiskLevel
  riskLevelStr: string
  /** Minimum first subscription for individuals (起投), yuan. */
  minSubsP: number | null
  /** YYYY-MM-DD */
  establishDateStr: string | null
  /** End of the fundraising period, yyyymmdd (fundraising products). */
  subsEndDate: string | null
  /** Annualised since inception, percent string (may be negative). */
  totalYearIncomeRate: string | null
  /** Annualised over the last month, percent string (may be negative). */
  monIncomeRate: string | null
  accompany: Accompany | null
  distributorCodes: string[]
}

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
  /** Restricts the list to one product after a suggestion was picked (catalogue §2.3). */
  prodCode?: string
  sort?: MarketSort | null
}

export interface MarketPage {
  records: MarketProduct[]
  total: number
}

/** Query parameters of the list call: filters 1-based and comma-joined (catalogue §4.3), empty ones left out. */
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
    prodCode: query.prodCode || undefined,
  }
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params[name] = value
  if (query.sort) params[query.sort.field] = query.sort.order
  return params
}

const listPath = (variant: MarketVariant) => (variant === 'web' ? C.marketListWeb : C.marketList)
const searchPath = (variant: MarketVariant) => (variant === 'web' ? C.marketSearchWeb : C.marketSearch)

export function getDistributors(options?: CallOptions): Promise<Distributor[]> {
  return http.get<Distributor[]>(C.distributors, { usePage: '1' }, options)
}

export function getMarketList(
  query: MarketListQuery,
  variant: MarketVariant = 'custom',
  options?: CallOptions,
): Promise<MarketPage> {
  return http.get<MarketPage>(listPath(variant), marketListParams(query), { accept200: true, ...options })
}

// ---------------------------------------------------------------------------------------------------
// Search

export interface MarketSuggestion {
  prodName: string
  prodNameShort: string
  prodCode: string
  productType: MarketProductType
  prodSaleCustom: ProdSaleCustom
}

export interface HistorySuggestion {
  prodName: string
  prodNameShort: string
  prodCode: string
  registerCode: string
}

/** Live suggestions; an empty keyword returns no list without a call (catalogue §4.4, §5). Silent. */
export async function searchMarket(
  key: string,
  variant: MarketVariant = 'custom',
  options?: CallOptions,
): Promise<MarketSuggestion[]> {
  const keyword = key.trim()
  if (!keyword) return []
  const list = await http.get<MarketSuggestion[] | null>(
    searchPath(variant),
    { key: keyword },
    { silent: true, ...options },
  )
  return list ?? []
}

/** Suggestions for the historical (liquidated) product lookup (catalogue §2.5). Silent. */
export async function searchHistoryProducts(
  key: string,
  options?: CallOptions,
): Promise<HistorySuggestion[]> {
  const keyword = key.trim()
  if (!keyword) return []
  const list = await http.get<HistorySuggestion[] | null>(
    C.historySearch,
    { key: keyword },
    { silent: true, ...options },
  )
  return list ?? []
}

// ---------------------------------------------------------------------------------------------------
// Market detail

export interface HisPerformance {
  /** Period title, e.g. 近1月, 今年以来, 成立以来. */
  name: string
  startDate: string
  endDate: string
  /** 区间年化收益率, percent string. */
  yield: string | null
  yieldStr: string
  /** 区间收益率, percent string; null for money-market (catalogue §9.1). */
  changeRange: string | null
}

export interface HisDatum {
  benchMark: string
  benchMarkDesc: string
  startDate: string
  /** '' while the benchmark is still in force. */
  endDate: string
}

export interface HisDatumTab {
  setUpIncomeRate: { rate: string | null; startDate: string; endDate: string; desc: string } | null
  hisDatumBottomDesc: string
  hisDatumList: HisDatum[]
}

/** Product detail (catalogue §3). `productType` here: 0 none, 1 fundraising, 4 money-market, others net value. */
export interface MarketDetail {
  prodName: string
  prodNameShort: string
  prodCode: string
  registCode: string
  raiseType: RaiseType
  raiseTypeStr: string
  respProductType: RespProductType
  respProductTypeStr: string
  riskLevel: RiskLevel
  riskLevelStr: string
  productType: 0 | MarketProductType
  prodSaleCustom: ProdSaleCustom
  nav: string | null
  totalNav: string | null
  navDate: string | null
  navDecimalPlaces: number
  sevenDaysIncomeRate: string | null
  outTenThousandIncomeAmt: string | null
  benchmarks: string | null
  benchmarksBasisCal: string | null
  minSubsP: number | null
  establishDateStr: string | null
  /** Calendar days until the end of fundraising: 0 today, below 0 ended (catalogue §4.5). */
  subsEndDays: number | null
  subsEndDate: string | null
  distributorInfoList: Distributor[]
  hisPerformanceList: HisPerformance[]
  hisDatumTab: HisDatumTab | null
  intervalYearIncomeDesc: string
  intervalIncomeDesc: string
  totalYearIncomeRate: string | null
  monIncomeRate: string | null
  /** Annualised over `openIntervalDays` (7 近一周, 30 近一月, 365 近一年, others 近三个月…). */
  openYearIncomeRate: string | null
  openIntervalDays: number | null
  /** Annualised over the last open cycle (respProductType 2 only). */
  opencycleYearIncomeRate: string | null
  opencycleBeginDate: string | null
  opencycleEndDate: string | null
  firstNavDate: string | null
  lastNavDate: string | null
  preOpenNavDate: string | null
  rateNavDate: string | null
}

/** Code answered for private placements and channel-only products: show 请在购买渠道查看详情. */
export const VIEW_IN_CHANNEL_CODE = '9998'

/** Detail; code 9998 rejects without the generic toast so the page can show its overlay (catalogue §8). */
export function getMarketDetail(
  prodCode: string,
  prodType: number,
  options?: CallOptions,
): Promise<MarketDetail> {
  return http.get<MarketDetail>(
    C.marketDetail,
    { prodCode, prodType },
    { ...options, quietCodes: [VIEW_IN_CHANNEL_CODE, ...(options?.quietCodes ?? [])] },
  )
}

// ---------------------------------------------------------------------------------------------------
// Net values

/** Time-range chips 近1月, 近3月, 近6月, 近1年, 近3年 (catalogue §4.5). */
export type NavQueryUnit = 1 | 2 | 3 | 4 | 5

export type NavQuery =
  | { prodCode: string; queryUnit: NavQueryUnit }
  /** yyyymmdd, both required (catalogue §5). */
  | { prodCode: string; startDate: string; endDate: string }

export interface NavRecord {
  navDate: string
  nav: string | null
  totalNav: string | null
  navDecimalPlaces: number
  sevenDaysIncomeRate: string | null
  outTenThousandIncomeAmt: string | null
}

export interface MarketNav {
  /** Table rows, newest first. */
  productNavList: NavRecord[]
  /** Chart points, oldest first. */
  productNavPic: NavRecord[]
}

export function getMarketNav(query: NavQuery, options?: CallOptions): Promise<MarketNav> {
  return http.get<MarketNav>(C.marketNav, query, options)
}

export interface HistoryNavQuery {
  prodCode: string
  pageNo: number
  pageSize?: number
  /** yyyymmdd */
  startDate?: string
  endDate?: string
}

export interface NavPage {
  records: NavRecord[]
  total: number
}

/** Net values of a liquidated product, newest first, paged (catalogue §7). */
export function getHistoryProductNav(query: HistoryNavQuery, options?: CallOptions): Promise<NavPage> {
  const params = {
    prodCode: query.prodCode,
    pageNo: query.pageNo,
    pageSize: query.pageSize ?? MARKET_PAGE_SIZE,
    startDate: query.startDate || undefined,
    endDate: query.endDate || undefined,
  }
  return http.get<NavPage>(C.historyNav, params, { accept200: true, ...options })
}

// ---------------------------------------------------------------------------------------------------
// Texts and documents

export interface ProdDescAttachment {
  title: string
  url: string
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string
}

export function getProdDesc(prodCode: string, options?: CallOptions): Promise<ProdDescAttachment[]> {
  return http.get<ProdDescAttachment[]>(C.prodDesc, { prodCode }, options)
}

/** The benchmark explanation or the tip text of a table cell (catalogue §2.7 benchmark / tip alert). */
export function getRiskWarning(prodCode: string, prodType: number, options?: CallOptions): Promise<string> {
  return http.get<string>(C.riskWarning, { prodCode, prodType }, options)
}

/** The notice bar text (catalogue §2.5). Silent. */
export async function getNotice(options?: CallOptions): Promise<string> {
  return (await http.get<string | null>(C.notice, undefined, { silent: true, ...options })) ?? ''
}

export function getDetailUrl(prodCode: string, options?: CallOptions): Promise<string> {
  return http.get<string>(C.detailUrl, { prodCode }, options)
}

// ---------------------------------------------------------------------------------------------------
// Fund pages

/** 0 货币型 (money), 1 指数型, 2 QDII, 3 股票型, 4 混合型, 5 债券型. */
export type FundType = 0 | 1 | 2 | 3 | 4 | 5

/** Fund status 1, 7 and 9 are on sale; others show 暂不销售 (catalogue §9.1). 9 opens fundDetail (§4.6). */
export const ON_SALE_FUND_STATUS: readonly number[] = [1, 7, 9]

export interface PdfAttachment {
  title: string
  url: string
}

/** Fund history record (catalogue §3 History page record). */
export interface FundNetValue {
  issDate: string
  /** Income per 10,000 yuan (money funds). */
  incomeUnit: string | null
  /** Seven-day annualised (money) or daily change (others), percent string. */
  yieid: string | null
  nav: string | null
  totNav: string | null
}

export interface FundTrendPoint {
  issDate: string
  /** Seven-day annualised (money) or the change since the range's first point (others), percent string. */
  yieid: string | null
  incomeUnit: string | null
  nav: string | null
  totnav: string | null
}

export interface FundArchives {
  /** PR1..PR5 */
  risk_level: string
  /** Initial minimum amount, yuan. */
  p_first_amt: number
  /** Additional minimum amount, yuan. */
  p_app_amt: number
}

export interface Fund {
  fundCode: string
  fundName: string
  shortName: string
  fundType: FundType
  fundTypeStr: string
  fundTypeName: string
  fundStatus: number
  /** yuan */
  startAmount: number
  /** Holding term in days for the term filter; 0 = 随时申赎. */
  interestDays: number
  /** Comma-separated. */
  tags: string
  /** PR1..PR5 */
  riskLevelStr: string
  /** Headline rate: seven-day annualised (money) or 近一年涨幅 (others), percent string. */
  incomeRatio: string | null
  /** Income per 10,000 yuan (money) or 日涨幅 percent string (others). */
  hfIncomeRatio: string | null
  performanceBenchMark: string
  /** Label of the headline rate. */
  benchMark: string
  ztAdvertisement: string
  totalNetvalue: string | null
  perNetvalue: string | null
  navDate: string | null
  /** Which headline the list shows: '1' seven-day (money), '2' income ratio. */
  dispPointer: '1' | '2'
  /** Why the fund is not on sale ('' when on sale). */
  reason: string
}

export interface FundDetail extends Fund {
  pdfAttachments: PdfAttachment[]
  /** The latest few net values, newest first. */
  productsNetValueDtos: FundNetValue[]
  /** Chart points for the requested range, oldest first. */
  productTrendDtos: FundTrendPoint[]
  fundArchivesInfo: FundArchives | null
}

/** The trend part of a fund detail (catalogue §3 Trend response). */
export interface FundTrend {
  navDate: string | null
  totalNetvalue: string | null
  incomeRatio: string | null
  hfIncomeRatio: string | null
  list: FundTrendPoint[]
}

export function fundTrendOf(detail: FundDetail): FundTrend {
  const { navDate, totalNetvalue, incomeRatio, hfIncomeRatio, productTrendDtos } = detail
  return { navDate, totalNetvalue, incomeRatio, hfIncomeRatio, list: productTrendDtos }
}

/** Every filter is an index of its option list ('' or undefined = 全部; catalogue §9.1). */
export interface FundListQuery {
  page: number
  pageSize?: number
  /** Term: 1 随时申赎, 2 0-60天, 3 61-180天, 4 181天以上. */
  interestdays?: number | ''
  /** Sort period, descending: 1 今年以来, 2 日涨幅, 3 近一月, 4 近三月, 5 近六月. */
  productduetime?: number | ''
  /** 1..5 = PR1..PR5. */
  risklevel?: number | ''
  /** 1 一万元以下, 2 1万-5万元, 3 5万-10万元, 4 10万-50万元, 5 50万元以上. */
  startAmount?: number | ''
  fundType?: FundType | ''
}

export interface FundPage {
  records: Fund[]
  totalElements: number
}

export function getFundList(query: FundListQuery, options?: CallOptions): Promise<FundPage> {
  const params = {
    interestdays: query.interestdays ?? '',
    productduetime: query.productduetime ?? '',
    risklevel: query.risklevel ?? '',
    startAmount: query.startAmount ?? '',
    fundType: query.fundType ?? '',
    page: query.page,
    pageSize: query.pageSize ?? MARKET_PAGE_SIZE,
  }
  return http.get<FundPage>(C.fundList, params, { accept200: true, ...options })
}

export interface FundTypeOption {
  fundType: FundType
  fundTypeName: string
}

export function getFundTypes(options?: CallOptions): Promise<FundTypeOption[]> {
  return http.get<FundTypeOption[]>(C.fundTypes, undefined, options)
}

/** Fund search; an empty keyword returns no list without a call. Silent like the other live searches. */
export async function searchFunds(key: string, options?: CallOptions): Promise<Fund[]> {
  const keyword = key.trim()
  if (!keyword) return []
  return (await http.get<Fund[] | null>(C.fundSearch, { key: keyword }, { silent: true, ...options })) ?? []
}

/** Chart range in months (catalogue §9.1: 近1月, 近3月, 近6月, 近1年). */
export type FundQueryUnit = 1 | 3 | 6 | 12

export function getFundDetail(
  fundCode: string,
  queryUnit: FundQueryUnit = 1,
  options?: CallOptions,
): Promise<FundDetail> {
  return http.get<FundDetail>(C.fundDetail, { fundCode, queryUnit }, options)
}

export interface FundNetValueQuery {
  fundCode: string
  page: number
  pageSize?: number
}

export interface FundNetValuePage {
  records: FundNetValue[]
  totalElements: number
}

/** Net-value history of a fund, newest first (catalogue §2.7 history lists). */
export function getFundNetValues(query: FundNetValueQuery, options?: CallOptions): Promise<FundNetValuePage> {
  const params = { page: query.page, pageSize: query.pageSize ?? MARKET_PAGE_SIZE, fundCode: query.fundCode }
  return http.get<FundNetValuePage>(C.fundNetValues, params, { accept200: true, ...options })
}

// ---------------------------------------------------------------------------------------------------
// Trades and positions (catalogue §3 Product row, Holding, Transaction)

export interface TradeRecord {
  serialNo: string
  prodCode: string
  prodName: string
  /** yyyymmdd */
  appDate: string
  cfmDate: string
  /** TA business code: 120 认购, 122 申购, 124 赎回, 143 分红. */
  busiCode: string
  busiName: string
  cfmNav: string | null
  cfmVol: string
  cfmAmt: string
  charge: string
  cfmStatusStr: string
}

export interface PositionRecord {
  prodCode: string
  prodName: string
  raiseType: RaiseType
  raiseTypeStr: string
  respProductTypeStr: string
  riskLevelStr: string
  nav: string | null
  totalNav: string | null
  navDecimalPlaces: number
  /** YYYY-MM-DD */
  navDateStr: string | null
  holdVol: string
  monEndHoldValue: string
  monEndNav: string | null
  /** '1' cash dividend, otherwise dividends reinvested. */
  divMethod: string
}

export interface TradingRecordQuery {
  phone: string
  prodCode?: string
}

export function getTradingRecord(query: TradingRecordQuery, options?: CallOptions): Promise<TradeRecord[]> {
  return http.get<TradeRecord[]>(
    C.tradingRecord,
    { phone: query.phone, prodCode: query.prodCode || undefined },
    options,
  )
}

export function getTransDetail(phone: string, serialNo: string, options?: CallOptions): Promise<TradeRecord> {
  return http.get<TradeRecord>(C.transDetail, { phone, serialNo }, options)
}

export function getMyPosition(phone: string, options?: CallOptions): Promise<PositionRecord[]> {
  return http.get<PositionRecord[]>(C.myPosition, { phone }, options)
}

// ---------------------------------------------------------------------------------------------------
// Recommendation pages (catalogue §2.7 current-account and star-selection pages)

/** Recommendation page type: '1' current-account (活期), '2' star selection (明星精选). */
export type RecommendPageType = '1' | '2'

/** A recommended fund; `productType` uses the wider list's codes, where 2 means currency (§4.6, §9.1). */
export interface RecommendedFund extends Fund {
  productType: 1 | 2 | 3 | 4 | 5
}

export interface RecommendedGroup {
  columnCode: string
  columnName: string
  /** head = the star page's tabs of head products; middle, bottom = its groups; list = current-account groups. */
  position: 'head' | 'middle' | 'bottom' | 'list'
  sort: number
}

export interface Banner {
  id: string
  pic: string
  jumpTarget: string
}

export function getRecommendedList(columnCode: string, options?: CallOptions): Promise<RecommendedFund[]> {
  return http.get<RecommendedFund[]>(C.recommendedList, { columnCode }, { accept200: true, ...options })
}

export function getRecommendedGroups(
  type: RecommendPageType,
  options?: CallOptions,
): Promise<RecommendedGroup[]> {
  return http.get<RecommendedGroup[]>(C.recommendedGroups, { type }, options)
}

export function getTabBanner(tab: RecommendPageType, options?: CallOptions): Promise<Banner[]> {
  return http.get<Banner[]>(C.tabBanner, { tab }, options)
}
