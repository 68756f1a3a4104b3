import { useCallback, useEffect, useRef, useState } from 'react'
import { getIntegralRecords, type IntegralRecord } from '@/api/points'

export const PAGE_SIZE = 20

/** Paged points records of one change type ('' for all). Remount (key) to change the type. */
export function useRecords(userId: string, changeType: '' | '1' | '2') {
  const [records, setRecords] = useState<IntegralRecord[]>([])
  const [hasMore, setHasMore] = useState(true)
  const [error, setError] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const page = useRef(0)
  const inFlight = useRef(false)

  const loadMore = useCallback(async () => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      const data = await getIntegralRecords(
        {
          user_id: userId,
          pageNum: page.current + 1,
          pageSize: PAGE_SIZE,
          ...(changeType ? { changeType } : {}),
        },
        { silent: true },
      )
      page.current += 1
      setRecords((old) => [...old, ...data.records])
      setHasMore(data.records.length === PAGE_SIZE && page.current * PAGE_SIZE < data.total)
    } catch {
      setError(true)
      setHasMore(false)
    } finally {
      inFlight.current = false
      setLoaded(true)
    }
  }, [userId, changeType])

  // The first page loads at once; InfiniteScroll asks for the next ones.
  useEffect(() => {
    void loadMore()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const retry = () => {
    setError(false)
    setHasMore(true)
  }

  return { records, hasMore, error, loaded, loadMore, retry }
}
