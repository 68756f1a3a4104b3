import { Tabs } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import type { AppPath } from '@/shared/lib/paths'
import { FOUR_PAGE_TABS } from '../rules'
import styles from './four-page-tabs.module.css'

/** The two tabs of /fourPage; each tab is its own child route (catalogue §2.1). */
export function FourPageTabs({ active }: { active: AppPath }) {
  const navigate = useNavigate()
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => key !== active && navigate(key, { replace: true })}
      className={styles.tabs}
    >
      {FOUR_PAGE_TABS.map((t) => (
        <Tabs.Tab key={t.path} title={t.title} />
      ))}
    </Tabs>
  )
}
