import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import {
  getDistributors,
  getFundDetail,
  getFundList,
  getFundNetValues,
  getFundTypes,
  getHistoryProductNav,
  getMarketDetail,
  getMarketList,
  getMarketNav,
  getNotice,
  getProdDesc,
  getRecommendedGroups,
  getRecommendedList,
  getRiskWarning,
  getTabBanner,
  getTradingRecord,
  getTransDetail,
  MARKET_PAGE_SIZE,
  searchFunds,
  searchHistoryProducts,
  searchMarket,
  type FundDetail,
  type FundListQuery,
  type FundQueryUnit,
  type MarketListQuery,
  type MarketVariant,
  type NavQuery,
  type RecommendPageType,
  type TradingRecordQuery,
} from './catalogue'
import type { CallOptions } from './http'
import type { QueryHookOptions } from './query-client'

/**
 * The catalogue reads (src/api/catalogue.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). The lists the customer comes back to (the market, /allProduct,
 * the notice and the fund types) stay fresh for LIST_STALE_MS: going back from a detail reads their cached
 * pages instead of asking again (catalogue §4.1; docs/features/catalogue.md, Back navigation).
 */
export const LIST_STALE_MS = 5 * 60_000

/**
 * Net values change once a day: an answer stays fresh for 10 s, so the first 历史净值 answer, asked beside
 * the detail (features/catalogue/detail/nav-early.ts), is read by the panel when it mounts.
 */
export const NAV_FRESH_MS = 10_000

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
const nextPage = (records: readonly unknown[], lastPage: number, pageSize = MARKET_PAGE_SIZE) =>
  records.length < pageSize ? undefined : lastPage + 1

/** Later pages of the fund lists are silent: the list's own footer shows them loading. */
const laterPage = (page: number, call?: CallOptions): CallOptions | undefined =>
  page > 1 ? { ...call, silent: true } : call

export const noticeQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.notice(),
    queryFn: () => getNotice(call),
    staleTime: LIST_STALE_MS,
  })

export const distributorsQuery = (call?: CallOptions) =>
  queryOptions({ queryKey: catalogueKeys.distributors(), queryFn: () => getDistributors(call) })

export const marketListPagesQuery = (
  query: MarketListFilter | null,
  variant: MarketVariant,
  generation: number,
  call?: CallOptions,
) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.marketList(query, variant, generation),
    queryFn: ({ pageParam }) => getMarketList({ ...query!, pageNum: pageParam }, variant, call),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage: number) => nextPage(last.records, lastPage, query?.pageSize),
    staleTime: LIST_STALE_MS,
  })

export const marketSearchQuery = (key: string, variant: MarketVariant, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.search(key, variant),
    queryFn: () => searchMarket(key, variant, call),
  })

export const historySearchQuery = (key: string, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.historySearch(key),
    queryFn: () => searchHistoryProducts(key, call),
  })

/**
 * A liquidated product's net values, paged (catalogue §2.5, §4.1). Nothing is kept once the product is
 * left: picking it again asks page 1 afresh, as a new list does.
 */
export const historyNavPagesQuery = (prodCode: string, call?: CallOptions) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.historyNav(prodCode),
    queryFn: ({ pageParam }) =>
      getHistoryProductNav({ prodCode, pageNo: pageParam, pageSize: MARKET_PAGE_SIZE }, call),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage: number) => nextPage(last.records, lastPage),
    gcTime: 0,
  })

export const marketDetailQuery = (prodCode: string, prodType: number, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.detail(prodCode, prodType),
    queryFn: () => getMarketDetail(prodCode, prodType, call),
  })

/** A failed answer is shown by the panel as it is (with 重新加载), not asked again when the panel mounts. */
export const marketNavQuery = (query: NavQuery, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.nav(query),
    queryFn: () => getMarketNav(query, call),
    staleTime: NAV_FRESH_MS,
    retryOnMount: false,
  })

export const riskWarningQuery = (prodCode: string, prodType: number, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.riskWarning(prodCode, prodType),
    queryFn: () => getRiskWarning(prodCode, prodType, call),
  })

export const prodDescQuery = (prodCode: string, call?: CallOptions) =>
  queryOptions({ queryKey: catalogueKeys.prodDesc(prodCode), queryFn: () => getProdDesc(prodCode, call) })

export const fundTypesQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.fundTypes(),
    queryFn: () => getFundTypes(call),
    staleTime: LIST_STALE_MS,
  })

export const fundListPagesQuery = (query: FundListFilter, generation: number, call?: CallOptions) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.fundList(query, generation),
    queryFn: ({ pageParam }) => getFundList({ ...query, page: pageParam }, laterPage(pageParam, call)),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage: number) => nextPage(last.records, lastPage),
    staleTime: LIST_STALE_MS,
  })

export const fundSearchQuery = (key: string, call?: CallOptions) =>
  queryOptions({ queryKey: catalogueKeys.fundSearch(key), queryFn: () => searchFunds(key, call) })

export const fundDetailQuery = (fundCode: string, unit: FundQueryUnit, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.fundDetail(fundCode, unit),
    queryFn: () => getFundDetail(fundCode, unit, call),
  })

export const fundNetValuePagesQuery = (fundCode: string, call?: CallOptions) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.fundNetValues(fundCode),
    queryFn: ({ pageParam }) => getFundNetValues({ fundCode, page: pageParam }, laterPage(pageParam, call)),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage: number) => nextPage(last.records, lastPage),
  })

export const recommendedListQuery = (columnCode: string, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.recommendedList(columnCode),
    queryFn: () => getRecommendedList(columnCode, call),
  })

export const recommendedGroupsQuery = (type: RecommendPageType, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.recommendedGroups(type),
    queryFn: () => getRecommendedGroups(type, call),
  })

export const tabBannerQuery = (tab: RecommendPageType, call?: CallOptions) =>
  queryOptions({ queryKey: catalogueKeys.tabBanner(tab), queryFn: () => getTabBanner(tab, call) })

export const tradingRecordQuery = (query: TradingRecordQuery, call?: CallOptions) =>
  queryOptions({ queryKey: catalogueKeys.trades(query), queryFn: () => getTradingRecord(query, call) })

export const transDetailQuery = (phone: string, serialNo: string, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.trade(phone, serialNo),
    queryFn: () => getTransDetail(phone, serialNo, call),
  })

/** getNotice: the notice bar text ('' when none; catalogue §2.5). */
export const useNotice = ({ enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...noticeQuery(call), enabled })

/** getDistributors: the channel filter's options (catalogue §2.4). */
export const useDistributors = ({ enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...distributorsQuery(call), enabled })

/** getMarketList: the market list's pages of one query and generation (catalogue §4.1). */
export const useMarketListPages = (
  query: MarketListFilter | null,
  variant: MarketVariant,
  generation: number,
  { enabled, call }: QueryHookOptions = {},
) => useInfiniteQuery({ ...marketListPagesQuery(query, variant, generation, call), enabled })

/** searchMarket: live suggestions of the market search (catalogue §4.4). */
export const useMarketSearch = (
  key: string,
  variant: MarketVariant,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...marketSearchQuery(key, variant, call), enabled })

/** searchHistoryProducts: suggestions of the liquidated-product lookup (catalogue §2.5). */
export const useHistorySearch = (key: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...historySearchQuery(key, call), enabled })

/** getHistoryProductNav: a liquidated product's net values, paged (catalogue §2.5, §4.1). */
export const useHistoryNavPages = (prodCode: string, { enabled, call }: QueryHookOptions = {}) =>
  useInfiniteQuery({ ...historyNavPagesQuery(prodCode, call), enabled })

/** getMarketDetail: a market product's detail (catalogue §2.6; code 9998 rejects without a toast). */
export const useMarketDetailQuery = (
  prodCode: string,
  prodType: number,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...marketDetailQuery(prodCode, prodType, call), enabled })

/** getMarketNav: a product's net values over a range (catalogue §4.5). */
export const useMarketNav = (query: NavQuery, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...marketNavQuery(query, call), enabled })

/** getRiskWarning: the tip text of a product (catalogue §2.6, §2.7). */
export const useRiskWarning = (
  prodCode: string,
  prodType: number,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...riskWarningQuery(prodCode, prodType, call), enabled })

/** getProdDesc: a fund's prospectus attachments (catalogue §2.7). */
export const useProdDesc = (prodCode: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...prodDescQuery(prodCode, call), enabled })

/** getFundTypes: the /allProduct type tabs. */
export const useFundTypes = ({ enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...fundTypesQuery(call), enabled })

/** getFundList: the /allProduct list's pages of one query and generation (catalogue §4.1). */
export const useFundListPages = (
  query: FundListFilter,
  generation: number,
  { enabled, call }: QueryHookOptions = {},
) => useInfiniteQuery({ ...fundListPagesQuery(query, generation, call), enabled })

/** searchFunds: the /search1 results of a keyword (catalogue §2.7). */
export const useFundSearch = (key: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...fundSearchQuery(key, call), enabled })

/**
 * getFundDetail: a fund's detail with the trend of a chart range (catalogue §7). While another range of the
 * same fund loads, the one on screen stays (placeholder): the page never blinks.
 */
export const useFundDetailQuery = (
  fundCode: string,
  unit: FundQueryUnit,
  { enabled, call }: QueryHookOptions = {},
) =>
  useQuery({
    ...fundDetailQuery(fundCode, unit, call),
    enabled,
    placeholderData: (previous: FundDetail | undefined, previousQuery) =>
      previousQuery?.queryKey[2] === fundCode ? previous : undefined,
  })

/** getFundNetValues: a fund's net-value history, newest first, paged (catalogue §2.7 history lists). */
export const useFundNetValuePages = (fundCode: string, { enabled, call }: QueryHookOptions = {}) =>
  useInfiniteQuery({ ...fundNetValuePagesQuery(fundCode, call), enabled })

/** getRecommendedList: the funds of one recommended column (catalogue §2.7). */
export const useRecommendedList = (columnCode: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...recommendedListQuery(columnCode, call), enabled })

/** getRecommendedGroups: the groups of a recommendation page (catalogue §2.7). */
export const useRecommendedGroups = (type: RecommendPageType, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...recommendedGroupsQuery(type, call), enabled })

/** getTabBanner: a recommendation page's own banners (the carousel's fallback, catalogue §2.7). */
export const useTabBanners = (tab: RecommendPageType, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...tabBannerQuery(tab, call), enabled })

/** getTradingRecord: the customer's trades by phone (marketing §2.7). */
export const useTradingRecord = (query: TradingRecordQuery, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...tradingRecordQuery(query, call), enabled })

/** getTransDetail: one trade by its serial number (marketing §2.7). */
export const useTransDetail = (phone: string, serialNo: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...transDetailQuery(phone, serialNo, call), enabled })
