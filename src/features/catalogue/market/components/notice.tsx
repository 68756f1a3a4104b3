import { lazy, Suspense } from 'react'
import { useNotice } from '@/api/catalogue/texts-queries'
import { useAfterPaint } from '@/shared/lib/after-paint'
import { isCareMode, useCareMode } from '@/shared/theme/care-mode'
import styles from './notice.module.css'

// The strip's code (antd-mobile's NoticeBar and its icons, a file of its own) is asked for once the market's
// first picture is on the screen: its bytes are not on the way to a first visit's largest paint, the list's
// (docs/decisions/034). Until it is there, the strip's place is kept (the same height and colours), so
// nothing under it moves when it comes. Once loaded, it is drawn at once (coming back to the list). In care
// mode the strip wraps its text (src/shared/theme/care.css), so no fixed place can hold it: there its code is
// asked for when the market's code runs, beside the notice's call. Asked again after a failed load.
let loaded = false
let strip: ReturnType<typeof loadStrip> | null = null
const loadStrip = () => import('./notice-strip')
const fromStrip = () =>
  (strip ??= loadStrip().then(
    (module) => {
      loaded = true
      return module
    },
    (error: unknown) => {
      strip = null
      throw error
    },
  ))
if (isCareMode()) fromStrip().catch(() => undefined)
const NoticeStrip = lazy(fromStrip)

/**
 * The notice text from getNotice; nothing when empty or failed. Fresh for LIST_STALE_MS like the lists, so
 * coming back to the list draws it at once and nothing moves under the restored scroll position.
 */
export function Notice() {
  const { data: text } = useNotice()
  const care = useCareMode()
  const due = useAfterPaint(!!text) || loaded || care
  if (!text) return null
  const place = <div className={styles.placeholder} aria-hidden="true" />
  if (!due) return place
  return (
    <Suspense fallback={place}>
      <NoticeStrip text={text} />
    </Suspense>
  )
}
