import { useEffect, useState } from 'react'
import { Tabs } from 'antd-mobile'
import { Navigate } from 'react-router-dom'
import { href, PATHS } from '@/shared/lib/paths'
import { PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { AccessBlocked } from '../components/access-blocked'
import { AssetsHeader } from '../components/assets-header'
import { DistributorList } from '../components/distributor-list'
import { PiePanel } from '../components/pie-panel'
import { holdingsFailure } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import { useHiddenAmounts, useHoldings } from '../use-holdings'
import styles from '../components/holdings.module.css'

type Tab = 'list' | 'pie'

/** All-channel holdings /allChannelAssets (marketing §2.7, §4.1, §4.8, §8). */
export default function AllChannelAssetsPage() {
  const state = useHoldings()
  const [hidden, toggleHidden] = useHiddenAmounts()
  const [tab, setTab] = useState<Tab>('list')
  useEffect(() => {
    if (state.status === 'ready') window.scrollTo?.(0, 0)
  }, [state.status])

  if (state.status === 'loading') return <PageLoading />
  if (state.status === 'error') return <PageError error={state.error} onRetry={state.reload} />
  // The tip takes this page's place in history: Back leaves it for the page before (reloading holdings
  // would fail again and push the tip again), and its 重新加载 puts this page back in its place.
  if (state.status === 'failed')
    return (
      <Navigate
        to={href(PATHS.allChannelAssetsFailTip, { data: 1 })}
        replace
        state={holdingsFailure(state.network)}
      />
    )
  if (state.status === 'blocked')
    return (
      <main className={styles.page}>
        <AccessBlocked access={state.access} />
        <RiskFooter />
      </main>
    )

  const { assets, shares } = state
  return (
    <main className={styles.page}>
      <AssetsHeader assets={assets} hidden={hidden} onToggle={toggleHidden} />
      <div className={styles.body}>
        <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} className={styles.tabs}>
          <Tabs.Tab key="list" title={T.tabList} />
          <Tabs.Tab key="pie" title={T.tabPie} />
        </Tabs>
        {tab === 'list' ? (
          <DistributorList records={assets.records} hidden={hidden} />
        ) : (
          <PiePanel shares={shares} hidden={hidden} />
        )}
      </div>
      <RiskFooter />
    </main>
  )
}
