import { useSearchParams } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { useTransDetail } from '@/api/catalogue/trades-queries'
import { formatDate } from '@/shared/lib/dates'
import { formatMoney, formatNav } from '@/shared/lib/format'
import { EmptyState, PageLoading, RiskFooter } from '@/shared/ui'
import { busiLabel } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from '../components/holdings.module.css'

/** /tradeDetail?serialNo=: one trading record (marketing §2.7). */
export default function TradeDetailPage() {
  const [params] = useSearchParams()
  const serialNo = params.get('serialNo') ?? ''
  const phone = signedIn().phone
  const enabled = phone !== '' && serialNo !== ''
  const detail = useTransDetail(phone, serialNo, { enabled, call: { noToast: true } })

  if (enabled && detail.isPending) return <PageLoading />
  const t = enabled ? detail.data : undefined
  // An answer without a serial number names no trade (catalogue §3 Transaction).
  if (detail.error || !t || !t.serialNo)
    return (
      <main className={styles.page}>
        <EmptyState message={T.tradeDetailMissing} />
        <RiskFooter />
      </main>
    )
  const rows: [string, string][] = [
    ['产品名称', t.prodName || '--'],
    ['产品代码', t.prodCode || '--'],
    ['业务类型', busiLabel(t)],
    ['申请日期', formatDate(t.appDate)],
    ['确认日期', formatDate(t.cfmDate)],
    ['确认净值', formatNav(t.cfmNav)],
    ['确认份额', formatMoney(t.cfmVol)],
    ['确认金额(元)', formatMoney(t.cfmAmt)],
    ['手续费(元)', formatMoney(t.charge)],
    ['交易状态', t.cfmStatusStr || '--'],
    ['交易流水号', t.serialNo || '--'],
  ]
  return (
    <main className={styles.page}>
      <section className={`${styles.card} ${styles.list}`} style={{ marginTop: 12 }}>
        <div className={styles.detailHead}>
          <p className={styles.tradeSub}>
            {busiLabel(t)} · {t.cfmStatusStr || '--'}
          </p>
          <p className={styles.detailAmt}>{formatMoney(t.cfmAmt)}</p>
        </div>
        <dl className={styles.detail}>
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <RiskFooter />
    </main>
  )
}
