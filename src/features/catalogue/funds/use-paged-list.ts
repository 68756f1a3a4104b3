import { useCallback, useEffect, useRef, useState } from 'react'
import { MARKET_PAGE_SIZE } from '@/api/catalogue'

/**
 * Paging of the fund lists (catalogue §4.1): page 1 on first load and whenever `deps` change (tab,
 * filter…); each scroll asks for the next page; page 1 replaces the list, later pages append; the list
 * is finished when a page brings fewer than 20 records or none, or on error (§8). Answers of an older
 * generation (deps changed meanwhile) are dropped, and a page is never requested twice at once.
 */
export interface PagedList<T> {
  items: T[]
  hasMore: boolean
  /** The first page has answered (successfully or not). */
  loaded: boolean
  error: unknown
  loadMore: () => Promise<void>
}

export function usePagedList<T>(
  load: (page: number) => Promise<{ records: T[] }>,
  deps: readonly unknown[],
  pageSize: number = MARKET_PAGE_SIZE,
): PagedList<T> {
  const [state, setState] = useState<Omit<PagedList<T>, 'loadMore'>>({
    items: [],
    hasMore: true,
    loaded: false,
    error: null,
  })
  const loadRef = useRef(load)
  const generation = useRef(0)
  const page = useRef(0)
  const inFlight = useRef<Promise<void> | null>(null)
  useEffect(() => {
    loadRef.current = load
  })

  const loadMore = useCallback((): Promise<void> => {
    if (inFlight.current) return inFlight.current
    const gen = generation.current
    const next = page.current + 1
    const run = (async () => {
      try {
        const res = await loadRef.current(next)
        if (gen !== generation.current) return
        const { records } = res
        page.current = next
        setState((s) => ({
          items: next === 1 ? records : [...s.items, ...records],
          hasMore: records.length >= pageSize,
          loaded: true,
          error: null,
        }))
      } catch (error) {
        if (gen !== generation.current) return
        setState((s) => ({ ...s, hasMore: false, loaded: true, error }))
      } finally {
        if (gen === generation.current) inFlight.current = null
      }
    })()
    inFlight.current = run
    return run
  }, [pageSize])

  useEffect(() => {
    generation.current += 1
    page.current = 0
    inFlight.current = null
    setState({ items: [], hasMore: true, loaded: false, error: null })
    void loadMore()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  return { ...state, loadMore }
}
