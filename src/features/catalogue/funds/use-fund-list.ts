import { useCallback, useMemo } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { getFundList, MARKET_PAGE_SIZE, type Fund, type FundPage, type FundType } from '@/api/catalogue'
import { catalogueQueries } from '../query-client'
import { filterParams, type FundFilters } from './rules'
import type { PagedList } from './use-paged-list'

/**
 * The /allProduct list (catalogue §4.1) in the catalogue's query cache: page 1 for a new
 * type, filter or generation, the next page on scroll, finished on a short page or an error. Coming back
 * to the same generation shows the loaded pages at once, without a request.
 */
export function useFundList(
  fundType: FundType | '',
  filters: FundFilters,
  generation: number,
): PagedList<Fund> {
  const result = useInfiniteQuery(
    {
      queryKey: ['fund-list', fundType, filters, generation],
      initialPageParam: 1,
      queryFn: ({ pageParam }) =>
        getFundList({ page: pageParam, fundType, ...filterParams(filters) }, { silent: pageParam > 1 }),
      getNextPageParam: (last: FundPage, _all, lastParam: number) =>
        last.records.length < MARKET_PAGE_SIZE ? undefined : lastParam + 1,
    },
    catalogueQueries,
  )
  const { data, isPending, isError, hasNextPage, error, fetchNextPage } = result
  const items = useMemo(() => data?.pages.flatMap((p) => p.records) ?? [], [data])
  const hasMore = isPending || (hasNextPage && !isError)
  const loadMore = useCallback(async () => {
    if (!hasMore) return
    await fetchNextPage({ cancelRefetch: false })
  }, [hasMore, fetchNextPage])
  return { items, hasMore, loaded: !isPending, error: isError ? error : null, loadMore }
}
