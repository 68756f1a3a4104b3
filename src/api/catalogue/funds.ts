import { endpoints } from '../endpoints'
import { http, type CallOptions } from '../http'
import { code, decimal, int, list, maybeObj, obj, oneOf, text, type Out } from '../schema'
import { fundTypeCode, type FundType } from './shared'

/** Rows per page of the fund list and of a fund's net values (catalogue §7: page size 20 for lists). */
export const FUND_LIST_PAGE_SIZE = 20
export const FUND_NAV_PAGE_SIZE = 20

/**
 * Catalogue service: the fund pages, their lists, search, detail, net values and documents (catalogue §2.7).
 * Conventions: ./shared.ts.
 */

const C = endpoints.catalogue

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

/** A fund's fields: Fund, FundDetail and the recommendation pages' RecommendedFund (recommend.ts). */
export const fundEntries = {
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
    pageSize: query.pageSize ?? FUND_LIST_PAGE_SIZE,
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
  const params = {
    page: query.page,
    pageSize: query.pageSize ?? FUND_NAV_PAGE_SIZE,
    fundCode: query.fundCode,
  }
  return http.get(FundNetValuePage, C.fundNetValues, params, { accept200: true, ...options })
}

// ---------------------------------------------------------------------------------------------------
// Documents

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
