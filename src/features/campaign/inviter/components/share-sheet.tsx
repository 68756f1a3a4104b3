import { Popup } from 'antd-mobile'
import { SystemQRcodeOutline } from 'antd-mobile-icons'
import { useOpenedOnce } from '@/shared/lib/opened-once'
import { WeChatIcon } from '@/shared/ui'
import { SHARE_TEXT } from '../texts'
import styles from './overlays.module.css'

export interface ShareSheetProps {
  visible: boolean
  onWechat: () => void
  onPoster: () => void
  onClose: () => void
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
              <SystemQRcodeOutline />
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
