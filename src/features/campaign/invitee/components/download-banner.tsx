import { useNavigate } from 'react-router-dom'
import { useConfigPictures } from '@/api/config-queries'
import { followLink } from '@/shared/ui/follow-link'
import { INVITEE_TEXT } from '../texts'
import styles from './invitee.module.css'

/** marketing §2.2, §7.2: the app download picture (config mgmfour_invite_download), always shown. */
export function DownloadBanner() {
  const navigate = useNavigate()
  const { data } = useConfigPictures('mgmfour_invite_download', '1', {
    call: { silent: true, noToast: true },
  })
  const picture = data?.find((p) => p?.pic)
  if (!picture) return null
  const alt = picture.title || INVITEE_TEXT.downloadAlt
  const image = (
    <img className={styles.downloadImg} src={picture.pic} alt={alt} width={351} height={70} loading="lazy" />
  )
  return (
    <section className={styles.download} aria-label="下载APP">
      {picture.jumpTarget ? (
        <button
          type="button"
          className={styles.downloadBtn}
          onClick={() => followLink(picture.jumpTarget, navigate)}
        >
          {image}
        </button>
      ) : (
        image
      )}
    </section>
  )
}
