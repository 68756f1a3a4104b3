import { useState, type ReactNode } from 'react'
import { Button } from 'antd-mobile'
import { viewerButton } from '../rules'
import { DocFrame } from './doc-frame'
import styles from './privacy-viewer.module.css'

export interface PrivacyViewerProps {
  url: string | null | undefined
  title: string
  unreadText?: string | null
  readText?: string | null
  /** Already read before (the button starts enabled). */
  initiallyRead?: boolean
  /** The enabled bottom button was tapped. */
  onAgree: () => void
  /** A header with the title and a close button (the viewer inside the pop-up page). */
  onClose?: () => void
  /** Below the button (the pages' risk footer). */
  footer?: ReactNode
}

/**
 * The document viewer (catalogue §2.8): the document in a frame; the bottom button reads
 * 请上滑看完本隐私政策再同意 (disabled) until the reader reaches the end, then 同意本隐私政策.
 */
export function PrivacyViewer({
  url,
  title,
  unreadText,
  readText,
  initiallyRead = false,
  onAgree,
  onClose,
  footer,
}: PrivacyViewerProps) {
  const [read, setRead] = useState(initiallyRead)
  return (
    <div className={styles.viewer}>
      {onClose && (
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </header>
      )}
      <div className={styles.body}>
        <DocFrame url={url} title={title} onEnd={() => setRead(true)} />
      </div>
      <div className={styles.footer}>
        <Button
          block
          color="primary"
          shape="rounded"
          className={styles.button}
          disabled={!read}
          onClick={onAgree}
        >
          {viewerButton(read, unreadText, readText)}
        </Button>
        {footer}
      </div>
    </div>
  )
}
