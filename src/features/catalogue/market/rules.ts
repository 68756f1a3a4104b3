import {
  MARKET_PAGE_SIZE,
  type MarketProductType,
  type MarketVariant,
  type ProdSaleCustom,
  type RaiseType,
} from '@/api/catalogue/shared'
import { MarketProduct, type MarketListQuery, type MarketSort } from '@/api/catalogue/market'
import type { MarketSuggestion } from '@/api/catalogue/search'
import type { MarketDetail } from '@/api/catalogue/detail'
import { parse } from '@/api/schema'
import { formatDate } from '@/shared/lib/dates'
import {
  EMPTY_TEXT,
  formatNav,
  formatFractionYield,
  formatPercent,
  formatPerTenThousand,
  formatStartAmount,
  rateTone,
  type RateTone,
} from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import type { MarketColumn } from '../market-columns'
import { T } from './texts'

/** The market list's rules (catalogue §2.2-§2.4, §4.1-§4.4, §5, §9.2) as pure functions and data. */

// ---------------------------------------------------------------------------------------------------
// Tabs (catalogue §2.2, §9.1)

export { MAIN_TABS, readMainTab, readTypeTab, TYPE_TABS } from './tabs'

// ---------------------------------------------------------------------------------------------------
// Filters (catalogue §2.4, §4.3)

export interface MarketFilters {
  respProductType: readonly number[]
  riskLevel: readonly number[]
  investment: readonly number[]
  /** '' = no channel chosen. */
  distributorCode: string
}

export const NO_FILTERS: MarketFilters = {
  respProductType: [],
  riskLevel: [],
  investment: [],
  distributorCode: '',
}

export function countFilters(filters: MarketFilters): number {
  return (
    filters.respProductType.length +
    filters.riskLevel.length +
    filters.investment.length +
    (filters.distributorCode ? 1 : 0)
  )
}

/** 产品类型 exists only on the first type tab (catalogue §2.4). */
export const showsProductTypeFilter = (productType: MarketProductType): boolean => productType === 1
/** 销售机构 exists only in the web variant (catalogue §2.4). */
export const showsDistributorFilter = (variant: MarketVariant): boolean => variant === 'web'

export interface ListState {
  variant: MarketVariant
  mainTab: ProdSaleCustom
  productType: MarketProductType
  sort: MarketSort | null
  filters: MarketFilters
}

/**
 * The list call's query without the page: main tab only in the custom variant, and only the filters
 * whose section is on screen (产品类型 on the first type tab, 销售机构 in the web variant).
 */
export function listQuery(state: ListState): Omit<MarketListQuery, 'pageNum'> {
  const { variant, filters } = state
  return {
    pageSize: MARKET_PAGE_SIZE,
    productType: state.productType,
    prodSaleCustom: variant === 'custom' ? state.mainTab : undefined,
    respProductType: showsProductTypeFilter(state.productType) ? filters.respProductType : [],
    riskLevel: filters.riskLevel,
    investment: filters.investment,
    distributorCode: showsDistributorFilter(variant) ? filters.distributorCode || undefined : undefined,
    sort: state.sort,
  }
}

// ---------------------------------------------------------------------------------------------------
// Sorting (catalogue §4.2)

/**
 * A tap on a column header: a column without a sort field (募集方式, 业绩比较基准) changes nothing; another
 * column starts at 0 (descending); the sorted column toggles 0 → 1 → 0 …
 */
export function nextSort(
  current: MarketSort | null,
  column: Pick<MarketColumn, 'sortField'>,
): MarketSort | null {
  if (!column.sortField) return current
  if (!current || current.field !== column.sortField) return { field: column.sortField, order: 0 }
  return { field: column.sortField, order: current.order === 0 ? 1 : 0 }
}

/** aria-sort of a header cell. */
export function ariaSort(
  sort: MarketSort | null,
  column: Pick<MarketColumn, 'sortField'>,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sortField) return undefined
  if (sort?.field !== column.sortField) return 'none'
  return sort.order === 1 ? 'ascending' : 'descending'
}

// ---------------------------------------------------------------------------------------------------
// Paging (catalogue §4.1)

export interface PageState<T> {
  records: T[]
  /** Last page loaded (0 before the first answer). */
  page: number
  finished: boolean
}

/** End-of-list text: the tabbed list reads 无更多产品, the tabless one —— 无更多产品 —— (catalogue §2.2). */
export const endText = (variant: MarketVariant): string =>
  variant === 'custom' ? T.noMore : T.noMoreDecorated

// ---------------------------------------------------------------------------------------------------
// Cells (catalogue §2.2, §9.2)

export interface CellView {
  text: string
  /** celltype 3: the nav date below the value. */
  sub?: string
  /** celltype 5: red up, green down, flat uncoloured. */
  tone?: RateTone
  /** celltype 2 opens the benchmark popup, celltype 4 shows a tip icon that opens the tip popup. */
  action?: 'benchmark' | 'tip'
}

/** A field's display text through the shared formatters; `--` when missing. */
export function cellText(key: MarketColumn['key'], product: MarketProduct): string {
  switch (key) {
    case 'nav':
    case 'totalNav':
      return formatNav(product[key], product.navDecimalPlaces)
    case 'sevenDaysIncomeRate':
      return formatFractionYield(product.sevenDaysIncomeRate)
    case 'outTenThousandIncomeAmt':
      return formatPerTenThousand(product.outTenThousandIncomeAmt)
    case 'totalYearIncomeRate':
    case 'monIncomeRate':
      return formatPercent(product[key], { decimals: 2 })
    case 'minSubsP':
      return formatStartAmount(product.minSubsP)
    case 'subsEndDate':
    case 'establishDateStr':
      return formatDate(product[key])
    default:
      return product[key].trim() || EMPTY_TEXT
  }
}

/** What a table cell shows for a column of its celltype. */
export function cellView(column: Pick<MarketColumn, 'key' | 'celltype'>, product: MarketProduct): CellView {
  const text = cellText(column.key, product)
  const empty = text === EMPTY_TEXT
  switch (column.celltype) {
    case 2:
      return empty ? { text } : { text, action: 'benchmark' }
    case 3:
      return { text, sub: empty || !product.navDate ? undefined : formatDate(product.navDate) }
    case 4:
      return { text, action: 'tip' }
    case 5:
      return { text, tone: empty ? 'flat' : rateTone(product[column.key]) }
    default:
      return { text }
  }
}

/** The fixed first column: short name preferred (catalogue §2.6), then the full name. */
export function productTitle(product: Pick<MarketProduct, 'prodNameShort' | 'prodName'>): string {
  return product.prodNameShort.trim() || product.prodName.trim() || EMPTY_TEXT
}

// ---------------------------------------------------------------------------------------------------
// Opening a product (catalogue §2.2, §5)

/** Private placements (raiseType 1) are never opened in detail. */
export const isPrivatePlacement = (raiseType: RaiseType | null): boolean => raiseType === '1'

/** The detail route of a row: the web variant opens the public web detail. */
export function detailHref(
  product: Pick<MarketProduct, 'prodCode' | 'productType' | 'navDecimalPlaces'>,
  variant: MarketVariant,
): string {
  const path = variant === 'web' ? PATHS.productMarketDetailWeb : PATHS.productMarketDetail
  return href(path, {
    fundCode: product.prodCode,
    productType: product.productType,
    navDecimalPlaces: product.navDecimalPlaces,
  })
}

/** What a tap on a row does: toast for private placements, otherwise open the detail. */
export function rowTapAction(
  product: Pick<MarketProduct, 'prodCode' | 'productType' | 'navDecimalPlaces' | 'raiseType'>,
  variant: MarketVariant,
): { kind: 'toast'; text: string } | { kind: 'open'; to: string } {
  return isPrivatePlacement(product.raiseType)
    ? { kind: 'toast', text: T.viewInChannel }
    : { kind: 'open', to: detailHref(product, variant) }
}

// ---------------------------------------------------------------------------------------------------
// Search (catalogue §2.3, §4.4): the debounce and the highlight are in search-rules.ts.

/**
 * catalogue §2.3 "Picking a suggestion returns to the list showing only that product": the one row. The
 * list call has no parameter for one product (§7), so the row is built from the product's detail (same
 * fields; registCode → registerCode, the channels' codes → distributorCodes) and, while the detail is
 * missing (loading, failed, 9998), from the suggestion's own name, code and tabs with -- for the figures.
 */
export function pickedRow(suggestion: MarketSuggestion, detail: MarketDetail | null): MarketProduct {
  const own = {
    prodCode: suggestion.prodCode,
    prodName: suggestion.prodName,
    prodNameShort: suggestion.prodNameShort,
    productType: suggestion.productType,
    prodSaleCustom: suggestion.prodSaleCustom,
  }
  if (!detail || detail.prodCode !== suggestion.prodCode) return parse(MarketProduct, own)
  return parse(MarketProduct, {
    ...detail,
    ...own,
    prodName: detail.prodName || own.prodName,
    prodNameShort: detail.prodNameShort || own.prodNameShort,
    productType: detail.productType || own.productType,
    registerCode: detail.registCode,
    distributorCodes: detail.distributorInfoList.map((d) => d.distributorCode),
  })
}

// ---------------------------------------------------------------------------------------------------
// Intro overlay (catalogue §2.2)

/**
 * The intro overlay shows on the provider's app on the first visit of a session, or whenever the
 * link carries `intro=1`.
 */
export function shouldShowIntro(input: {
  channel: string
  introParam: string | null
  shownThisSession: boolean
}): boolean {
  if (input.introParam === '1') return true
  return input.channel === 'app' && !input.shownThisSession
}
