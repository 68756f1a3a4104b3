import { useEffect, useState } from 'react'
import { DotLoading } from 'antd-mobile'
import { QRCodeSVG } from 'qrcode.react'

/** A picture the page holds as a `blob:` address while it is shown (the CSP allows `img-src blob:`). */
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

export interface QrCodeProps {
  /** The share link the code carries. */
  link: string
  /** The server's QR image of the link (invite/getQrCode); null when it gave none, undefined while asked. */
  image: Blob | null | undefined
  /** The server's QR image could not be had: the code is drawn here. */
  failed: boolean
  size: number
  /** What the picture is, for a screen reader. */
  title: string
  /** The quiet zone around a drawn code, in modules. */
  margin?: number
}

/**
 * A share link's QR code (account-and-shared §7 "QR image (link_url)", marketing §7.4 invite/getQrCode): the
 * server's image of it when it gave one; drawn by the page when it could not; a loading mark meanwhile.
 */
export function QrCode({ link, image, failed, size, title, margin = 0 }: QrCodeProps) {
  const url = useObjectUrl(image)
  if (image) return url ? <img src={url} width={size} height={size} alt={title} /> : null
  if (failed || image === null)
    return <QRCodeSVG value={link} size={size} level="M" marginSize={margin} title={title} />
  return <DotLoading color="primary" />
}
