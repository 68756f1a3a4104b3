import { endpoints } from './endpoints'
import { http, type CallOptions } from './http'
import { code, decimal, int, list, maybeObj, num, obj, oneOf, text, type Out } from './schema'

/**
 * Catalogue service (catalogue §3, §7; api-contract.md, Catalogue). One typed function per call; every
 * answer is parsed by the schema of the same name as its type. Dates arrive as 8-digit `yyyymmdd` unless
 * a field says otherwise (text, '' when missing); rates are percent decimal strings (`'1.8234'` means
 * 1.8234 %) except the seven-day annualised yields (`sevenDaysIncomeRate`, a money fund's `incomeRatio`
 * and `yieid`), which are fractions (`'0.018234'`, catalogue §9.2 "multiplied by 100 to a percent");
 * money amounts are yuan decimal strings; all are null when missing.
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
/** 0 货币型 (money), 1 指数型, 2 QDII, 3 股票型, 4 混合型, 5 债券型. */
export type FundType = 0 | 1 | 2 | 3 | 4 | 5

export const MARKET_PAGE_SIZE = 20

const ONE_TO_FIVE = [1, 2, 3, 4, 5] as const
/** An unknown type tab is null: the page then uses the tab the row was listed under. */
const marketProductType = () => oneOf(ONE_TO_FIVE, null)
const respProductType = () => oneOf(ONE_TO_FIVE, null)
const riskLevel = () => oneOf(ONE_TO_FIVE, null)
/** An unknown raise type is null: no 公募/私募 tag, and the row opens (a private detail answers 9998). */
const raiseType = () => oneOf(['0', '1'] as const, null)
const prodSaleCustom = () => oneOf(['0', '1'] as const, '0')
/** A fund type code, null when unknown (holdings use it too). */
export const fundTypeCode = () => oneOf([0, 1, 2, 3, 4, 5] as const, null)
/** catalogue §9.2: net values default to 4 decimals. */
const navDecimalPlaces = () => int(4)

// ---------------------------------------------------------------------------------------------------
// Shared parts

/** A companion link shown with a product (marketing §3: accompany url, icon, title); null when none. */
export const Accompany = maybeObj({ url: text(), icon: text(), title: text() })
export type Accompany = Out<typeof Accompany>

/** A sales institution (catalogue §3 Channel). */
export const Distributor = obj({ distributorName: text(), distributorCode: code() })
export type Distributor = Out<typeof Distributor>
export const Distributors = list(Distributor)

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

const listPath = (variant: MarketVariant) => (variant === 'web' ? C.marketListWeb : C.marketList)
const searchPath = (variant: MarketVariant) => (variant === 'web' ? C.marketSearchWeb : C.marketSearch)

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
  return http.get(MarketPage, listPath(variant), marketListParams(query), { accept200: true, ...options })
}

// ---------------------------------------------------------------------------------------------------
// Search

export const MarketSuggestion = obj({
  prodName: text(),
  prodNameShort: text(),
  prodCode: code(),
  productType: marketProductType(),
  prodSaleCustom: prodSaleCustom(),
})
export type MarketSuggestion = Out<typeof MarketSuggestion>
export const MarketSuggestions = list(MarketSuggestion)

export const HistorySuggestion = obj({
  prodName: text(),
  prodNameShort: text(),
  prodCode: code(),
  registerCode: text(),
})
export type HistorySuggestion = Out<typeof HistorySuggestion>
export const HistorySuggestions = list(HistorySuggestion)

/** Live suggestions; an empty keyword returns no list without a call (catalogue §4.4, §5). Silent. */
export async function searchMarket(
  key: string,
  variant: MarketVariant = 'custom',
  options?: CallOptions,
): Promise<MarketSuggestion[]> {
  const keyword = key.trim()
  if (!keyword) return []
  const found = await http.get(
    MarketSuggestions,
    searchPath(variant),
    { key: keyword },
    { silent: true, ...options },
  )
  // A suggestion without a code cannot be picked (the list would be restricted to nothing).
  return found.filter((s) => s.prodCode)
}

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
  return http.get(
    MarketDetail,
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

export const NavRecord = obj({
  /** yyyymmdd */
  navDate: text(),
  nav: decimal(),
  totalNav: decimal(),
  navDecimalPlaces: navDecimalPlaces(),
  sevenDaysIncomeRate: decimal(),
  outTenThousandIncomeAmt: decimal(),
})
export type NavRecord = Out<typeof NavRecord>

export const MarketNav = obj({
  /** Table rows, newest first. */
  productNavList: list(NavRecord),
  /** Chart points, oldest first. */
  productNavPic: list(NavRecord),
})
export type MarketNav = Out<typeof MarketNav>

export function getMarketNav(query: NavQuery, options?: CallOptions): Promise<MarketNav> {
  return http.get(MarketNav, C.marketNav, query, options)
}

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
    pageSize: query.pageSize ?? MARKET_PAGE_SIZE,
    startDate: query.startDate || undefined,
    endDate: query.endDate || undefined,
  }
  return http.get(NavPage, C.historyNav, params, { accept200: true, ...options })
}

// ---------------------------------------------------------------------------------------------------
// Texts and documents

export const ProdDescAttachment = obj({
  title: text(),
  url: text(),
  /** YYYY-MM-DD HH:mm:ss */
  createTime: text(),
})
export type ProdDescAttachment = Out<typeof ProdDescAttachment>
export const ProdDescAttachments = list(ProdDescAttachment)

export function getProdDesc(prodCode: string, options?: CallOptions): Promise<ProdDescAttachment[]> {
  return http.get(ProdDescAttachments, C.prodDesc, { prodCode }, options)
}

/** A plain text answer ('' when missing). */
export const TextAnswer = text()

/** The benchmark explanation or the tip text of a table cell (catalogue §2.7 benchmark / tip alert). */
export function getRiskWarning(prodCode: string, prodType: number, options?: CallOptions): Promise<string> {
  return http.get(TextAnswer, C.riskWarning, { prodCode, prodType }, options)
}

/** The notice bar text, trimmed; '' when there is none (catalogue §2.5). Silent. */
export async function getNotice(options?: CallOptions): Promise<string> {
  return (await http.get(TextAnswer, C.notice, undefined, { silent: true, ...options })).trim()
}

// ---------------------------------------------------------------------------------------------------
// Fund pages

/** Fund status 1, 7 and 9 are on sale; others show 暂不销售 (catalogue §9.1). 9 opens fundDetail (§4.6). */
export const ON_SALE_FUND_STATUS: readonly number[] = [1, 7, 9]

export const PdfAttachment = obj({ title: text(), url: text() })
export type PdfAttachment = Out<typeof PdfAttachment>

/** Fund history record (catalogue §3 History page record). */
export const FundNetValue = obj({
  /** yyyymmdd */
  issDate: text(),
  /** Income per 10,000 yuan (money funds). */
  incomeUnit: decimal(),
  /** Seven-day annualised as a fraction (money) or daily change as a percent string (others). */
  yieid: decimal(),
  nav: decimal(),
  totNav: decimal(),
})
export type FundNetValue = Out<typeof FundNetValue>

export const FundTrendPoint = obj({
  /** yyyymmdd */
  issDate: text(),
  /** Seven-day annualised as a fraction (money) or the change since the range's first point (others), percent string. */
  yieid: decimal(),
  incomeUnit: decimal(),
  nav: decimal(),
  totnav: decimal(),
})
export type FundTrendPoint = Out<typeof FundTrendPoint>

const fundArchivesEntries = {
  /** PR1..PR5 */
  risk_level: code(),
  /** Initial minimum amount, yuan. */
  p_first_amt: decimal(),
  /** Additional minimum amount, yuan. */
  p_app_amt: decimal(),
}
export const FundArchives = obj(fundArchivesEntries)
export type FundArchives = Out<typeof FundArchives>

const fundEntries = {
  fundCode: code(),
  fundName: text(),
  shortName: text(),
  fundType: fundTypeCode(),
  fundTypeStr: text(),
  fundTypeName: text(),
  /** 0 when unknown, which is "not on sale". */
  fundStatus: int(),
  /** yuan */
  startAmount: decimal(),
  /** Holding term in days for the term filter; 0 = 随时申赎. */
  interestDays: int(),
  /** Comma-separated. */
  tags: text(),
  /** PR1..PR5 */
  riskLevelStr: code(),
  /** Headline rate: seven-day annualised as a fraction (money) or 近一年涨幅 as a percent string (others). */
  incomeRatio: decimal(),
  /** Income per 10,000 yuan (money) or 日涨幅 percent string (others). */
  hfIncomeRatio: decimal(),
  performanceBenchMark: text(),
  /** Label of the headline rate. */
  benchMark: text(),
  ztAdvertisement: text(),
  totalNetvalue: decimal(),
  perNetvalue: decimal(),
  /** yyyymmdd */
  navDate: text(),
  /** Which headline the list shows: '1' seven-day (money), '2' income ratio; null when not sent. */
  dispPointer: oneOf(['1', '2'] as const, null),
  /** Why the fund is not on sale ('' when on sale). */
  reason: text(),
}

export const Fund = obj(fundEntries)
export type Fund = Out<typeof Fund>
export const Funds = list(Fund)

export const FundDetail = obj({
  ...fundEntries,
  pdfAttachments: list(PdfAttachment),
  /** The latest few net values, newest first. */
  productsNetValueDtos: list(FundNetValue),
  /** Chart points for the requested range, oldest first. */
  productTrendDtos: list(FundTrendPoint),
  /** null when the fund has no archive. */
  fundArchivesInfo: maybeObj(fundArchivesEntries),
})
export type FundDetail = Out<typeof FundDetail>

/** A fund answer that names no fund (no code, no name): the page shows its failure text. */
export const isEmptyFund = (f: Pick<Fund, 'fundCode' | 'fundName' | 'shortName'>): boolean =>
  !f.fundCode && !f.fundName.trim() && !f.shortName.trim()

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

export const FundPage = obj({ records: list(Fund), totalElements: int() })
export type FundPage = Out<typeof FundPage>

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
  return http.get(FundPage, C.fundList, params, { accept200: true, ...options })
}

export const FundTypeOption = obj({ fundType: fundTypeCode(), fundTypeName: text() })
export type FundTypeOption = Out<typeof FundTypeOption>
export const FundTypeOptions = list(FundTypeOption)

/** A fund-type tab: only types the app knows make a tab. */
export type FundTypeTab = FundTypeOption & { fundType: FundType }

export async function getFundTypes(options?: CallOptions): Promise<FundTypeTab[]> {
  const all = await http.get(FundTypeOptions, C.fundTypes, undefined, options)
  return all.filter((t): t is FundTypeTab => t.fundType !== null)
}

/** Fund search; an empty keyword returns no list without a call. Silent like the other live searches. */
export async function searchFunds(key: string, options?: CallOptions): Promise<Fund[]> {
  const keyword = key.trim()
  if (!keyword) return []
  const found = await http.get(Funds, C.fundSearch, { key: keyword }, { silent: true, ...options })
  return found.filter((f) => f.fundCode)
}

/** Chart range in months (catalogue §9.1: 近1月, 近3月, 近6月, 近1年). */
export type FundQueryUnit = 1 | 3 | 6 | 12

export function getFundDetail(
  fundCode: string,
  queryUnit: FundQueryUnit = 1,
  options?: CallOptions,
): Promise<FundDetail> {
  return http.get(FundDetail, C.fundDetail, { fundCode, queryUnit }, options)
}

export interface FundNetValueQuery {
  fundCode: string
  page: number
  pageSize?: number
}

export const FundNetValuePage = obj({ records: list(FundNetValue), totalElements: int() })
export type FundNetValuePage = Out<typeof FundNetValuePage>

/** Net-value history of a fund, newest first (catalogue §2.7 history lists). */
export function getFundNetValues(query: FundNetValueQuery, options?: CallOptions): Promise<FundNetValuePage> {
  const params = { page: query.page, pageSize: query.pageSize ?? MARKET_PAGE_SIZE, fundCode: query.fundCode }
  return http.get(FundNetValuePage, C.fundNetValues, params, { accept200: true, ...options })
}

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

// ---------------------------------------------------------------------------------------------------
// Recommendation pages (catalogue §2.7 current-account and star-selection pages)

/** Recommendation page type: '1' current-account (活期), '2' star selection (明星精选). */
export type RecommendPageType = '1' | '2'

/** A recommended fund; `productType` uses the wider list's codes, where 2 means currency (§4.6, §9.1). */
export const RecommendedFund = obj({ ...fundEntries, productType: oneOf(ONE_TO_FIVE, null) })
export type RecommendedFund = Out<typeof RecommendedFund>
export const RecommendedFunds = list(RecommendedFund)

export const RecommendedGroup = obj({
  columnCode: code(),
  columnName: text(),
  /**
   * head = the star page's tabs of head products; middle, bottom = its groups; list = current-account
   * groups (also any position the app does not know).
   */
  position: oneOf(['head', 'middle', 'bottom', 'list'] as const, 'list'),
  sort: int(),
})
export type RecommendedGroup = Out<typeof RecommendedGroup>
export const RecommendedGroups = list(RecommendedGroup)

export const Banner = obj({ id: code(), pic: text(), jumpTarget: text() })
export type Banner = Out<typeof Banner>
export const Banners = list(Banner)

export async function getRecommendedList(
  columnCode: string,
  options?: CallOptions,
): Promise<RecommendedFund[]> {
  const funds = await http.get(
    RecommendedFunds,
    C.recommendedList,
    { columnCode },
    { accept200: true, ...options },
  )
  return funds.filter((f) => f.fundCode)
}

/** The page's groups; a group without a column code has no funds to list and is left out. */
export async function getRecommendedGroups(
  type: RecommendPageType,
  options?: CallOptions,
): Promise<RecommendedGroup[]> {
  const groups = await http.get(RecommendedGroups, C.recommendedGroups, { type }, options)
  return groups.filter((g) => g.columnCode)
}

export function getTabBanner(tab: RecommendPageType, options?: CallOptions): Promise<Banner[]> {
  return http.get(Banners, C.tabBanner, { tab }, options)
}
