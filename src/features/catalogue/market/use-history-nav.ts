import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { getHistoryProductNav, MARKET_PAGE_SIZE, type NavRecord } from '@/api/catalogue'
import { afterError, afterPage, type PageState } from './rules'

const START: PageState<NavRecord> & { loadingFirst: boolean } = {
  records: [],
  page: 0,
  finished: false,
  loadingFirst: true,
}

/** The paged net values of a liquidated product (catalogue §2.5, §4.1 paging rules); none without a product. */
export function useHistoryNav(prodCode: string | null) {
  const [state, setState] = useState(START)
  const stateRef = useRef(state)
  useLayoutEffect(() => {
    stateRef.current = state
  })
  const generation = useRef(0)
  const inflight = useRef<Promise<void> | null>(null)

  const fetchPage = useCallback((code: string, page: number) => {
    const gen = generation.current
    const run = getHistoryProductNav(
      { prodCode: code, pageNo: page, pageSize: MARKET_PAGE_SIZE },
      { silent: true },
    )
      .then(
        (res) =>
          gen === generation.current &&
          setState((prev) => ({ ...afterPage(prev, page, res.records), loadingFirst: false })),
      )
      .catch(
        () =>
          gen === generation.current &&
          setState((prev) => ({ ...afterError(prev, page), loadingFirst: false })),
      )
      .then(() => undefined)
      .finally(() => {
        if (inflight.current === run) inflight.current = null
      })
    inflight.current = run
    return run
  }, [])

  useEffect(() => {
    generation.current += 1
    inflight.current = null
    if (!prodCode) {
      setState({ ...START, finished: true, loadingFirst: false })
      return
    }
    setState(START)
    void fetchPage(prodCode, 1)
  }, [prodCode, fetchPage])

  const loadMore = useCallback(async () => {
    if (inflight.current) return inflight.current
    const s = stateRef.current
    if (!prodCode || s.finished || s.page < 1) return
    return fetchPage(prodCode, s.page + 1)
  }, [prodCode, fetchPage])

  return { ...state, loadMore }
}
