import { useEffect } from 'react'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import { getMarketDetail, getMarketNav, type NavQuery } from './detail'
import { catalogueKeys } from './shared-queries'

/** A market product's detail and net values as queries (catalogue §2.6, §4.5). Keys: ./shared-queries.ts. */

/**
 * Net values change once a day: an answer stays fresh for 10 s, so the first 历史净值 answer, asked beside
 * the detail (`useMarketNavEarly`), is read by the panel when it mounts.
 */
export const NAV_FRESH_MS = 10_000

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

/** getMarketDetail: a market product's detail (catalogue §2.6; code 9998 rejects without a toast). */
export const useMarketDetailQuery = (
  prodCode: string,
  prodType: number,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...marketDetailQuery(prodCode, prodType, call), enabled })

/** getMarketNav: a product's net values over a range (catalogue §4.5). */
export const useMarketNav = (query: NavQuery, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...marketNavQuery(query, call), enabled })

/**
 * 历史净值's first answer, asked beside the detail instead of after it (`ask`: the page's first panel is
 * 历史净值): the history panel only mounts once the detail has arrived, which made its call a second round
 * trip before the page settled. The answer lands in the cache, where the panel's first query reads it
 * (fresh for NAV_FRESH_MS); a failure is met (and shown) by that panel.
 */
export function useMarketNavEarly(prodCode: string, queryUnit: 1, ask: boolean): void {
  const client = useQueryClient()
  useEffect(() => {
    if (ask) void client.prefetchQuery(marketNavQuery({ prodCode, queryUnit }, { silent: true }))
  }, [client, prodCode, queryUnit, ask])
}
