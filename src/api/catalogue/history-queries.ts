import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import { getHistoryProductNav, HISTORY_NAV_PAGE_SIZE, searchHistoryProducts } from './history'
import { catalogueKeys, nextPage } from './shared-queries'

/** The historical products' queries (catalogue §2.5). Keys: ./shared-queries.ts. */

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
      getHistoryProductNav({ prodCode, pageNo: pageParam, pageSize: HISTORY_NAV_PAGE_SIZE }, call),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage: number) =>
      nextPage(last.records, lastPage, HISTORY_NAV_PAGE_SIZE),
    gcTime: 0,
  })

/** searchHistoryProducts: suggestions of the liquidated-product lookup (catalogue §2.5). */
export const useHistorySearch = (key: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...historySearchQuery(key, call), enabled })

/** getHistoryProductNav: a liquidated product's net values, paged (catalogue §2.5, §4.1). */
export const useHistoryNavPages = (prodCode: string, { enabled, call }: QueryHookOptions = {}) =>
  useInfiniteQuery({ ...historyNavPagesQuery(prodCode, call), enabled })
