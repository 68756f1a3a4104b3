import { useNavigate, useSearchParams } from 'react-router-dom'
import { PageLoading, EmptyState, RiskFooter } from '@/shared/ui'
import { useTradeGate } from '../../trade-gate'
import { BuyBar } from '../components/buy-bar'
import { FundChartCard } from '../components/fund-chart-card'
import { FundHeader } from '../components/fund-header'
import { FundLinks } from '../components/fund-links'
import { RecentNetValues } from '../components/recent-net-values'
import { isMoneyFund, isOnSale, saleStatusText } from '../rules'
import { TEXTS } from '../texts'
import { useFundDetail } from '../use-fund-detail'
import styles from './fund-detail-page.module.css'

/**
 * /fundDetail, /fundDetailOpen and /fundDetailCurrency (query fundCode, fundType): header, chart,
 * recent values, links to archive, prospectus and history, and the buy button behind the trade gate
 * (catalogue §2.7, §4.7). Figures follow the fund's own type, so a mis-routed link still reads right.
 */
export default function FundDetailPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const fundCode = (params.get('fundCode') ?? '').trim()
  const { detail, error, loading, unit, setUnit, busy } = useFundDetail(fundCode, TEXTS.detailFailed)
  const gate = useTradeGate()

  if (loading) return <PageLoading />
  if (error || !detail)
    return (
      <main className={styles.page}>
        <EmptyState message={error || TEXTS.detailFailed} />
        <RiskFooter />
      </main>
    )

  const money = isMoneyFund(detail)
  const offSale = isOnSale(detail.fundStatus) ? null : detail.reason || saleStatusText(detail.fundStatus)
  return (
    <main className={styles.page}>
      <div className={styles.hero} aria-hidden="true" />
      <FundHeader fund={detail} />
      <FundChartCard
        money={money}
        points={detail.productTrendDtos}
        unit={unit}
        onUnitChange={setUnit}
        busy={busy}
      />
      <RecentNetValues fund={detail} onMore={(to) => navigate(to)} />
      <FundLinks fund={detail} onNavigate={(to) => navigate(to)} />
      <RiskFooter className={styles.footer} />
      <BuyBar
        disabledText={offSale}
        loading={gate.checking}
        // All checks passed: on to the customer's direct-sales store (catalogue §4.7 "proceed to trade").
        onBuy={() => void gate.runGate()}
      />
    </main>
  )
}
