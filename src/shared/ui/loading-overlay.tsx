import { useEffect, useState } from 'react'
import { useLoadingCount } from '@/shared/lib/loading'
import styles from './loading-overlay.module.css'

/** Calls that finish faster than this never flash the overlay. */
export const LOADING_SHOW_DELAY_MS = 150

/**
 * account-and-shared §2: one full-screen overlay while any call counted by `loadingCounter` is in flight.
 * Plain CSS (no antd-mobile Mask/SpinLoading) because it sits in the start-up bundle.
 */
export function LoadingOverlay() {
  const busy = useLoadingCount() > 0
  const [shown, setShown] = useState(false)

  useEffect(() => {
    if (!busy) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), LOADING_SHOW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [busy])

  const visible = busy && shown
  return (
    <>
      {visible && (
        <div className={styles.mask} aria-hidden="true">
          <div className={styles.box} data-testid="loading-overlay">
            <span className={styles.spinner} />
            <span>加载中</span>
          </div>
        </div>
      )}
      {/* The overlay is aria-hidden; the announcement lives in a region that is always mounted. */}
      <div className={styles.srOnly} role="status" aria-live="polite">
        {visible ? '加载中' : ''}
      </div>
    </>
  )
}
