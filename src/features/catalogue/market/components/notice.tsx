import { lazy, Suspense } from 'react'
import { useNotice } from '@/api/catalogue/texts-queries'
import { useAfterPaint } from '@/shared/lib/after-paint'
import styles from './notice.module.css'

// The strip's code (antd-mobile's NoticeBar and its icons, a file of its own) is asked for once the market's
// first picture is on the screen: its bytes are not on the way to a first visit's largest paint, the list's
// (docs/decisions/034). Until it is there, the strip's place is kept (the same height and colours), so
// nothing under it moves when it comes. Once loaded, it is drawn at once (coming back to the list).
let loaded = false
const NoticeStrip = lazy(() =>
  import('./notice-strip').then((module) => {
    loaded = true
    return module
  }),
)

/**
 * The notice text from getNotice; nothing when empty or failed. Fresh for LIST_STALE_MS like the lists, so
 * coming back to the list draws it at once and nothing moves under the restored scroll position.
 */
export function Notice() {
  const { data: text } = useNotice()
  const due = useAfterPaint(!!text) || loaded
  if (!text) return null
  const place = <div className={styles.placeholder} aria-hidden="true" />
  if (!due) return place
  return (
    <Suspense fallback={place}>
      <NoticeStrip text={text} />
    </Suspense>
  )
}
