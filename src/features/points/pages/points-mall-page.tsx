import { Button, Popup } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useBanners } from '@/api/config-queries'
import type { DrawResult } from '@/api/draws'
import { usePointsDraw, usePointsInfo, usePointsPrizeList } from '@/api/points-queries'
import { useTrackView } from '@/api/tracking'
import { currentChannel } from '@/shared/lib/channel'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { PATHS } from '@/shared/lib/paths'
import { BannerCarousel } from '@/shared/ui/banner-carousel'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { followLink } from '@/shared/ui/follow-link'
import { Picture } from '@/shared/ui/picture'
import { PrizeAddressSheet } from '../components/prize-address-sheet'
import { drawHeadline, drawResultDetail, pointsText, POINTS_EVENT } from '../rules'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

/** /pointsMall and /pointsMallLocal: the points prize pool, one draw at a time, and its result. */
export default function PointsMallPage() {
  const userId = useUserId()
  const navigate = useNavigate()
  const channel = currentChannel()
  const prizes = usePointsPrizeList(userId, POINTS_EVENT.draw)
  const info = usePointsInfo(userId, { call: { silent: true } })
  const drawing = usePointsDraw(userId, POINTS_EVENT.draw)
  const banners = useBanners('pointsMall', channel, { call: { silent: true } })
  const [result, setResult] = useState<DrawResult | null>(null)
  const [address, setAddress] = useState<DrawResult | null>(null)
  useTrackView('pointsMarketView')

  if (prizes.isPending) return <PageLoading />
  if (prizes.error) return <PageError error={prizes.error} onRetry={() => void prizes.refetch()} />
  const list = prizes.data ?? []

  const draw = async () => {
    // A refusal's message (no chance left …) was toasted; after a lost answer the balance has been read
    // again (usePointsDraw).
    const outcome = await drawing.run()
    if (outcome.status === 'done') setResult(outcome.data)
  }

  return (
    <main className={styles.page}>
      <section className={styles.summary} aria-label="我的积分">
        <div>
          <div className={styles.muted}>可用积分</div>
          <div className={styles.summaryValue}>{pointsText(info.data?.integral)}</div>
        </div>
        <Button size="small" fill="outline" color="primary" onClick={() => navigate(PATHS.interestsDetails)}>
          积分兑权益
        </Button>
      </section>
      <div className={styles.plainBody}>
        {!!banners.data?.length && (
          <BannerCarousel
            className={styles.banner}
            banners={banners.data}
            height={120}
            onNavigate={(url) => followLink(url, navigate)}
          />
        )}
        <section className={styles.card} aria-label="积分抽奖">
          <div className={styles.cardHead}>
            <span className={styles.cardTitle}>积分抽奖</span>
            <span className={styles.cardSub}>
              {result ? `剩余抽奖机会 ${result.chanceNum} 次` : '好礼等你来拿'}
            </span>
          </div>
          {list.length === 0 ? (
            <EmptyState message="奖品准备中，敬请期待" />
          ) : (
            <>
              <ul className={styles.prizes} aria-label="奖品列表">
                {list.map((p) => (
                  <li key={p.id} className={styles.prize}>
                    <Picture className={styles.prizeImg} src={p.prizeImg} kind="prize" size={48} lazy />
                    <span>{p.prizeName || EMPTY_TEXT}</span>
                  </li>
                ))}
              </ul>
              <Button
                className={styles.signButton}
                block
                color="primary"
                shape="rounded"
                loading={drawing.busy}
                disabled={drawing.busy}
                onClick={() => void draw()}
              >
                立即抽奖
              </Button>
            </>
          )}
        </section>
      </div>
      <Popup
        visible={!!result}
        onMaskClick={() => setResult(null)}
        bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      >
        <div className={styles.popup} role="dialog" aria-label="抽奖结果">
          {result?.isWin === '1' ? (
            <Picture className={styles.prizeImg} src={result.prizeImg} kind="prize" size={48} />
          ) : null}
          <div className={styles.popupTitle}>{drawHeadline(result ?? undefined)}</div>
          <p className={styles.muted}>{drawResultDetail(result ?? undefined)}</p>
          {result?.isWin === '1' && result.prizeType === 3 ? (
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => {
                setAddress(result)
                setResult(null)
              }}
            >
              填写收货信息
            </Button>
          ) : (
            <Button block color="primary" shape="rounded" onClick={() => setResult(null)}>
              我知道了
            </Button>
          )}
        </div>
      </Popup>
      <PrizeAddressSheet
        userId={userId}
        recordId={address?.recordId ?? null}
        prizeName={address?.prizeName ?? ''}
        onClose={() => setAddress(null)}
      />
      <RiskFooter />
    </main>
  )
}
