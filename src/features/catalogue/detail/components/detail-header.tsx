import type { MarketDetail } from '@/api/catalogue/detail'
import { formatDate } from '@/shared/lib/dates'
import {
  EMPTY_TEXT,
  formatFractionYield,
  formatNav,
  formatPercent,
  formatPerTenThousand,
  formatStartAmount,
  rateTone,
} from '@/shared/lib/format'
import { BenchmarkDisclosure } from '../../benchmark-disclosure'
import { annualisedFigures, headlineKind, raiseTag, subsEndText } from '../rules'
import { InfoButton } from './info-button'
import styles from './detail.module.css'

export type ExplainKind = 'benchmark' | 'tip' | 'annualised'

export interface DetailHeaderProps {
  detail: MarketDetail
  places: number
  /** The hard-coded product shows -- for its figures (catalogue §4.5). */
  hideFigures: boolean
  onExplain: (kind: ExplainKind) => void
}

const text = (v: string) => v.trim() || EMPTY_TEXT
const tone = (v: string | null) => styles[rateTone(v)]

function Figure({
  label,
  value,
  className,
  info,
}: {
  label: string
  value: string
  className?: string
  info?: React.ReactNode
}) {
  return (
    <div className={styles.figure}>
      <span className={`${styles.figureValue} ${className ?? ''}`}>{value}</span>
      <span className={styles.figureLabel}>
        {label}
        {info}
      </span>
    </div>
  )
}

/** Name, code, tags and the headline figures by product type (catalogue §2.6, §4.5, §9.2). */
export function DetailHeader({ detail, places, hideFigures, onExplain }: DetailHeaderProps) {
  const kind = headlineKind(detail.productType)
  const tag = raiseTag(detail.raiseType)
  const dash = (v: string) => (hideFigures ? EMPTY_TEXT : v)
  const navDate = formatDate(detail.navDate)
  const tipButton = <InfoButton label="查看说明" onClick={() => onExplain('tip')} />

  return (
    <section className={styles.header} aria-label="产品概况">
      <h1 className={styles.name}>
        {detail.prodNameShort.trim() || detail.prodName.trim() || detail.prodCode || EMPTY_TEXT}
      </h1>
      <div className={styles.tags}>
        <span className={styles.code}>{detail.prodCode || EMPTY_TEXT}</span>
        {tag && <span className={tag === '私募' ? styles.tagPrivate : styles.tagPublic}>{tag}</span>}
        {detail.respProductTypeStr && <span className={styles.tag}>{detail.respProductTypeStr}</span>}
        {detail.riskLevelStr && <span className={styles.tagRisk}>{detail.riskLevelStr}</span>}
      </div>

      {kind === 'money' && (
        <>
          <div className={styles.figures}>
            <Figure
              label="七日年化收益率"
              value={dash(formatFractionYield(detail.sevenDaysIncomeRate))}
              className={`${styles.lead} ${hideFigures ? '' : tone(detail.sevenDaysIncomeRate)}`}
              info={tipButton}
            />
            <Figure label="万份收益(元)" value={dash(formatPerTenThousand(detail.outTenThousandIncomeAmt))} />
          </div>
          <p className={styles.asOf}>收益日期：{dash(navDate)}</p>
        </>
      )}

      {kind === 'nav' && (
        <>
          <div className={styles.figures}>
            <Figure
              label="单位净值"
              value={dash(formatNav(detail.nav, places))}
              className={styles.lead}
              info={tipButton}
            />
            <Figure label="累计净值" value={dash(formatNav(detail.totalNav, places))} />
          </div>
          <p className={styles.asOf}>净值日期：{dash(navDate)}</p>
          <AnnualisedRow detail={detail} hide={hideFigures} onExplain={() => onExplain('annualised')} />
        </>
      )}

      {kind === 'fundraising' && <FundraisingFigures detail={detail} onExplain={onExplain} />}
    </section>
  )
}

function FundraisingFigures({ detail, onExplain }: Pick<DetailHeaderProps, 'detail' | 'onExplain'>) {
  const subs = subsEndText(detail.subsEndDays)
  return (
    <>
      <div className={styles.figures}>
        <Figure
          label="业绩比较基准"
          value={text(detail.benchmarks)}
          className={`${styles.lead} ${styles.benchmarkValue}`}
          info={<InfoButton label="业绩比较基准说明" onClick={() => onExplain('benchmark')} />}
        />
      </div>
      <BenchmarkDisclosure basis={detail.benchmarksBasisCal} />
      <div className={styles.raiseBar}>
        <span className={styles.raiseLabel}>募集期</span>
        {subs?.days != null ? (
          <span className={styles.raiseValue}>
            距募集结束还剩<strong className={styles.raiseDays}>{subs.days}</strong>天
          </span>
        ) : (
          <span className={styles.raiseValue}>{subs?.text ?? EMPTY_TEXT}</span>
        )}
        <span className={styles.raiseEnd}>截止 {formatDate(detail.subsEndDate)}</span>
      </div>
      <p className={styles.asOf}>起购金额：{formatStartAmount(detail.minSubsP)}</p>
    </>
  )
}

function AnnualisedRow({
  detail,
  hide,
  onExplain,
}: {
  detail: MarketDetail
  hide: boolean
  onExplain: () => void
}) {
  const figures = annualisedFigures(detail)
  return (
    <div className={styles.annualised}>
      <div className={styles.annualisedHead}>
        <span>年化收益表现</span>
        <InfoButton label="年化收益率说明" onClick={onExplain} />
      </div>
      <ul className={styles.annualisedList}>
        {figures.map((f) => (
          <li key={f.key}>
            <span className={`${styles.annualisedValue} ${hide ? '' : tone(f.rate)}`}>
              {hide ? EMPTY_TEXT : formatPercent(f.rate)}
            </span>
            <span className={styles.annualisedTitle}>{f.title}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
