import { useState } from 'react'
import { Tabs } from 'antd-mobile'
import { RiskFooter } from '@/shared/ui'
import { RecommendList } from '../components/recommend-list'
import { CALENDAR_TABS } from '../rules'
import styles from './product-calendar-page.module.css'

/** /productCalendar: tabs 当日开放, 高频开放, 定期开放, 添利宝专区 with their funds (catalogue §2.7). */
export default function ProductCalendarPage() {
  const [tab, setTab] = useState(CALENDAR_TABS[0].columnCode)
  return (
    <main className={styles.page}>
      <div className={styles.banner}>
        <h1>产品日历</h1>
        <p>开放日一目了然，合理安排资金</p>
      </div>
      <Tabs activeKey={tab} onChange={setTab} className={styles.tabs}>
        {CALENDAR_TABS.map((t) => (
          <Tabs.Tab key={t.columnCode} title={t.title} />
        ))}
      </Tabs>
      <div className={styles.list}>
        <RecommendList key={tab} columnCode={tab} />
      </div>
      <RiskFooter />
    </main>
  )
}
