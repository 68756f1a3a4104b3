import type { ReactNode } from 'react'
import { CenterPopup } from 'antd-mobile'
import { useOpenedOnce } from '@/shared/lib/opened-once'
import styles from './campaign-dialog.module.css'

export interface CampaignDialogProps {
  visible: boolean
  title: ReactNode
  children: ReactNode
  /** The primary action; omitted → no button row. */
  confirmText?: string
  onConfirm?: () => void
  confirmDisabled?: boolean
  /** A secondary text button under the primary one. */
  secondaryText?: string
  onSecondary?: () => void
  /** The × in the corner; omitted → the dialog cannot be dismissed without its action. */
  onClose?: () => void
  /** A picture above the title (campaign artwork from config). */
  image?: string
  /** Accent of the header band and the button. */
  accent?: string
  'aria-label'?: string
}

/** The campaign's festive dialog: gradient band, title, body, one bold action (marketing §2.1 overlays). */
export function CampaignDialog({
  visible,
  title,
  children,
  confirmText,
  onConfirm,
  confirmDisabled,
  secondaryText,
  onSecondary,
  onClose,
  image,
  accent,
  'aria-label': ariaLabel,
}: CampaignDialogProps) {
  // Mounted on its first opening: the home holds a dozen overlays that are usually never opened.
  const opened = useOpenedOnce(visible)
  if (!opened) return null
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={styles.body}
      style={{ '--max-width': '88vw', '--min-width': '300px', ...(accent ? { '--accent': accent } : {}) }}
      destroyOnClose
    >
      <section
        role="dialog"
        aria-modal="true"
        aria-label={ariaLabel ?? (typeof title === 'string' ? title : undefined)}
        className={styles.dialog}
      >
        <div className={styles.band} aria-hidden="true">
          <span className={styles.sparkle} />
          <span className={styles.sparkle} />
        </div>
        {image && <img className={styles.image} src={image} alt="" decoding="async" />}
        <h2 className={styles.title}>{title}</h2>
        <div className={styles.content}>{children}</div>
        {confirmText && (
          <button type="button" className={styles.confirm} onClick={onConfirm} disabled={confirmDisabled}>
            {confirmText}
          </button>
        )}
        {secondaryText && (
          <button type="button" className={styles.secondary} onClick={onSecondary}>
            {secondaryText}
          </button>
        )}
      </section>
      {onClose && (
        <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
          ×
        </button>
      )}
    </CenterPopup>
  )
}
