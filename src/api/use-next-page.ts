import { useCallback, useEffect, useRef } from 'react'
import type { UseInfiniteQueryResult } from '@tanstack/react-query'

/**
 * `loadMore` for antd-mobile's InfiniteScroll over an infinite query (docs/architecture.md, "Server
 * state"): asks the next page while `allowed` (the list has more), and while a page is on its way waits for
 * it instead of asking again.
 *
 * A page that failed is not asked again by the list's own scrolling (catalogue §4.1: a failed page ends the
 * paging). InfiniteScroll asks from a throttled timer with the props of its last render, and on a busy phone
 * that render can be older than the failure: its `allowed` still says yes. So the failure is taken from the
 * page's own answer, and forgotten once the query's error is gone (a retry, a refresh, another list).
 */
export function useNextPage(
  result: Pick<UseInfiniteQueryResult, 'fetchNextPage' | 'isError'>,
  allowed: boolean,
): () => Promise<void> {
  const { fetchNextPage, isError } = result
  const failed = useRef(false)
  useEffect(() => {
    if (!isError) failed.current = false
  }, [isError])
  return useCallback(async () => {
    if (!allowed || failed.current) return
    const next = await fetchNextPage({ cancelRefetch: false })
    if (next.isError) failed.current = true
  }, [allowed, fetchNextPage])
}
