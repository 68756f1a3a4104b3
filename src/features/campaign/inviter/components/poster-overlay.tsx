import { CenterPopup, SpinLoading } from 'antd-mobile'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useConfigPictures } from '@/api/config-queries'
import { useQrCode } from '@/api/mgm-poster-queries'
import { askerOf } from '@/api/query-client'
import { currentChannel } from '@/shared/lib/channel'
import { toast } from '@/shared/lib/toast'
import { askAlbumPermission, needsAlbumPrompt } from '@/shared/ui'
import { QrCode } from '@/shared/ui/qr-code'
import type { CampaignVariant } from '../../common'
import { campaignKeys } from '../../common/keys'
import { SHARE_TEXT } from '../share/texts'
import styles from './poster-overlay.module.css'

type PosterState =
  { kind: 'loading' } | { kind: 'poster'; url: string } | { kind: 'local'; background: string }

export interface PosterOverlayProps {
  visible: boolean
  variant: CampaignVariant
  link: string
  inviterId: string
  onClose: () => void
}

/**
 * The server-drawn poster's url, or null when the page draws the QR code itself (poster.ts, fetchPoster: it
 * never fails). One query for the link's encryption and the call: crypto-js loads only now, in this route's
 * lazy chunk.
 */
const posterQuery = (variant: CampaignVariant, link: string, inviterId: string, background: string) =>
  queryOptions({
    queryKey: campaignKeys.poster(variant.inviterFlag, link, inviterId, background),
    queryFn: async (context) => {
      const { fetchPoster } = await import('../share/poster')
      return fetchPoster(askerOf(context), { variant, link, inviterId, bigImgUrl: background })
    },
  })

/** Saves the poster in the app; the Android app asks for album access first (marketing §6). */
async function savePoster(url: string): Promise<void> {
  const { isSafePosterUrl } = await import('../share/poster')
  if (!isSafePosterUrl(url)) return // never follow an unchecked server url
  if (needsAlbumPrompt(currentChannel(), navigator.userAgent) && !(await askAlbumPermission())) return
  const a = document.createElement('a')
  a.href = url
  a.download = 'invite-poster.png'
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  toast(SHARE_TEXT.saved)
}

/**
 * marketing §7.2: the QR poster. The server draws it from the encrypted share link and the configured
 * background; when that is impossible (no key in this build, a failed call, an empty answer) the page puts
 * the link's QR code over the background: the server's QR image of it (invite/getQrCode), else its own.
 */
export function PosterOverlay({ visible, variant, link, inviterId, onClose }: PosterOverlayProps) {
  // The background first (config xywx_sharecode_bg; none when it fails), then the poster drawn over it.
  const pictures = useConfigPictures('xywx_sharecode_bg', '1', {
    enabled: visible,
    call: { silent: true, noToast: true },
  })
  const backgroundKnown = pictures.data !== undefined || pictures.isError
  const background = pictures.data?.[0]?.pic ?? ''
  const poster = useQuery({
    ...posterQuery(variant, link, inviterId, background),
    enabled: visible && backgroundKnown,
  })
  // A poster chunk that failed to load draws the QR code here too.
  const state: PosterState =
    !backgroundKnown || (poster.data === undefined && !poster.isError)
      ? { kind: 'loading' }
      : poster.data
        ? { kind: 'poster', url: poster.data }
        : { kind: 'local', background }
  // Without a server poster: the server's QR image of the link over the background, else one drawn here.
  const qr = useQrCode(link, { enabled: visible && state.kind === 'local' })

  const inApp = currentChannel() === 'app'
  return (
    // CenterPopup, not Mask: a Mask is aria-hidden, and the poster and its buttons must stay reachable.
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      maskStyle={{ background: 'rgba(0, 0, 0, 0.82)' }}
      bodyClassName={styles.posterBody}
      bodyStyle={{ background: 'transparent', boxShadow: 'none' }}
      style={{ '--max-width': '100vw', '--min-width': '100vw' }}
      destroyOnClose
    >
      <div className={styles.posterWrap} role="dialog" aria-label={SHARE_TEXT.poster}>
        {state.kind === 'loading' && (
          <div className={styles.posterLoading} role="status">
            <SpinLoading color="white" />
            {SHARE_TEXT.posterLoading}
          </div>
        )}
        {state.kind === 'poster' && (
          <>
            <img className={styles.posterImage} src={state.url} alt="邀请海报" />
            <p className={styles.posterHint}>{SHARE_TEXT.posterHint}</p>
          </>
        )}
        {state.kind === 'local' && (
          <>
            <div className={styles.localPoster} data-testid="local-qr-poster">
              {state.background && <img className={styles.localBg} src={state.background} alt="" />}
              <div className={styles.localQr}>
                <QrCode link={link} image={qr.data} failed={qr.isError} size={120} title="邀请二维码" />
              </div>
            </div>
            <p className={styles.posterHint}>{SHARE_TEXT.fallbackHint}</p>
          </>
        )}
        <div className={styles.posterActions}>
          {inApp && state.kind === 'poster' && (
            <button type="button" className={styles.posterButton} onClick={() => void savePoster(state.url)}>
              {SHARE_TEXT.save}
            </button>
          )}
          <button type="button" className={styles.posterButton} onClick={onClose}>
            关闭
          </button>
        </div>
      </div>
    </CenterPopup>
  )
}
