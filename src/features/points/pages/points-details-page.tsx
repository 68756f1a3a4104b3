import { Tabs } from 'antd-mobile'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { usePointsInfo } from '@/api/points-queries'
import { href, PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { RecordsTab } from '../components/records-tab'
import { pointsText } from '../rules'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

const TABS = [
  { key: '', title: '全部' },
  { key: '1', title: '获得' },
  { key: '2', title: '使用' },
] as const

type TabKey = (typeof TABS)[number]['key']

const isTab = (key: string | null): key is TabKey => TABS.some((t) => t.key === key)

/**
 * /pointsDetails and /pointsHistory: the balance and the paged records by change type. The tab is in the
 * address (`?type=1|2`; 我的兑换 opens 使用), so coming back from a record keeps it.
 */
export default function PointsDetailsPage() {
  const userId = useUserId()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const type = params.get('type')
  const tab: TabKey = isTab(type) ? type : ''
  const setTab = (key: TabKey) => setParams(key ? { type: key } : {}, { replace: true })
  const info = usePointsInfo(userId, { call: { silent: true } })

  return (
    <main className={styles.page}>
      <section className={styles.summary} aria-label="积分余额">
        <div>
          <div className={styles.muted}>可用积分</div>
          <div className={styles.summaryValue}>{pointsText(info.data?.integral)}</div>
        </div>
        <button type="button" className={styles.entry} onClick={() => navigate(PATHS.pointsWait)}>
          <span className={styles.strong}>{pointsText(info.data?.waitValue)}</span>
          <span className={styles.muted}>待领积分 ›</span>
        </button>
      </section>
      <Tabs className={styles.tabs} activeKey={tab} onChange={(k) => setTab(k as TabKey)}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <RecordsTab
        key={tab}
        userId={userId}
        changeType={tab}
        onOpen={(r) => navigate(href(PATHS.pointsDetailsInfo, { id: r.id }), { state: r })}
      />
      <RiskFooter />
    </main>
  )
}
