import { useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import styles from './campaign-dialog.module.css'
import { modalRootProps, useModal } from './use-modal'

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
  /** The × under the dialog (and a tap on the mask, Escape); omitted → it closes only by its action. */
  onClose?: () => void
  /** A picture above the title (campaign artwork from config). */
  image?: string
  /** Accent of the header band and the button. */
  accent?: string
  /** The dialog's name when it is not its title's text. */
  'aria-label'?: string
  /**
   * Opens without the fade: a dialog that opens by itself with the page is part of its first picture
   * (the first-time story, the largest paint of a first visit: a faded-in picture counts only once the
   * fade is over). Closing still fades.
   */
  appearAtOnce?: boolean
}

/**
 * The campaign's festive dialog: gradient band, title, body, one bold action (marketing §2.1 overlays).
 * Drawn by the page itself, not by antd-mobile's CenterPopup: the first-time story opens at /mgmfour's first
 * paint, and CenterPopup brought react-spring and use-gesture into it
 * (docs/decisions/023-mgmfour-first-paint-without-motion.md). It fades and scales in with a CSS transition
 * (none under prefers-reduced-motion), is a modal dialog named by its title, takes focus and gives it back,
 * holds the page's scroll, and its mask makes the page behind inert (useModal).
 */
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
  appearAtOnce = false,
}: CampaignDialogProps) {
  const root = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const motion = useRef<HTMLDivElement>(null)
  const phase = useModal(visible, { root, dialog, motion, atOnce: appearAtOnce })
  const titleId = useId()
  // Nothing in the document until its first opening: the home holds several dialogs that are usually never
  // opened.
  if (phase === 'closed') return null

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && onClose) {
      e.stopPropagation()
      onClose()
    }
  }
  // Appearing at once: the open look from the first commit, with no transition to reach it.
  const atOnce = appearAtOnce && phase === 'opening'
  const open = phase === 'open' || atOnce
  return createPortal(
    <div
      ref={root}
      className={styles.root}
      data-state={open ? 'open' : 'closed'}
      data-at-once={atOnce ? '' : undefined}
      style={accent ? ({ '--accent': accent } as CSSProperties) : undefined}
      {...modalRootProps}
    >
      {/* antd-mobile's mask class: the page behind is inert while it is on screen (src/shared/ui/inert-behind-overlays.ts). */}
      <div className={`adm-mask ${styles.mask}`} aria-hidden="true" onClick={() => onClose?.()} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ariaLabel ? undefined : titleId}
        aria-label={ariaLabel}
        tabIndex={-1}
        className={styles.box}
        // Closing: its buttons no longer answer a second tap, and it is no longer read.
        inert={phase === 'closing'}
        onKeyDown={onKeyDown}
      >
        <div ref={motion} className={styles.motion}>
          <section className={styles.dialog}>
            <div className={styles.band} aria-hidden="true">
              <span className={styles.sparkle} />
              <span className={styles.sparkle} />
            </div>
            {image && <img className={styles.image} src={image} alt="" decoding="async" />}
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
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
        </div>
      </div>
    </div>,
    document.body,
  )
}
