import { NoticeBar } from 'antd-mobile'
import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { getBannerList } from '@/api/config'
import { getPointsInfo } from '@/api/points'
import { currentChannel } from '@/shared/lib/channel'
import { followTarget } from '@/shared/lib/navigation'
import { PATHS } from '@/shared/lib/paths'
import { useRequest } from '@/shared/lib/use-request'
import { BannerCarousel } from '@/shared/ui/banner-carousel'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { BalanceCard } from '../components/balance-card'
import { EntryGrid } from '../components/entry-grid'
import { SignInCard } from '../components/sign-in-card'
import { expiryNotice, viewEventName, waitNotice } from '../rules'
import { track } from '../track'
import { useSignIn } from '../use-sign-in'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

const PRO_NAME = '积分首页'
const ENTRY_PATHS: Record<string, string> = {
  details: PATHS.pointsDetails,
  wait: PATHS.pointsWait,
  mall: PATHS.pointsMall,
  rights: PATHS.interestsDetails,
}

/** /pointsHome and its New/Old/OldLocal/Local variants (marketing §2.12, §3 Points expiry, §7.4). */
export default function PointsHomePage() {
  const userId = useUserId()
  const navigate = useNavigate()
  const channel = currentChannel()
  const info = useRequest(() => getPointsInfo({ user_id: userId }), [userId])
  const sign = useSignIn(userId, info.reload)
  const banners = useRequest(() => getBannerList('pointsMall', channel, { silent: true }), [channel])

  useEffect(() => {
    track(PRO_NAME, viewEventName('home', channel))
  }, [channel])

  if (info.loading && !info.data) return <PageLoading />
  if (info.error && !info.data) return <PageError onRetry={info.reload} />

  const open = (key: string) => {
    const path = ENTRY_PATHS[key]
    if (!path) return
    track(
      PRO_NAME,
      key === 'details' ? '积分明细' : key === 'wait' ? '待领积分' : key === 'mall' ? '积分商城' : '权益',
    )
    navigate(path)
  }
  const expiry = expiryNotice(info.data)
  const wait = waitNotice(info.data)
  const onSign = () => {
    track(PRO_NAME, '签到')
    void sign.sign()
  }

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
        <SignInCard
          info={sign.data}
          busy={sign.busy}
          error={!!sign.error}
          onSign={onSign}
          onRetry={sign.reload}
        />
        <EntryGrid onOpen={open} />
        {!!banners.data?.length && (
          <BannerCarousel
            className={styles.banner}
            banners={banners.data}
            height={120}
            onNavigate={(url) => {
              track(PRO_NAME, 'banner')
              followTarget(url, navigate)
            }}
          />
        )}
      </div>
      <RiskFooter />
    </main>
  )
}
