import { useCallback } from 'react'
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import type { MarketVariant } from './shared'
import { getDistributors, getMarketList, type MarketPage } from './market'
import { MARKET_PAGE_SIZE } from './requests'
import { catalogueKeys, LIST_STALE_MS, nextPage, type MarketListFilter } from './shared-queries'

/** The market list's queries (catalogue §4.1), and its channel filter's (§2.4). Keys: ./shared-queries.ts. */

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
    getNextPageParam: (last, _all, lastPage: number) =>
      nextPage(last.records, lastPage, query?.pageSize ?? MARKET_PAGE_SIZE),
    staleTime: LIST_STALE_MS,
  })

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

/**
 * Pull-to-refresh of a market list (catalogue §4.1): page 1 again, the rows on screen kept until it answers;
 * its answer then replaces every page of the list (the scroll asks the later pages again). Rejects when the
 * call failed (silent: the list says so); a `null` query asks nothing.
 */
export function useMarketListRefresh(
  query: MarketListFilter | null,
  variant: MarketVariant,
  generation: number,
): () => Promise<void> {
  const client = useQueryClient()
  return useCallback(async () => {
    if (!query) return
    const queryKey = catalogueKeys.marketList(query, variant, generation)
    await client.cancelQueries({ queryKey, exact: true })
    const first = await getMarketList({ ...query, pageNum: 1 }, variant, { silent: true })
    client.setQueryData<InfiniteData<MarketPage, number>>(queryKey, { pages: [first], pageParams: [1] })
  }, [client, query, variant, generation])
}
