import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { UseInfiniteQueryResult } from '@tanstack/react-query'

/**
 * `loadMore` for antd-mobile's InfiniteScroll over an infinite query (docs/architecture.md, "Server
 * state"): asks the next page while `allowed` (the list has more), and while a page is on its way waits for
 * it instead of asking again.
 *
 * A page that failed is not asked again by the list's own scrolling (catalogue §4.1: a failed page ends the
 * paging); the customer asks it again with the list's 重新加载 (useFailedPage). InfiniteScroll asks from a
 * throttled timer with the props of its last render, and on a busy phone that render can be older than the
 * failure: its `allowed` still says yes. So the failure is taken from the page's own answer, and forgotten
 * once the query's error is gone (a retry, a refresh, another list).
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

/** Which part of a paged list did not load. */
export interface FailedPage {
  /**
   * `first`: page 1, so there are no rows to show (the list shows 加载失败, never its empty text);
   * `more`: a later page (or the refresh of the pages shown), so the rows stay and the retry sits at their end.
   */
  at: 'first' | 'more'
  /** The failure, as the call rejected (what the view says about it: shared/lib/failure.ts). */
  error: unknown
}

export interface PageRetry {
  /** null while nothing failed, and while the failed page is asked again from nothing (page 1). */
  failed: FailedPage | null
  /**
   * Asks the failed page again: page 1 when it was page 1 (or a refresh), else the next page, appended to
   * the rows shown. A second tap while it is on its way asks nothing more.
   */
  retry: () => void
  /** The retry is on its way. */
  retrying: boolean
}

type RetrySource = Pick<
  UseInfiniteQueryResult,
  'data' | 'error' | 'isError' | 'isFetching' | 'isFetchNextPageError' | 'fetchNextPage' | 'refetch'
>

/**
 * The failure of a paged list and its retry (docs/architecture.md, "Server state"): a failed page ends the
 * paging (useNextPage), and the list offers 重新加载 for it, in place of its rows when page 1 failed, at their
 * end when a later page did.
 */
export function useFailedPage(result: RetrySource): PageRetry {
  const { data, error, isError, isFetching, isFetchNextPageError, fetchNextPage, refetch } = result
  const retry = useCallback(() => {
    // cancelRefetch false: a page already on its way is waited for, never asked a second time.
    void (isFetchNextPageError ? fetchNextPage({ cancelRefetch: false }) : refetch({ cancelRefetch: false }))
  }, [isFetchNextPageError, fetchNextPage, refetch])
  const at = data === undefined ? 'first' : 'more'
  const failed = useMemo((): FailedPage | null => (isError ? { at, error } : null), [isError, at, error])
  return { failed, retry, retrying: isFetching }
}
