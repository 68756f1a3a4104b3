import { RightOutline } from 'antd-mobile-icons'
import { useNavigate } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { useTradingRecord } from '@/api/catalogue/trades-queries'
import { formatDate } from '@/shared/lib/dates'
import { formatMoney } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { VirtualRows } from '../components/virtual-rows'
import { busiLabel } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from '../components/holdings.module.css'

/** A trade row's height (px, with the line between rows); the windowed list measures it. */
const TRADE_ROW_HEIGHT = 65

/** /tradeHistory: the user's trading records (marketing §2.7), windowed like the holdings. */
export default function TradeHistoryPage() {
  const navigate = useNavigate()
  const phone = signedIn().phone
  // Without a phone there are no trades to ask for: the empty history.
  const list = useTradingRecord({ phone }, { enabled: phone !== '' })

  if (phone && list.isPending) return <PageLoading />
  if (phone && list.error) return <PageError error={list.error} onRetry={() => void list.refetch()} />
  const rows = phone ? (list.data ?? []) : []
  return (
    <main className={styles.page}>
      <h1 className={styles.pageTitle}>交易记录</h1>
      {rows.length === 0 ? (
        <EmptyState message={T.tradeEmpty} />
      ) : (
        <section className={`${styles.card} ${styles.list}`}>
          <VirtualRows items={rows} estimate={TRADE_ROW_HEIGHT}>
            {(t) => (
              <button
                type="button"
                className={styles.tradeRow}
                disabled={!t.serialNo}
                onClick={() => navigate(href(PATHS.tradeDetail, { serialNo: t.serialNo }))}
              >
                <span className={styles.tradeMain}>
                  <span className={styles.tradeName}>
                    {busiLabel(t)} · {t.prodName || t.prodCode || '--'}
                  </span>
                  <span className={styles.tradeSub}>{formatDate(t.appDate)}</span>
                </span>
                <span className={styles.tradeSide}>
                  <span className={styles.tradeAmt}>{formatMoney(t.cfmAmt)}</span>
                  <span className={styles.status}>{t.cfmStatusStr || '--'}</span>
                </span>
                <RightOutline className={styles.rowArrow} aria-hidden />
              </button>
            )}
          </VirtualRows>
        </section>
      )}
      <RiskFooter />
    </main>
  )
}
