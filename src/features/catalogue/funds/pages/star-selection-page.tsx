import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Tabs } from 'antd-mobile'
import type { RecommendedGroup } from '@/api/catalogue/recommend'
import { useRecommendedGroups } from '@/api/catalogue/recommend-queries'
import { PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { BannerCarousel } from '@/shared/ui/banner-carousel'
import { followLink } from '@/shared/ui/follow-link'
import { FourPageTabs } from '../components/four-page-tabs'
import { RecommendList } from '../components/recommend-list'
import { useBanners } from '../use-banners'
import styles from './four-page.module.css'

const byPosition = (groups: readonly RecommendedGroup[], position: RecommendedGroup['position']) =>
  groups.filter((g) => g.position === position).sort((a, b) => a.sort - b.sort)

/** /fourPage/starSelection: banner, tabs of head products, middle and bottom groups (catalogue §2.7). */
export default function StarSelectionPage() {
  const navigate = useNavigate()
  const banners = useBanners('h5_starSelection', '2')
  const groups = useRecommendedGroups('2')
  const all = groups.data ?? []
  const head = byPosition(all, 'head')
  const [tab, setTab] = useState<string | null>(null)
  const activeHead = head.find((g) => g.columnCode === tab) ?? head[0]

  return (
    <main className={styles.page}>
      <FourPageTabs active={PATHS.starSelection} />
      {banners.data && banners.data.length > 0 && (
        <div className={styles.banner}>
          <BannerCarousel
            banners={banners.data}
            onNavigate={(url) => void followLink(url, navigate)}
            height={130}
          />
        </div>
      )}
      {activeHead && (
        <section className={styles.headCard} aria-label="精选产品">
          <Tabs activeKey={activeHead.columnCode} onChange={setTab} className={styles.headTabs}>
            {head.map((g) => (
              <Tabs.Tab key={g.columnCode} title={g.columnName} />
            ))}
          </Tabs>
          <RecommendList key={activeHead.columnCode} columnCode={activeHead.columnCode} />
        </section>
      )}
      {[...byPosition(all, 'middle'), ...byPosition(all, 'bottom')].map((g) => (
        <RecommendList key={g.columnCode} columnCode={g.columnCode} title={g.columnName} />
      ))}
      <RiskFooter />
    </main>
  )
}
