import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import type { MarketVariant } from './shared'
import { getDistributors, getMarketList } from './market'
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
