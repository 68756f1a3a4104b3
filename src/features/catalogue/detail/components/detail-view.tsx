import { lazy, useId, useState } from 'react'
import { Button } from 'antd-mobile'
import type { MarketDetail } from '@/api/catalogue/detail'
import { WhenOpened } from '@/shared/lib/opened-once'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { TabBar, tabId, tabPanelId } from '@/shared/ui/tab-bar'
import { BenchmarkDisclosure } from '../../benchmark-disclosure'
import { detailTabsFor, headlineKind, isNavHidden, TAB_TITLES, type DetailTab } from '../rules'
import { DETAIL_TEXT } from '../texts'
import { useDetailQuery, useMarketDetail } from '../use-market-detail'
import { BasicInfo } from './basic-info'
import { DetailHeader, type ExplainKind } from './detail-header'
import { BenchmarkHistory, ChannelList, PerformanceTable } from './history-sections'
import { NavHistory } from './nav-history'
import styles from './detail.module.css'

// The explanation sheet loads on its first opening: not part of a first visit.
const ExplainPopup = lazy(() => import('./explain-popup').then((m) => ({ default: m.ExplainPopup })))

export type DetailVariant = 'app' | 'web'

const EXPLAIN_TITLES: Record<ExplainKind, string> = {
  benchmark: '业绩比较基准说明',
  tip: '温馨提示',
  annualised: '年化收益率说明',
}

/**
 * What each popup explains (catalogue §2.6 "benchmark explanation, tip text, annualised-return
 * explanation"): the tip is the tip text call (getRiskWarning); the benchmark is the product's own
 * `benchmarksBasisCal` (how the benchmark was worked out); the annualised return is the detail's
 * `intervalYearIncomeDesc`. Each says 暂无说明 when its text is missing. undefined = loaded (the tip).
 */
function explainTextOf(
  kind: ExplainKind,
  detail: Pick<MarketDetail, 'benchmarksBasisCal' | 'intervalYearIncomeDesc'>,
): string | undefined {
  if (kind === 'benchmark') return detail.benchmarksBasisCal.trim()
  if (kind === 'annualised') return detail.intervalYearIncomeDesc.trim()
  return undefined
}

/** The market product detail (catalogue §2.6, §4.5); the web variant only changes the frame. */
export function DetailView({ variant }: { variant: DetailVariant }) {
  const query = useDetailQuery()
  const state = useMarketDetail(query)
  const frame = (content: React.ReactNode) => (
    <main className={variant === 'web' ? `${styles.page} ${styles.web}` : styles.page}>
      {variant === 'web' && (
        <header className={styles.webBar}>
          <span className={styles.webLogo} aria-hidden="true" />
          <span>产品信息查询</span>
        </header>
      )}
      {content}
      <RiskFooter className={styles.footer} />
    </main>
  )

  if (state.status === 'loading') return <PageLoading />
  if (state.status === 'channelOnly') return frame(<ChannelOnlyOverlay />)
  if (state.status === 'empty') return frame(<EmptyState message={DETAIL_TEXT.noProduct} />)
  if (state.status === 'error')
    return frame(<PageError message={DETAIL_TEXT.loadFailed} error={state.error} onRetry={state.reload} />)
  return frame(<DetailContent detail={state.detail} places={state.places} />)
}

function DetailContent({ detail, places }: { detail: MarketDetail; places: number }) {
  const navHidden = isNavHidden(detail.prodCode)
  const { tabs, defaultTab, showTabs } = detailTabsFor(detail, navHidden)
  const [active, setActive] = useState<DetailTab>(defaultTab)
  // A section once shown stays mounted (hidden) so that going back to it keeps its range and chart.
  const [visited, setVisited] = useState<ReadonlySet<DetailTab>>(() => new Set([defaultTab]))
  const tabsId = useId()
  const show = (tab: DetailTab) => {
    setActive(tab)
    setVisited((seen) => (seen.has(tab) ? seen : new Set(seen).add(tab)))
  }
  const [explain, setExplain] = useState<ExplainKind | null>(null)
  const kind = headlineKind(detail.productType)
  const explainText = explain ? explainTextOf(explain, detail) : undefined

  const panel = (tab: DetailTab) => {
    switch (tab) {
      case 'nav':
        return <NavHistory prodCode={detail.prodCode} kind={kind} places={places} />
      case 'performance':
        return <PerformanceTable detail={detail} />
      case 'channel':
        return <ChannelList list={detail.distributorInfoList} />
      case 'benchmark':
        return <BenchmarkHistory tab={detail.hisDatumTab} />
    }
  }

  return (
    <>
      <DetailHeader detail={detail} places={places} hideFigures={navHidden} onExplain={setExplain} />
      <section className={`${styles.card} ${styles.tabsCard}`} aria-label={DETAIL_TEXT.dataCard}>
        {showTabs ? (
          <>
            <TabBar
              label={DETAIL_TEXT.dataCard}
              look="compact"
              items={tabs.map((t) => ({ key: t, title: TAB_TITLES[t] }))}
              active={active}
              onChange={show}
              panelId={tabsId}
            />
            {tabs
              .filter((t) => visited.has(t))
              .map((t) => (
                <div
                  key={t}
                  role="tabpanel"
                  id={tabPanelId(tabsId, t)}
                  aria-labelledby={tabId(tabsId, t)}
                  hidden={t !== active}
                  className={styles.tabPanel}
                >
                  {panel(t)}
                </div>
              ))}
          </>
        ) : (
          <>
            <h2 className={styles.cardTitle}>{DETAIL_TEXT.tabChannel}</h2>
            <div className={styles.plainPanel}>
              <ChannelList list={detail.distributorInfoList} />
            </div>
          </>
        )}
      </section>
      <BasicInfo detail={detail} onBenchmark={() => setExplain('benchmark')} />
      <WhenOpened open={explain !== null}>
        <ExplainPopup
          title={explain ? EXPLAIN_TITLES[explain] : ''}
          text={explainText}
          tipOf={explain === 'tip' ? { prodCode: detail.prodCode, prodType: detail.productType } : undefined}
          visible={explain !== null}
          onClose={() => setExplain(null)}
          footnote={explain === 'benchmark' ? <BenchmarkDisclosure /> : undefined}
        />
      </WhenOpened>
    </>
  )
}

/** catalogue §8: code 9998 — private placements and channel-only products are viewed in the purchase channel. */
function ChannelOnlyOverlay() {
  const back = () => {
    if (window.history.length > 1) window.history.back()
  }
  return (
    // Own mask rather than antd-mobile's Mask, which hides its content from screen readers (aria-hidden).
    <div className={styles.overlayMask}>
      <div
        className={styles.overlay}
        role="alertdialog"
        aria-modal="true"
        aria-label={DETAIL_TEXT.viewInChannel}
      >
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="#fdecec" />
          <path d="M24 13v14" stroke="#d4282d" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx="24" cy="34" r="2.2" fill="#d4282d" />
        </svg>
        <p className={styles.overlayText}>{DETAIL_TEXT.viewInChannel}</p>
        <Button block shape="rounded" color="primary" className={styles.overlayButton} onClick={back}>
          返回
        </Button>
      </div>
    </div>
  )
}
