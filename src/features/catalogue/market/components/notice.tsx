import { lazy, Suspense } from 'react'
import { useNotice } from '@/api/catalogue/texts-queries'
import styles from './notice.module.css'

// The strip's code (antd-mobile's NoticeBar and its icons) is asked for as soon as the market's code runs,
// beside the notice call: it arrives with the answer, not a round trip after it, and the page's own code,
// which starts the calls of its first paint, does not wait for it (docs/decisions/025). Asked again on
// drawing if that first request failed.
const early = import('./notice-strip')
early.catch(() => undefined)
const NoticeStrip = lazy(() => early.catch(() => import('./notice-strip')))

/**
 * The notice text from getNotice; nothing when empty or failed. Fresh for LIST_STALE_MS like the lists, so
 * coming back to the list draws it at once and nothing moves under the restored scroll position. Until the
 * strip's code is there, its place is kept (the same height), so the list does not move when it comes.
 */
export function Notice() {
  const { data: text } = useNotice()
  if (!text) return null
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <NoticeStrip text={text} />
    </Suspense>
  )
}
