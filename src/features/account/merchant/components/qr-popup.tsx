import { useEffect, useState } from 'react'
import { QRCodeSVG } from 'qrcode.react'
import { Button, CenterPopup, DotLoading } from 'antd-mobile'
import { useQrCode } from '@/api/mgm-poster-queries'
import styles from './share.module.css'

export interface QrPopupProps {
  visible: boolean
  link: string
  title: string
  onClose: () => void
}

/** The QR image as a `blob:` address of this page while it is shown (the CSP allows `img-src blob:`). */
function useObjectUrl(file: Blob | null | undefined): string {
  const [url, setUrl] = useState('')
  useEffect(() => {
    if (!file) return setUrl('')
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}

/**
 * The share link as a QR code (loaded only when the user asks for it on /bindBusinessNew): the server's QR
 * image of the link (account-and-shared §7 "QR image (link_url)", marketing §7.4 invite/getQrCode); when it
 * cannot give one, the page draws the QR code itself.
 */
export default function QrPopup({ visible, link, title, onClose }: QrPopupProps) {
  const qr = useQrCode(link, { enabled: visible })
  const image = useObjectUrl(qr.data)
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} bodyClassName={styles.qrBody}>
      <div className={styles.qrInner} role="dialog" aria-label="分享二维码">
        <h2 className={styles.qrTitle}>{title}</h2>
        <p className={styles.qrSub}>好友微信扫码即可参与</p>
        <div className={styles.qrCode}>
          {qr.data ? (
            image && <img src={image} width={188} height={188} alt="分享二维码" />
          ) : qr.isError || qr.data === null ? (
            <QRCodeSVG value={link} size={188} level="M" marginSize={2} title="分享二维码" />
          ) : (
            <DotLoading color="primary" />
          )}
        </div>
        <p className={styles.qrTip}>长按或截图保存二维码，分享给好友</p>
        <Button block shape="rounded" onClick={onClose} className={styles.qrClose}>
          关闭
        </Button>
      </div>
    </CenterPopup>
  )
}
