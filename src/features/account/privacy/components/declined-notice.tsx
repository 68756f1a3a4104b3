import { useEffect, useState } from 'react'
import { Result } from 'antd-mobile'
import { browser } from '@/shared/lib/browser'
import { CANNOT_CLOSE_TEXT, CLOSE_DELAY_MS, DEFAULT_DECLINE_TEXT } from '../rules'
import styles from './privacy.module.css'

export interface DeclinedNoticeProps {
  /** The configured decline text (wxDisagreePopUpContent) when known. */
  text?: string | null
  /** Overlay the current page (the transit sheet) instead of filling the page (the pop-up page). */
  overlay?: boolean
}

/**
 * account-and-shared §4: declining says the user cannot enter the direct-sales store and may close the
 * page; the window closes after 300 ms. Browsers that refuse to close a window they did not open keep
 * the page, so it then says how to close it instead of leaving the user stuck.
 */
export function DeclinedNotice({ text, overlay = false }: DeclinedNoticeProps) {
  const [closeFailed, setCloseFailed] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (!browser.close()) setCloseFailed(true)
    }, CLOSE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <div className={overlay ? styles.declinedOverlay : styles.declinedPage} role="alert">
      <Result
        status="warning"
        title="您已拒绝隐私政策"
        description={
          <>
            <span className={styles.declinedText}>{text || DEFAULT_DECLINE_TEXT}</span>
            {closeFailed && <span className={styles.declinedHint}>{CANNOT_CLOSE_TEXT}</span>}
          </>
        }
      />
    </div>
  )
}
