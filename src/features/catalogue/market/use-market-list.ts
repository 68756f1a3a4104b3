import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { getMarketList, type MarketListQuery, type MarketProduct, type MarketVariant } from '@/api/catalogue'
import { afterError, afterPage, type PageState } from './rules'

export interface MarketListState extends PageState<MarketProduct> {
  /** Page 1 is on its way (first load, refresh or a change of tab, type, sort or filter). */
  loadingFirst: boolean
}

const START: MarketListState = { records: [], page: 0, finished: false, loadingFirst: true }

/**
 * The paged market list (catalogue §4.1). Page 1 on first load, on refresh and whenever the query
 * changes; `loadMore` fetches the next page. An answer for an older query is dropped. Errors finish the
 * list (the HTTP layer already toasted the message or the network text).
 */
export function useMarketList(query: Omit<MarketListQuery, 'pageNum'>, variant: MarketVariant, nonce = 0) {
  // `nonce` forces page 1 with an unchanged query (确定 and 重置 always reload, catalogue §4.3).
  const key = JSON.stringify([query, variant, nonce])
  const [state, setState] = useState<MarketListState>(START)
  const stateRef = useRef(state)
  const queryRef = useRef({ query, variant })
  useLayoutEffect(() => {
    stateRef.current = state
    queryRef.current = { query, variant }
  })
  const generation = useRef(0)
  const inflight = useRef<Promise<void> | null>(null)

  const fetchPage = useCallback((page: number): Promise<void> => {
    const gen = generation.current
    const { query: q, variant: v } = queryRef.current
    const run = getMarketList({ ...q, pageNum: page }, v, { silent: true })
      .then((res) => {
        if (gen !== generation.current) return
        setState((prev) => ({ ...afterPage(prev, page, res.records, q.pageSize), loadingFirst: false }))
      })
      .catch(() => {
        if (gen !== generation.current) return
        setState((prev) => ({ ...afterError(prev, page), loadingFirst: false }))
      })
      .finally(() => {
        if (inflight.current === run) inflight.current = null
      })
    inflight.current = run
    return run
  }, [])

  /** Page 1 again. `keep` leaves the rows on screen until the answer (pull-to-refresh). */
  const reload = useCallback(
    (keep = false): Promise<void> => {
      generation.current += 1
      setState((prev) => (keep ? { ...prev, finished: false } : START))
      return fetchPage(1)
    },
    [fetchPage],
  )

  useEffect(() => {
    void reload()
  }, [key, reload])

  const loadMore = useCallback(async (): Promise<void> => {
    if (inflight.current) return inflight.current
    const current = stateRef.current
    if (current.finished || current.page < 1) return
    return fetchPage(current.page + 1)
  }, [fetchPage])

  const refresh = useCallback(() => reload(true), [reload])

  return { ...state, loadMore, refresh }
}
