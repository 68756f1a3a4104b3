import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import {
  FUND_LIST_PAGE_SIZE,
  FUND_NAV_PAGE_SIZE,
  getFundDetail,
  getFundList,
  getFundNetValues,
  getFundTypes,
  getProdDesc,
  searchFunds,
  type FundDetail,
  type FundQueryUnit,
} from './funds'
import { catalogueKeys, LIST_STALE_MS, nextPage, type FundListFilter } from './shared-queries'

/** The fund pages' queries (catalogue §2.7). Keys: ./shared-queries.ts. */

/** Later pages of the fund lists are silent: the list's own footer shows them loading. */
const laterPage = (page: number, call?: CallOptions): CallOptions | undefined =>
  page > 1 ? { ...call, silent: true } : call

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
    getNextPageParam: (last, _all, lastPage: number) => nextPage(last.records, lastPage, FUND_LIST_PAGE_SIZE),
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
    getNextPageParam: (last, _all, lastPage: number) => nextPage(last.records, lastPage, FUND_NAV_PAGE_SIZE),
  })

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

/** Whether the cache holds an answer for this fund and range (asked again behind it, without the overlay). */
export function useFundDetailCached(fundCode: string, unit: FundQueryUnit): boolean {
  return useQueryClient().getQueryData(catalogueKeys.fundDetail(fundCode, unit)) !== undefined
}
