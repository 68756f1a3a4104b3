import { Popup } from 'antd-mobile'
import { useOpenedOnce } from '@/shared/lib/opened-once'
import { WeChatIcon } from '@/shared/ui'
import { REMINDER_TEXT, SHARE_TEXT } from '../share/texts'
import type { ReminderMode } from '../use-inviter-overlays'
import { CampaignDialog } from './campaign-dialog'
import dialogStyles from './overlays.module.css'
import styles from './share-sheet.module.css'

// The share sheet and the reminder that follows its 微信好友 are not on screen at the home's first paint:
// this module loads when the sheet first opens (inviter-overlays.tsx), antd-mobile's Popup with it.

export interface ShareSheetProps {
  visible: boolean
  onWechat: () => void
  onPoster: () => void
  onClose: () => void
}

/**
 * A QR-code mark, drawn here: antd-mobile-icons' own, imported when this sheet was part of the inviter home's
 * first-visit chunk, made the build's chunking export the page from a chunk without it (/mgmfour did not
 * load; build/chunks.ts).
 */
function QrMark() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" strokeLinecap="round" />
    </svg>
  )
}

/** marketing §2.1: the share alert with WeChat friend and QR code options. */
export function ShareSheet({ visible, onWechat, onPoster, onClose }: ShareSheetProps) {
  const opened = useOpenedOnce(visible)
  if (!opened) return null // mounted on its first opening
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet}>
      <section role="dialog" aria-label={SHARE_TEXT.title}>
        <h2 className={styles.sheetTitle}>{SHARE_TEXT.title}</h2>
        <div className={styles.sheetOptions}>
          <button type="button" className={styles.sheetOption} onClick={onWechat}>
            <WeChatIcon className={styles.sheetIcon} data-icon="wechat" />
            {SHARE_TEXT.wechat}
          </button>
          <button type="button" className={styles.sheetOption} onClick={onPoster}>
            <span className={`${styles.sheetIcon} ${styles.posterIcon}`} aria-hidden="true">
              <QrMark />
            </span>
            {SHARE_TEXT.poster}
          </button>
        </div>
        <button type="button" className={styles.sheetCancel} onClick={onClose}>
          {SHARE_TEXT.cancel}
        </button>
      </section>
    </Popup>
  )
}

/** The reminder popup: how to send the campaign to a WeChat friend (or that the link was copied). */
export function ReminderDialog({
  visible,
  mode,
  link,
  onClose,
}: {
  visible: boolean
  mode: ReminderMode
  link: string
  onClose: () => void
}) {
  return (
    <CampaignDialog
      visible={visible}
      title="分享给好友"
      confirmText={REMINDER_TEXT.confirm}
      onConfirm={onClose}
      onClose={onClose}
    >
      {mode === 'wechat' && (
        <p className={styles.menuHint} aria-hidden="true">
          <span className={styles.menuDots}>···</span>→<span className={styles.menuItem}>发送给朋友</span>
        </p>
      )}
      <p className={dialogStyles.center}>{REMINDER_TEXT[mode]}</p>
      {mode === 'copyFailed' && <p className={styles.linkBox}>{link}</p>}
    </CampaignDialog>
  )
}
