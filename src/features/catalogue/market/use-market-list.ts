import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { getMarketList, type MarketListQuery, type MarketProduct, type MarketVariant } from '@/api/catalogue'
import { afterError, afterPage, afterRefreshError, type PageState } from './rules'

export interface MarketListState extends PageState<MarketProduct> {
  /** Page 1 is on its way (first load, refresh or a change of tab, type, sort or filter). */
  loadingFirst: boolean
  /** The last pull-to-refresh failed: the rows on screen are the ones from before it. */
  refreshFailed: boolean
}

const START: MarketListState = {
  records: [],
  page: 0,
  finished: false,
  loadingFirst: true,
  refreshFailed: false,
}
const IDLE: MarketListState = { ...START, finished: true, loadingFirst: false }

/**
 * The paged market list (catalogue §4.1). Page 1 on first load, on refresh and whenever the query
 * changes; `loadMore` fetches the next page. An answer for an older query is dropped. Errors finish the
 * list (the HTTP layer already toasted the message or the network text); a failed refresh keeps the rows
 * and sets `refreshFailed`. A `null` query asks nothing (the view shows a picked product instead).
 */
export function useMarketList(
  query: Omit<MarketListQuery, 'pageNum'> | null,
  variant: MarketVariant,
  nonce = 0,
) {
  // `nonce` forces page 1 with an unchanged query (确定 and 重置 always reload, catalogue §4.3).
  const key = JSON.stringify([query, variant, nonce])
  const [state, setState] = useState<MarketListState>(query ? START : IDLE)
  const stateRef = useRef(state)
  const queryRef = useRef({ query, variant })
  useLayoutEffect(() => {
    stateRef.current = state
    queryRef.current = { query, variant }
  })
  const generation = useRef(0)
  const inflight = useRef<Promise<boolean> | null>(null)

  /** Resolves true when the page arrived (or the answer was for an older query), false when it failed. */
  const fetchPage = useCallback((page: number, keep = false): Promise<boolean> => {
    const gen = generation.current
    const { query: q, variant: v } = queryRef.current
    if (!q) return Promise.resolve(true)
    const run = getMarketList({ ...q, pageNum: page }, v, { silent: true })
      .then((res) => {
        if (gen !== generation.current) return true
        setState((prev) => ({
          ...afterPage(prev, page, res.records, q.pageSize),
          loadingFirst: false,
          refreshFailed: false,
        }))
        return true
      })
      .catch(() => {
        if (gen !== generation.current) return true
        setState((prev) => ({
          ...(keep ? afterRefreshError(prev) : afterError(prev, page)),
          loadingFirst: false,
          refreshFailed: keep,
        }))
        return false
      })
      .finally(() => {
        if (inflight.current === run) inflight.current = null
      })
    inflight.current = run
    return run
  }, [])

  /** Page 1 again. `keep` leaves the rows on screen until the answer, and after a failure (pull-to-refresh). */
  const reload = useCallback(
    (keep = false): Promise<boolean> => {
      generation.current += 1
      if (!queryRef.current.query) {
        inflight.current = null
        setState(IDLE)
        return Promise.resolve(true)
      }
      setState((prev) => (keep ? { ...prev, finished: false } : START))
      return fetchPage(1, keep)
    },
    [fetchPage],
  )

  useEffect(() => {
    void reload()
  }, [key, reload])

  const loadMore = useCallback(async (): Promise<void> => {
    if (inflight.current) {
      await inflight.current
      return
    }
    const current = stateRef.current
    if (current.finished || current.page < 1) return
    await fetchPage(current.page + 1)
  }, [fetchPage])

  /** Pull-to-refresh: resolves false when it failed (the rows stay). */
  const refresh = useCallback(() => reload(true), [reload])

  return { ...state, loadMore, refresh }
}
