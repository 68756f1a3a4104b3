import { useMemo } from 'react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useFailedPage, useNextPage, type PageRetry } from '@/api/use-next-page'

/**
 * A fund list as the pages show it (catalogue §4.1): page 1 first, each scroll asks for the next page,
 * later pages append; the list is finished when a page brings fewer than 20 records or none
 * (getNextPageParam in src/api/catalogue/funds-queries.ts), or on error (§8).
 */
export interface PagedList<T> extends PageRetry {
  items: T[]
  hasMore: boolean
  /** The first page has answered (successfully or not). */
  loaded: boolean
  error: unknown
  loadMore: () => Promise<void>
}

/**
 * The paged list of an infinite query. A disabled query (nothing to ask) is an empty, finished list. A
 * page is never asked twice at once: while one is on its way, `loadMore` waits for it. A failed page ends
 * the paging; `failed` and `retry` are the list's 重新加载 for it (useFailedPage).
 */
export function useListPages<T>(
  result: UseInfiniteQueryResult<InfiniteData<{ records: T[] }, unknown>>,
  enabled = true,
): PagedList<T> {
  const { data, isPending, isError, hasNextPage, error } = result
  const items = useMemo(() => data?.pages.flatMap((p) => p.records) ?? [], [data])
  const loaded = !enabled || !isPending
  const hasMore = enabled && (isPending || (hasNextPage && !isError))
  const loadMore = useNextPage(result, hasMore)
  const { failed, retry, retrying } = useFailedPage(result)
  return { items, hasMore, loaded, error: isError ? error : null, loadMore, failed, retry, retrying }
}
