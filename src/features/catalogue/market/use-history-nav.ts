import { useMemo } from 'react'
import type { NavRecord } from '@/api/catalogue/shared'
import { useHistoryNavPages } from '@/api/catalogue/history-queries'
import { useFailedPage, useNextPage } from '@/api/use-next-page'
import type { PageState } from './rules'

export interface HistoryNavState extends PageState<NavRecord> {
  /** Page 1 is on its way. */
  loadingFirst: boolean
}

/**
 * The paged net values of a liquidated product (catalogue §2.5, §4.1 paging rules); none without a product.
 * A page with fewer than a full page ends the list (getNextPageParam in
 * src/api/catalogue/history-queries.ts); a failed page ends it too and keeps the rows shown, and `failed` /
 * `retry` give the view its 重新加载 for that page. An answer for a product no longer picked lands in that
 * product's own cache entry and is never shown.
 */
export function useHistoryNav(prodCode: string | null) {
  const result = useHistoryNavPages(prodCode ?? '', { enabled: !!prodCode, call: { silent: true } })
  const { data, isPending, isError, hasNextPage } = result

  const state = useMemo((): HistoryNavState => {
    if (!prodCode) return { records: [], page: 0, finished: true, loadingFirst: false }
    return {
      records: data ? data.pages.flatMap((p) => p.records) : [],
      page: data?.pages.length ?? 0,
      // isError covers a failed later page too (its rows stay in data).
      finished: !isPending && (!hasNextPage || isError),
      loadingFirst: isPending,
    }
  }, [prodCode, data, isPending, isError, hasNextPage])

  // Nothing to add to while page 1 is on its way (also the render right after a new product is picked).
  const loadMore = useNextPage(result, !!prodCode && !state.finished && !state.loadingFirst)
  const { failed, retry, retrying } = useFailedPage(result)

  return { ...state, failed: prodCode ? failed : null, retry, retrying, loadMore }
}
