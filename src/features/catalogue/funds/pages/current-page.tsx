import { useNavigate } from 'react-router-dom'
import { useRecommendedGroups } from '@/api/catalogue/recommend-queries'
import { useConfigPictures } from '@/api/config-queries'
import { PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { BannerCarousel } from '@/shared/ui/banner-carousel'
import { followLink } from '@/shared/ui/follow-link'
import { FourPageTabs } from '../components/four-page-tabs'
import { RecommendList } from '../components/recommend-list'
import { SearchEntry } from '../components/search-entry'
import { useBanners } from '../use-banners'
import styles from './four-page.module.css'

/** /fourPage/current: search, banner carousel (3 s), hot picture and recommended groups (catalogue §2.7). */
export default function CurrentPage() {
  const navigate = useNavigate()
  const follow = (url: string) => void followLink(url, navigate)
  const banners = useBanners('h5_current', '1')
  const hot = useConfigPictures('h5_redian', '0', { call: { silent: true, noToast: true } })
  const groups = useRecommendedGroups('1')
  const hotPic = (hot.data ?? []).find((p) => p.pic)
  const list = [...(groups.data ?? [])].sort((a, b) => a.sort - b.sort)

  return (
    <main className={styles.page}>
      <FourPageTabs active={PATHS.current} />
      <div className={styles.search}>
        <SearchEntry onOpen={() => navigate(PATHS.search1)} />
      </div>
      {banners.data && banners.data.length > 0 && (
        <div className={styles.banner}>
          <BannerCarousel banners={banners.data} onNavigate={follow} height={130} />
        </div>
      )}
      {hotPic && (
        <button
          type="button"
          className={styles.hot}
          onClick={() => hotPic.jumpTarget && follow(hotPic.jumpTarget)}
          aria-label={hotPic.title || '热点'}
        >
          <img src={hotPic.pic} alt={hotPic.title || ''} />
        </button>
      )}
      {list.map((g) => (
        <RecommendList key={g.columnCode} columnCode={g.columnCode} title={g.columnName} />
      ))}
      <RiskFooter />
    </main>
  )
}
