import { NoticeBar } from 'antd-mobile'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useBanners } from '@/api/config-queries'
import { useClearMyExchange, usePointsInfo, usePointsUserStatus } from '@/api/points-queries'
import { useTrackView } from '@/api/tracking'
import { currentChannel } from '@/shared/lib/channel'
import { href, PATHS } from '@/shared/lib/paths'
import { useDocumentTitle } from '@/shared/lib/route-meta'
import { BannerCarousel } from '@/shared/ui/banner-carousel'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { followLink } from '@/shared/ui/follow-link'
import { BalanceCard } from '../components/balance-card'
import { EntryGrid, type EntryKey } from '../components/entry-grid'
import { BoxStrip } from '../components/home/box-strip'
import { FriendGiftCard } from '../components/home/friend-gift-card'
import { GiftTiles } from '../components/home/gift-tiles'
import { RightsSection } from '../components/home/rights-section'
import { TransferGiftCard } from '../components/home/transfer-gift-card'
import { SignInCard } from '../components/sign-in-card'
import { expiryNotice, waitNotice } from '../rules'
import { useSignIn } from '../use-sign-in'
import { useUserId } from '../use-user-id'
import { PointsTransferView } from './points-transfer-view'
import styles from '../components/points.module.css'

const ENTRY_PATHS: Record<Exclude<EntryKey, 'transfer' | 'exchange'>, string> = {
  details: PATHS.pointsDetails,
  wait: PATHS.pointsWait,
  mall: PATHS.pointsMall,
  rights: PATHS.interestsDetails,
  box: PATHS.prizeActivityBox,
  rules: PATHS.pointsHomeRules,
}

/**
 * The points home (marketing §2.12) on /pointsHome and its New/Old/OldLocal/Local variants. In WeChat it
 * is the WeChat home: monthly and special gifts, friend gifts, transfer gifts, then points and rights,
 * each with its §9 view and click events; in the provider's app it is 我的积分 (points and rights: the
 * gifts lead to WeChat pages). `?view=transfer` is the points transfer.
 */
export default function PointsHomePage() {
  const [params] = useSearchParams()
  return params.get('view') === 'transfer' ? <PointsTransferView /> : <PointsHome />
}

function PointsHome() {
  useDocumentTitle('积分首页')
  const userId = useUserId()
  const navigate = useNavigate()
  const channel = currentChannel()
  const wechat = channel === 'wx'
  const clearExchange = useClearMyExchange(userId)
  const info = usePointsInfo(userId)
  const status = usePointsUserStatus(userId, { call: { silent: true } })
  const sign = useSignIn(userId)
  const banners = useBanners('pointsMall', channel, { call: { silent: true } })
  useTrackView(wechat ? 'wechatHomeView' : 'myPointsView')

  if (info.isPending) return <PageLoading />
  if (info.error && !info.data) return <PageError error={info.error} onRetry={() => void info.refetch()} />

  const open = (key: EntryKey) => {
    if (key === 'transfer') return navigate({ search: '?view=transfer' })
    if (key === 'exchange') {
      // The new-exchange mark is cleared once the customer looks at the exchanges.
      if (status.data?.hasNewExchange === '1') void clearExchange.run()
      return navigate(href(PATHS.pointsDetails, { type: '2' }))
    }
    navigate(ENTRY_PATHS[key])
  }
  const expiry = expiryNotice(info.data)
  const wait = waitNotice(info.data)
  const onSign = () => void sign.sign()

  return (
    <main className={styles.page}>
      <BalanceCard
        info={info.data}
        onDetails={() => open('details')}
        onRules={() => navigate(PATHS.pointsHomeRules)}
      />
      <div className={styles.body}>
        {(expiry || wait) && (
          <div className={styles.notice}>
            {expiry && <NoticeBar content={expiry} color="alert" />}
            {wait && (
              <NoticeBar
                content={`您有${wait}，点击去领取`}
                color="info"
                extra={<span aria-hidden>›</span>}
                onClick={() => open('wait')}
              />
            )}
          </div>
        )}
        {wechat && (
          <>
            <GiftTiles
              userId={userId}
              status={status.data}
              statusFailed={!!status.error}
              onRetryStatus={() => void status.refetch()}
            />
            <FriendGiftCard userId={userId} />
            <TransferGiftCard />
          </>
        )}
        <SignInCard
          info={sign.data}
          busy={sign.busy}
          error={!!sign.error}
          onSign={onSign}
          onRetry={sign.reload}
        />
        <BoxStrip userId={userId} onOpen={() => open('box')} />
        <EntryGrid
          onOpen={open}
          badge={status.data?.hasNewExchange === '1' ? { exchange: '新' } : undefined}
        />
        <RightsSection userId={userId} />
        {!!banners.data?.length && (
          <BannerCarousel
            className={styles.banner}
            banners={banners.data}
            height={120}
            onNavigate={(url) => followLink(url, navigate)}
          />
        )}
      </div>
      <RiskFooter />
    </main>
  )
}
