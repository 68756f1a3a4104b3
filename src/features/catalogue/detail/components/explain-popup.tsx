import { useEffect, useState, type ReactNode } from 'react'
import { Popup, SpinLoading } from 'antd-mobile'
import styles from './detail.module.css'

export interface ExplainPopupProps {
  title: string
  /** Fixed text, or a loader called each time the popup opens. */
  text?: string
  load?: () => Promise<string>
  visible: boolean
  onClose: () => void
  /** Shown under the explanation (the benchmark disclosure). */
  footnote?: ReactNode
}

/** A bottom sheet with an explanation (catalogue §2.6 benchmark / tip / annualised-return popups). Plain text only. */
export function ExplainPopup({ title, text, load, visible, onClose, footnote }: ExplainPopupProps) {
  const [loaded, setLoaded] = useState<{ text: string } | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!visible || !load) return
    let live = true
    setLoaded(null)
    setFailed(false)
    load()
      .then((t) => live && setLoaded({ text: t }))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [visible, load])

  const body = load ? loaded?.text : text
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      showCloseButton
      aria-label={title}
    >
      <div role="dialog" aria-label={title} className={styles.sheetInner}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <div className={styles.sheetBody}>
          {load && !loaded && !failed ? (
            <div className={styles.sheetLoading}>
              <SpinLoading style={{ '--size': '24px' }} />
            </div>
          ) : failed ? (
            <p>暂无说明</p>
          ) : (
            <p className={styles.sheetText}>{body || '暂无说明'}</p>
          )}
          {footnote}
        </div>
        <button type="button" className={styles.sheetButton} onClick={onClose}>
          我知道了
        </button>
      </div>
    </Popup>
  )
}
