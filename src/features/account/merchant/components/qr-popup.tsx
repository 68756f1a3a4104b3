import { Button, CenterPopup } from 'antd-mobile'
import { useQrCode } from '@/api/mgm-poster-queries'
import { QrCode } from '@/shared/ui/qr-code'
import styles from './share.module.css'

export interface QrPopupProps {
  visible: boolean
  link: string
  title: string
  onClose: () => void
}

/**
 * The share link as a QR code (loaded only when the user asks for it on /bindBusinessNew): the server's QR
 * image of the link (account-and-shared §7 "QR image (link_url)", marketing §7.4 invite/getQrCode); when it
 * cannot give one, the page draws the QR code itself.
 */
export default function QrPopup({ visible, link, title, onClose }: QrPopupProps) {
  const qr = useQrCode(link, { enabled: visible })
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} bodyClassName={styles.qrBody}>
      <div className={styles.qrInner} role="dialog" aria-label="分享二维码">
        <h2 className={styles.qrTitle}>{title}</h2>
        <p className={styles.qrSub}>好友微信扫码即可参与</p>
        <div className={styles.qrCode}>
          <QrCode link={link} image={qr.data} failed={qr.isError} size={188} margin={2} title="分享二维码" />
        </div>
        <p className={styles.qrTip}>长按或截图保存二维码，分享给好友</p>
        <Button block shape="rounded" onClick={onClose} className={styles.qrClose}>
          关闭
        </Button>
      </div>
    </CenterPopup>
  )
}
