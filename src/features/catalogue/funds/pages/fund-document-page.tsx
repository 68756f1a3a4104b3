import { useSearchParams } from 'react-router-dom'
import { isEmptyFund } from '@/api/catalogue/funds'
import { useFundDetailQuery } from '@/api/catalogue/funds-queries'
import { EMPTY_TEXT, formatStartAmount } from '@/shared/lib/format'
import { EmptyState, PageLoading, RiskFooter } from '@/shared/ui'
import { fundTypeText, hasArchive, riskText } from '../rules'
import { TEXTS } from '../texts'
import styles from './doc-pages.module.css'

/** /fundDocument: the fund's archive (catalogue §2.7); 暂无产品档案信息 when there is none. */
export default function FundDocumentPage() {
  const [params] = useSearchParams()
  const fundCode = (params.get('fundCode') ?? '').trim()
  const req = useFundDetailQuery(fundCode, 1, { enabled: fundCode !== '' })
  if (fundCode && req.isPending) return <PageLoading />
  // No fund code, a failed or an empty answer: no archive to show.
  const fund = req.data
  const archive = fund?.fundArchivesInfo ?? null
  if (!fund || isEmptyFund(fund) || !hasArchive(archive))
    return (
      <main className={styles.page}>
        <EmptyState message={TEXTS.emptyArchive} />
        <RiskFooter />
      </main>
    )
  const rows: [string, string][] = [
    ['基金名称', fund.fundName || EMPTY_TEXT],
    ['基金简称', fund.shortName || EMPTY_TEXT],
    ['基金代码', fund.fundCode || EMPTY_TEXT],
    ['基金类型', fundTypeText(fund)],
    ['风险等级', riskText(archive.risk_level || fund.riskLevelStr)],
    // Minimum amounts as every start amount (catalogue §9.2): N万元 from 10000 on, N元 below, -- missing.
    ['首次购买起点', formatStartAmount(archive.p_first_amt)],
    ['追加购买起点', formatStartAmount(archive.p_app_amt)],
  ]
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-label={TEXTS.archive}>
        <h1 className={styles.title}>{TEXTS.archive}</h1>
        <dl className={styles.rows}>
          {rows.map(([k, v]) => (
            <div key={k} className={styles.row}>
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
