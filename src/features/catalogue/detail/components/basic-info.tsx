import type { MarketDetail } from '@/api/catalogue/detail'
import { formatDate } from '@/shared/lib/dates'
import { EMPTY_TEXT, formatStartAmount } from '@/shared/lib/format'
import { BenchmarkDisclosure } from '../../benchmark-disclosure'
import { headlineKind } from '../rules'
import { InfoButton } from './info-button'
import styles from './detail.module.css'

const text = (v: string) => v.trim() || EMPTY_TEXT

/** Basic information (catalogue §2.6); every missing value shows --. */
export function BasicInfo({ detail, onBenchmark }: { detail: MarketDetail; onBenchmark: () => void }) {
  const rows: [string, React.ReactNode][] = [
    ['产品代码', text(detail.prodCode)],
    ['登记编码', text(detail.registCode)],
    ['产品类型', text(detail.respProductTypeStr)],
    ['募集方式', text(detail.raiseTypeStr)],
    ['风险等级', text(detail.riskLevelStr)],
    ['起购金额', formatStartAmount(detail.minSubsP)],
    ['成立日期', formatDate(detail.establishDateStr)],
  ]
  const fundraising = headlineKind(detail.productType) === 'fundraising'
  if (fundraising) rows.push(['募集结束日', formatDate(detail.subsEndDate)])
  rows.push([
    '业绩比较基准',
    <span className={styles.infoValueWithIcon}>
      {text(detail.benchmarks)}
      <InfoButton label="业绩比较基准说明" onClick={onBenchmark} />
    </span>,
  ])
  return (
    <section className={styles.card} aria-labelledby="basic-info-title">
      <h2 id="basic-info-title" className={styles.cardTitle}>
        基本信息
      </h2>
      <dl className={styles.infoList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.infoRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* A fundraising headline already shows the basis beside its benchmark. */}
      <BenchmarkDisclosure basis={fundraising ? '' : detail.benchmarksBasisCal} />
    </section>
  )
}
