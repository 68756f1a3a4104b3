import { useQuery } from '@tanstack/react-query'
import { getNotice } from '@/api/catalogue'
import { catalogueQueries } from '../../query-client'
import NoticeStrip from './notice-strip'

/**
 * The notice text from getNotice; nothing when empty or failed. Kept in the catalogue cache, so coming
 * back to the list draws it at once and nothing moves under the restored scroll position. The
 * strip is part of the market's own chunk: loading it only once the text had arrived made a second round
 * trip after the answer, on the way to the first paint.
 */
export function Notice() {
  const { data: text } = useQuery(
    { queryKey: ['market-notice'], queryFn: () => getNotice() },
    catalogueQueries,
  )
  if (!text) return null
  return <NoticeStrip text={text} />
}
