import { useCallback, useMemo, useState } from 'react'
import type { MarketVariant } from '@/api/catalogue/shared'
import type { MarketProduct } from '@/api/catalogue/market'
import { catalogueKeys, type MarketListFilter } from '@/api/catalogue/shared-queries'
import { useMarketListPages, useMarketListRefresh } from '@/api/catalogue/market-queries'
import { useFailedPage, useNextPage } from '@/api/use-next-page'
import type { PageState } from './rules'

export interface MarketListState extends PageState<MarketProduct> {
  /** Page 1 is on its way (first load, refresh or a change of tab, type, sort or filter). */
  loadingFirst: boolean
  /** The last pull-to-refresh failed: the rows on screen are the ones from before it. */
  refreshFailed: boolean
}

/**
 * The paged market list (catalogue §4.1), kept in the query cache (fresh for LIST_STALE_MS): page 1 on first
 * load, on refresh and whenever the query or `generation` changes; `loadMore` fetches the next page. The
 * rows and pages of a generation survive leaving the page, so coming back shows them without a request.
 * An answer for an older query lands in that query's own cache entry and is never shown. Errors finish the
 * list (the HTTP layer already toasted the message or the network text) and `failed` says which page failed,
 * for the view's 重新加载 (`retry`: that page again); a failed pull-to-refresh keeps the rows and sets
 * `refreshFailed` instead. A `null` query asks nothing (the view shows a picked product instead).
 */
export function useMarketList(query: MarketListFilter | null, variant: MarketVariant, generation = 0) {
  const queryKey = useMemo(
    () => catalogueKeys.marketList(query, variant, generation),
    [query, variant, generation],
  )
  const result = useMarketListPages(query, variant, generation, {
    enabled: query !== null,
    call: { silent: true },
  })
  const askFirstPage = useMarketListRefresh(query, variant, generation)
  // Which key's last pull-to-refresh failed (a new key starts without the failure).
  const [failedKey, setFailedKey] = useState<readonly unknown[] | null>(null)
  const refreshFailed = failedKey === queryKey

  const { data, isPending, isError, isFetchNextPageError, hasNextPage } = result
  const state = useMemo((): MarketListState => {
    if (!query) return { records: [], page: 0, finished: true, loadingFirst: false, refreshFailed: false }
    const records = data ? data.pages.flatMap((p) => p.records) : []
    return {
      records,
      page: data?.pages.length ?? 0,
      // Finished at the end, after a failed page (first or later) and after a failed refresh.
      finished: !isPending && (!hasNextPage || isError || isFetchNextPageError || refreshFailed),
      loadingFirst: isPending,
      refreshFailed,
    }
  }, [query, data, isPending, isError, isFetchNextPageError, hasNextPage, refreshFailed])

  // Nothing to add to while page 1 is on its way. This also covers the render right after a change of
  // query: the cache observer still points at the old list until this hook's effect runs, after its
  // children's (the infinite scroll's check), and asking then would fetch the old list's next page.
  const loadMore = useNextPage(result, !!query && !state.finished && !state.loadingFirst)
  const { failed, retry, retrying } = useFailedPage(result)

  /** Pull-to-refresh: page 1 again, the rows kept until it answers; resolves false when it failed. */
  const refresh = useCallback(async (): Promise<boolean> => {
    try {
      await askFirstPage()
      setFailedKey((k) => (k === queryKey ? null : k))
      return true
    } catch {
      setFailedKey(queryKey)
      return false
    }
  }, [askFirstPage, queryKey])

  return { ...state, failed: query ? failed : null, retry, retrying, loadMore, refresh }
}
