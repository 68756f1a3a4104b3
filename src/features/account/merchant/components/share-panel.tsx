import { lazy, Suspense, useEffect, useState } from 'react'
import { Mask } from 'antd-mobile'
import { useConfigPictures } from '@/api/config-queries'
import { currentChannel } from '@/shared/lib/channel'
import { setShareData } from '@/api/wechat-sdk'
import styles from './share.module.css'

const QrPopup = lazy(() => import('./qr-popup'))

export const SHARE_GUIDE_TEXT = '点击右上角分享'
const DEFAULT_SHARE = { title: '邀您一起开通直销账户', desc: '绑定手机号即可领取专属权益' }

export interface SharePanelProps {
  /** The link a friend opens. */
  link: string
}

type Open = 'guide' | 'qr' | null

/**
 * Share options (account-and-shared §2): WeChat friend and moments set the share card (JS-SDK) and show
 * the guide to WeChat's own menu — a page cannot open the share sheet itself; QR code of the link.
 * Share texts come from config type share-bindBusiness.
 */
export function SharePanel({ link }: SharePanelProps) {
  const [open, setOpen] = useState<Open>(null)
  const inWechat = currentChannel() === 'wx'
  const { data } = useConfigPictures('share-bindBusiness', '0', { call: { silent: true, noToast: true } })
  const info = data?.[0]
  const title = info?.title || DEFAULT_SHARE.title
  const desc = info?.describtion || DEFAULT_SHARE.desc
  const imgUrl = info?.pic ?? ''

  useEffect(() => {
    if (inWechat && data) void setShareData({ title, desc, link, imgUrl })
  }, [inWechat, data, title, desc, link, imgUrl])

  return (
    <section className={styles.panel} aria-label="邀请好友">
      <h2 className={styles.panelTitle}>邀请好友一起参与</h2>
      <div className={styles.options}>
        <button type="button" className={styles.option} onClick={() => setOpen('guide')}>
          <span className={`${styles.icon} ${styles.friend}`} aria-hidden="true">
            <svg viewBox="0 0 24 24">
              <path
                d="M9 5C5 5 2 7.6 2 10.8c0 1.8 1 3.4 2.5 4.5L4 17.5l2.6-1.3c.8.2 1.6.4 2.4.4h.6a4.7 4.7 0 0 1-.2-1.4c0-3.2 3-5.8 6.8-5.8h.6C16.2 6.9 13 5 9 5Zm6.2 5.7c-3.3 0-5.8 2.1-5.8 4.7s2.5 4.7 5.8 4.7c.6 0 1.3-.1 1.9-.3l2 1.1-.5-1.8c1.4-.9 2.4-2.2 2.4-3.7 0-2.6-2.6-4.7-5.8-4.7Z"
                fill="currentColor"
              />
            </svg>
          </span>
          微信好友
        </button>
        <button type="button" className={styles.option} onClick={() => setOpen('guide')}>
          <span className={`${styles.icon} ${styles.moments}`} aria-hidden="true">
            <svg viewBox="0 0 24 24">
              <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 3.5v6M20.5 12h-6M12 20.5v-6M3.5 12h6" stroke="currentColor" strokeWidth="2" />
            </svg>
          </span>
          朋友圈
        </button>
        <button type="button" className={styles.option} onClick={() => setOpen('qr')}>
          <span className={`${styles.icon} ${styles.qr}`} aria-hidden="true">
            <svg viewBox="0 0 24 24">
              <path
                d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path d="M14 14h3v3h-3zM18 18h3v3h-3zM18 14h3M14 18v3" stroke="currentColor" strokeWidth="2" />
            </svg>
          </span>
          二维码
        </button>
      </div>

      <Mask visible={open === 'guide'} onMaskClick={() => setOpen(null)} opacity={0.75} destroyOnClose>
        <div className={styles.guide} role="dialog" aria-label="分享指引" onClick={() => setOpen(null)}>
          <svg className={styles.guideArrow} viewBox="0 0 80 80" aria-hidden="true">
            <path
              d="M10 72C20 40 40 22 66 14"
              fill="none"
              stroke="#fff"
              strokeWidth="3"
              strokeDasharray="6 5"
            />
            <path d="m56 8 14 5-8 12" fill="none" stroke="#fff" strokeWidth="3" />
          </svg>
          <p className={styles.guideText}>{SHARE_GUIDE_TEXT}</p>
          <p className={styles.guideSub}>
            {inWechat ? '选择“发送给朋友”或“分享到朋友圈”' : '请在微信中打开本页面后，点击右上角分享'}
          </p>
          <span className={styles.guideClose}>我知道了</span>
        </div>
      </Mask>

      {open === 'qr' && (
        <Suspense fallback={null}>
          <QrPopup visible link={link} title={title} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  )
}
