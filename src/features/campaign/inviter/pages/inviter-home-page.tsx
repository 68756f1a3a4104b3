import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router-dom'
import { useBanners } from '@/api/config-queries'
import { useAfterPaint } from '@/shared/lib/after-paint'
import { currentChannel } from '@/shared/lib/channel'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { InSlices } from '@/shared/ui/in-slices'
import { canExchange, useVisitTracking, variantForPath } from '../../common'
import { CoinBox } from '../components/coin-box'
import { ContactCard } from '../components/contact-card'
import { Hero } from '../components/hero'
import styles from '../components/home.module.css'
import { CoinExplainer, IntroCard, StepsCard } from '../components/info-cards'
import { InviterOverlays } from '../components/inviter-overlays'
import { MainButton } from '../components/main-button'
import { PageImage } from '../components/page-image'
import { ProgressCard } from '../components/progress-card'
import { useShare } from '../share/use-share'
import { useInviterHome } from '../use-inviter-home'
import { useInviterOverlays } from '../use-inviter-overlays'

// The points-mall banners sit at the foot of the page: their carousel (swiper) loads once the page has
// painted and there are banners to show, not on the way to the page's first paint.
const BannerCarousel = lazy(() =>
  import('@/shared/ui/banner-carousel').then((m) => ({ default: m.BannerCarousel })),
)

/** marketing §2.1: the inviter home, /mgmfour and its Sc variant /mgmfournew. */
export default function InviterHomePage() {
  const variant = variantForPath(useLocation().pathname)
  const data = useInviterHome(variant)
  const { user, page, home } = data
  const opened = user.state === 'opened'
  // The share card and WeChat's SDK once the home is drawn (not on the way to its first paint).
  const share = useShare(variant, user.userId, opened && !data.loading)
  const ctl = useInviterOverlays(variant, data, share)
  // §6, §7.7: a home opened from a staff member's forwarded link is tracked as that staff forward.
  useVisitTracking({ ready: !user.loading, pageFlag: variant.inviterFlag, visitorId: user.userId })
  const bannersDue = useAfterPaint(!data.loading)

  // The overlays stay at one place in the tree while the page loads and once it is drawn, so that the story,
  // which opens while the page loads (useInviterOverlays), is not mounted again when the page is drawn under
  // it. An error view is shown alone: no popup opens over it.
  const overlays = <InviterOverlays variant={variant} data={data} share={share} ctl={ctl} />
  if (data.loading)
    return (
      <>
        <PageLoading />
        {overlays}
      </>
    )
  if (user.error || page.error || !page.config)
    return (
      <>
        <PageError
          message="活动信息加载失败，请稍后重试"
          error={user.error || page.error}
          onRetry={() => {
            user.reload()
            page.reload()
          }}
        />
      </>
    )
  if (data.homeError)
    return (
      <>
        <PageError message="活动数据加载失败，请稍后重试" error={data.homeError} onRetry={data.reloadHome} />
      </>
    )

  return (
    <>
      <main className={styles.page} data-variant={variant.key}>
        <Hero
          variant={variant}
          inviterName={opened ? home?.inviterName : ''}
          onRule={ctl.openRule}
          onRecord={ctl.openRecords}
        />
        <MainButton form={data.buttonForm} onClick={ctl.mainAction} />
        {/* Below the first screen: drawn in slices one step after the hero and its button, so that the
            page's first render is not one long task (docs/decisions/036-below-the-first-screen-in-slices.md). */}
        <InSlices>
          <div className={styles.sections}>
            <PageImage variant={variant} config={page.config} />
            {opened && home && (
              <CoinBox
                home={home}
                canExchange={canExchange(home.canUseXyj, data.exchangeThreshold)}
                threshold={data.exchangeThreshold}
                onExchange={ctl.openExchange}
              />
            )}
            <ProgressCard home={opened ? home : undefined} onProgress={ctl.openProgress} />
            <StepsCard />
            <IntroCard html={page.config.richText.content} />
            <ContactCard enabled={data.special} />
            <CoinExplainer text={home?.xyj_description} />
            <FootBanners due={bannersDue} />
            <RiskFooter className={styles.footer} />
          </div>
        </InSlices>
      </main>
      {overlays}
    </>
  )
}

/**
 * The points-mall banners at the foot of the page, asked for once the page has painted. Their answer draws
 * this part alone, not the page again. A failure shows no banners (no error view for them).
 */
function FootBanners({ due }: { due: boolean }) {
  const { data: banners } = useBanners('pointsMall', currentChannel(), {
    enabled: due,
    call: { silent: true, noToast: true },
  })
  if (!due || !banners?.length) return null
  return (
    <Suspense fallback={null}>
      <BannerCarousel banners={banners} className={styles.banner} />
    </Suspense>
  )
}
