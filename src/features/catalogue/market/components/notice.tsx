import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { getNotice } from '@/api/catalogue'
import { catalogueQueries } from '../../query-client'

const NoticeStrip = lazy(() => import('./notice-strip'))

/**
 * The notice text from getNotice; nothing when empty or failed. Kept in the catalogue cache, so coming
 * back to the list draws it at once and nothing moves under the restored scroll position (issue 13).
 */
export function Notice() {
  const { data: text } = useQuery(
    { queryKey: ['market-notice'], queryFn: () => getNotice() },
    catalogueQueries,
  )
  if (!text) return null
  return (
    <Suspense fallback={null}>
      <NoticeStrip text={text} />
    </Suspense>
  )
}
