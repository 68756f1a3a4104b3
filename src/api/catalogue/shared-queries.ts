import type { FundListQuery, FundQueryUnit } from './funds'
import type { MarketListQuery } from './market'
import type { NavQuery } from './detail'
import type { RecommendPageType } from './recommend'
import { type MarketVariant } from './shared'
import type { TradingRecordQuery } from './trades'

/*
 * What the queries of every catalogue area share: the cache keys (one tree under `catalogue`) and the paging
 * rule. Each area's options and hooks are in its own <area>-queries.ts beside it.
 */

/**
 * The catalogue reads (src/api/catalogue/) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). The lists the customer comes back to (the market, /allProduct,
 * the notice and the fund types) stay fresh for LIST_STALE_MS: going back from a detail reads their cached
 * pages instead of asking again (catalogue §4.1; docs/features/catalogue.md, Back navigation).
 */

export const LIST_STALE_MS = 5 * 60_000

/** The market list's query without its page: the page is the infinite query's own. */
export type MarketListFilter = Omit<MarketListQuery, 'pageNum'>
/** The /allProduct list's query without its page. */
export type FundListFilter = Omit<FundListQuery, 'page' | 'pageSize'>

export const catalogueKeys = {
  all: ['catalogue'] as const,
  notice: () => [...catalogueKeys.all, 'notice'] as const,
  distributors: () => [...catalogueKeys.all, 'distributors'] as const,
  /** A list generation is part of the key: a fresh visit or a change asks page 1 again (catalogue §4.1). */
  marketList: (query: MarketListFilter | null, variant: MarketVariant, generation: number) =>
    [...catalogueKeys.all, 'market-list', variant, query, generation] as const,
  search: (key: string, variant: MarketVariant) => [...catalogueKeys.all, 'search', variant, key] as const,
  historySearch: (key: string) => [...catalogueKeys.all, 'history-search', key] as const,
  historyNav: (prodCode: string) => [...catalogueKeys.all, 'history-nav', prodCode] as const,
  detail: (prodCode: string, prodType: number) =>
    [...catalogueKeys.all, 'detail', prodCode, prodType] as const,
  nav: (query: NavQuery) => [...catalogueKeys.all, 'nav', query] as const,
  riskWarning: (prodCode: string, prodType: number) =>
    [...catalogueKeys.all, 'risk-warning', prodCode, prodType] as const,
  prodDesc: (prodCode: string) => [...catalogueKeys.all, 'prod-desc', prodCode] as const,
  fundTypes: () => [...catalogueKeys.all, 'fund-types'] as const,
  fundList: (query: FundListFilter, generation: number) =>
    [...catalogueKeys.all, 'fund-list', query, generation] as const,
  fundSearch: (key: string) => [...catalogueKeys.all, 'fund-search', key] as const,
  fundDetail: (fundCode: string, unit: FundQueryUnit) =>
    [...catalogueKeys.all, 'fund-detail', fundCode, unit] as const,
  fundNetValues: (fundCode: string) => [...catalogueKeys.all, 'fund-net-values', fundCode] as const,
  recommendedList: (columnCode: string) => [...catalogueKeys.all, 'recommended', columnCode] as const,
  recommendedGroups: (type: RecommendPageType) => [...catalogueKeys.all, 'recommended-groups', type] as const,
  tabBanner: (tab: RecommendPageType) => [...catalogueKeys.all, 'tab-banner', tab] as const,
  trades: (query: TradingRecordQuery) =>
    [...catalogueKeys.all, 'trades', query.phone, query.prodCode ?? ''] as const,
  trade: (phone: string, serialNo: string) => [...catalogueKeys.all, 'trade', phone, serialNo] as const,
}

/** The page after `lastPage`, or undefined at the end: a page shorter than a full page ends a list (§4.1). */
export const nextPage = (records: readonly unknown[], lastPage: number, pageSize: number) =>
  records.length < pageSize ? undefined : lastPage + 1
