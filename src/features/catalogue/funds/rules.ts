import type { FundType } from '@/api/catalogue/shared'
import type { Fund, FundArchives, FundQueryUnit } from '@/api/catalogue/funds'
import type { RecommendedFund } from '@/api/catalogue/recommend'
import {
  EMPTY_TEXT,
  formatFractionYield,
  formatNav,
  formatPercent,
  formatPerTenThousand,
  rateTone,
  type NumberLike,
  type RateTone,
} from '@/shared/lib/format'
import { formatDate } from '@/shared/lib/dates'
import { href, PATHS, type AppPath } from '@/shared/lib/paths'
import { TEXTS } from './texts'

/**
 * The fund pages' tables (catalogue §4.6, §9.1, §9.2) as pure data and functions. Pages call these and
 * never decide routing, sale status, filter values or figure formats themselves.
 */

// ---------------------------------------------------------------------------------------------------
// Click routing (catalogue §4.6)

type RoutableFund = Pick<Fund, 'fundCode' | 'fundType' | 'fundStatus'>

/** Status 9 → /fundDetail; fund type 0 (货币型) → /fundDetailCurrency; otherwise /fundDetailOpen. */
export function fundRouteFor(fund: Pick<Fund, 'fundType' | 'fundStatus'>): AppPath {
  if (fund.fundStatus === 9) return PATHS.fundDetail
  if (fund.fundType === 0) return PATHS.fundDetailCurrency
  return PATHS.fundDetailOpen
}

/** In the recommendation pages the item's productType 2 means currency (§4.6); status 9 as above. */
export function recommendedRouteFor(item: Pick<RecommendedFund, 'productType' | 'fundStatus'>): AppPath {
  if (item.fundStatus === 9) return PATHS.fundDetail
  if (item.productType === 2) return PATHS.fundDetailCurrency
  return PATHS.fundDetailOpen
}

const detailQuery = (fund: RoutableFund) => ({ fundCode: fund.fundCode, fundType: fund.fundType })

export const fundHref = (fund: RoutableFund): string => href(fundRouteFor(fund), detailQuery(fund))

export const recommendedHref = (item: RoutableFund & Pick<RecommendedFund, 'productType'>): string =>
  href(recommendedRouteFor(item), detailQuery(item))

// ---------------------------------------------------------------------------------------------------
// Sale status (catalogue §9.1)

export const ON_SALE_STATUSES: readonly number[] = [1, 7, 9]

export const isOnSale = (status: number): boolean => ON_SALE_STATUSES.includes(status)

/** null while on sale (nothing to show), 暂不销售 otherwise. */
export function saleStatusText(status: number): string | null {
  return isOnSale(status) ? null : TEXTS.notOnSale
}

// ---------------------------------------------------------------------------------------------------
// Filters (catalogue §9.1). Index 0 is 全部 and sends ''; option i sends i (1-based, as the API expects).

export const TERM_OPTIONS = ['全部', '随时申赎', '0-60天', '61-180天', '181天以上'] as const
export const START_AMOUNT_OPTIONS = [
  '全部',
  '一万元以下',
  '1万-5万元',
  '5万-10万元',
  '10万-50万元',
  '50万元以上',
] as const
export const RISK_OPTIONS = [
  '全部',
  'PR1低风险',
  'PR2中低风险',
  'PR3中风险',
  'PR4中高风险',
  'PR5高风险',
] as const
/** Sort periods; option i is sent as productduetime i + 1. */
export const SORT_PERIODS = ['今年以来', '日涨幅', '近一月', '近三月', '近六月'] as const

export interface FundFilters {
  /** Index into TERM_OPTIONS. */
  term: number
  startAmount: number
  risk: number
  /** Index into SORT_PERIODS, or -1 for the server's order. */
  period: number
}

export const NO_FILTERS: FundFilters = { term: 0, startAmount: 0, risk: 0, period: -1 }

const optionParam = (index: number, count: number): number | '' =>
  Number.isInteger(index) && index > 0 && index < count ? index : ''

export interface FundFilterParams {
  interestdays: number | ''
  startAmount: number | ''
  risklevel: number | ''
  productduetime: number | ''
}

export function filterParams(filters: FundFilters): FundFilterParams {
  const period = filters.period
  return {
    interestdays: optionParam(filters.term, TERM_OPTIONS.length),
    startAmount: optionParam(filters.startAmount, START_AMOUNT_OPTIONS.length),
    risklevel: optionParam(filters.risk, RISK_OPTIONS.length),
    productduetime: Number.isInteger(period) && period >= 0 && period < SORT_PERIODS.length ? period + 1 : '',
  }
}

// ---------------------------------------------------------------------------------------------------
// Chart ranges (catalogue §9.1)

export const FUND_RANGES: readonly { label: string; queryUnit: FundQueryUnit }[] = [
  { label: '近1月', queryUnit: 1 },
  { label: '近3月', queryUnit: 3 },
  { label: '近6月', queryUnit: 6 },
  { label: '近1年', queryUnit: 12 },
]

// ---------------------------------------------------------------------------------------------------
// Display

/** Money (货币型) funds show seven-day yield and per-10,000 income; others net values. */
export const isMoneyFund = (fund: Pick<Fund, 'fundType'>): boolean => fund.fundType === 0

/** Money funds' history is 历史收益 (/historySeven), others' 历史净值 (/historyNetWorth). */
export const historyPathFor = (fund: Pick<Fund, 'fundType'>): AppPath =>
  isMoneyFund(fund) ? PATHS.historySeven : PATHS.historyNetWorth

/** "PR3" → "PR3中风险"; an unknown level is shown as sent, missing as --. */
export function riskText(level: string): string {
  const code = level.trim()
  if (!code) return EMPTY_TEXT
  return RISK_OPTIONS.find((o, i) => i > 0 && o.startsWith(code.toUpperCase())) ?? code
}

/** Comma-separated tags → list, blanks dropped. */
export function tagsOf(tags: string): string[] {
  return tags
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean)
}

/** A rate with a leading + when positive, as fund apps show changes. */
export function signedPercent(value: NumberLike, decimals = 2): string {
  const text = formatPercent(value, { decimals })
  return rateTone(value) === 'up' ? `+${text}` : text
}

export interface Figure {
  label: string
  value: string
  tone: RateTone
}

/** The headline rate of a list card: seven-day yield (dispPointer 1) or the income ratio (§3 Fund). */
export function listHeadline(
  fund: Pick<Fund, 'dispPointer' | 'fundType' | 'benchMark' | 'incomeRatio'>,
): Figure {
  if (fund.dispPointer === '1' || (fund.dispPointer === null && fund.fundType === 0)) {
    return {
      label: fund.benchMark || '七日年化收益率',
      value: formatFractionYield(fund.incomeRatio),
      tone: rateTone(fund.incomeRatio),
    }
  }
  return {
    label: fund.benchMark || '近一年涨跌幅',
    value: signedPercent(fund.incomeRatio),
    tone: rateTone(fund.incomeRatio),
  }
}

/** Detail key figures (§2.7): money 七日年化 / 万份收益, others 单位净值 / 累计净值 / 日涨幅. */
export function detailFigures(
  fund: Pick<Fund, 'fundType' | 'incomeRatio' | 'hfIncomeRatio' | 'perNetvalue' | 'totalNetvalue'>,
): Figure[] {
  if (fund.fundType === 0) {
    return [
      { label: '七日年化', value: formatFractionYield(fund.incomeRatio), tone: rateTone(fund.incomeRatio) },
      { label: '万份收益', value: formatPerTenThousand(fund.hfIncomeRatio), tone: 'flat' },
    ]
  }
  return [
    { label: '单位净值', value: formatNav(fund.perNetvalue), tone: 'flat' },
    { label: '累计净值', value: formatNav(fund.totalNetvalue), tone: 'flat' },
    { label: '日涨幅', value: signedPercent(fund.hfIncomeRatio), tone: rateTone(fund.hfIncomeRatio) },
  ]
}

export const navDateText = (navDate: string): string => formatDate(navDate)

export const fundTypeText = (fund: Pick<Fund, 'fundTypeName' | 'fundTypeStr'>): string =>
  fund.fundTypeStr || fund.fundTypeName || EMPTY_TEXT

/** A PDF opens in the in-app viewer (/wxpdf?linkUrl=); anything else is followed as a link. */
export const isPdf = (url: string): boolean => /\.pdf(?:$|[?#])/i.test(url.trim())

/** An archive that carries nothing (no risk level, no amounts) is no archive (暂无产品档案信息). */
export const hasArchive = (archive: FundArchives | null): archive is FundArchives =>
  archive !== null && !!(archive.risk_level || archive.p_first_amt !== null || archive.p_app_amt !== null)

// ---------------------------------------------------------------------------------------------------
// Recommendation pages (catalogue §2.7)

/** The product calendar's tabs, one recommended-list column each. */
export const CALENDAR_TABS: readonly { title: string; columnCode: string }[] = [
  { title: '当日开放', columnCode: 'calendar_daily' },
  { title: '高频开放', columnCode: 'calendar_frequent' },
  { title: '定期开放', columnCode: 'calendar_periodic' },
  { title: '添利宝专区', columnCode: 'calendar_tianlibao' },
]

/** The two tabs of /fourPage, each a child route. */
export const FOUR_PAGE_TABS: readonly { title: string; path: AppPath }[] = [
  { title: '活期理财', path: PATHS.current },
  { title: '星选', path: PATHS.starSelection },
]

/** Carousel banners from a config list, else the tab's banners (catalogue §2.7); a banner needs a picture. */
export function bannersFrom<T extends { pic: string }>(
  configured: readonly T[],
  fallback: readonly T[],
): T[] {
  const usable = (list: readonly T[]) => list.filter((b) => b.pic.trim() !== '')
  const first = usable(configured)
  return first.length ? first : usable(fallback)
}

export type { FundType }
