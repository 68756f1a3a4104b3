import { useNotice } from '@/api/catalogue-queries'
import NoticeStrip from './notice-strip'

/**
 * The notice text from getNotice; nothing when empty or failed. Fresh for LIST_STALE_MS like the lists, so
 * coming back to the list draws it at once and nothing moves under the restored scroll position. The
 * strip is part of the market's own chunk: loading it only once the text had arrived made a second round
 * trip after the answer, on the way to the first paint.
 */
export function Notice() {
  const { data: text } = useNotice()
  if (!text) return null
  return <NoticeStrip text={text} />
}
