import { lazy, useState } from 'react'
import type { Distributor } from '@/api/catalogue/shared'
import type { HisDatumTab, MarketDetail } from '@/api/catalogue/detail'
import { formatDate } from '@/shared/lib/dates'
import { EMPTY_TEXT, formatPercent, rateTone } from '@/shared/lib/format'
import { BenchmarkDisclosure } from '../../benchmark-disclosure'
import { benchmarkPeriod, performanceColumns } from '../rules'
import { DETAIL_TEXT } from '../texts'
import { WhenOpened } from '@/shared/lib/opened-once'
import { DateRange } from '@/shared/ui/date-range'
import { InfoButton } from './info-button'
import styles from './detail.module.css'

// The explanation sheet loads on its first opening: not part of a first visit.
const ExplainPopup = lazy(() => import('./explain-popup').then((m) => ({ default: m.ExplainPopup })))

const tone = (v: string | null) => styles[rateTone(v)]

/** 历史业绩 (catalogue §4.5, §9.1): 时间区间, 区间年化收益率, 区间收益率 (omitted for type 4). */
export function PerformanceTable({ detail }: { detail: MarketDetail }) {
  const columns = performanceColumns(detail.productType)
  const withChange = columns.length === 3
  const [explain, setExplain] = useState<string | null>(null)
  const descs: Record<string, string> = {
    [DETAIL_TEXT.colAnnualised]: detail.intervalYearIncomeDesc,
    [DETAIL_TEXT.colChange]: detail.intervalIncomeDesc,
  }
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
                {descs[c] && <InfoButton label={`${c}说明`} onClick={() => setExplain(c)} />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {detail.hisPerformanceList.map((p, i) => (
            <tr key={`${p.name}-${i}`}>
              <td>
                <span className={styles.periodName}>{p.name || EMPTY_TEXT}</span>
                <span className={styles.periodDates}>
                  {(p.startDate || p.endDate) && (
                    <DateRange from={formatDate(p.startDate)} to={formatDate(p.endDate)} />
                  )}
                </span>
              </td>
              <td className={tone(p.yield ?? p.yieldStr)}>{formatPercent(p.yield ?? p.yieldStr)}</td>
              {withChange && <td className={tone(p.changeRange)}>{formatPercent(p.changeRange)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <WhenOpened open={explain !== null}>
        <ExplainPopup
          title={explain ?? ''}
          text={explain ? descs[explain] : ''}
          visible={explain !== null}
          onClose={() => setExplain(null)}
        />
      </WhenOpened>
    </>
  )
}

/** 销售机构 (catalogue §3 Channel); an entry without a name names no institution and is left out. */
export function ChannelList({ list }: { list: readonly Distributor[] }) {
  const items = list.filter((d) => d.distributorName.trim())
  if (!items.length) return <p className={styles.emptyText}>{DETAIL_TEXT.noData}</p>
  return (
    <ul className={styles.channelList} aria-label="销售机构">
      {items.map((d, i) => (
        <li key={`${d.distributorCode}-${i}`} className={styles.channelItem}>
          <span className={styles.channelIcon} aria-hidden="true">
            {d.distributorName.trim().slice(0, 1)}
          </span>
          <span>{d.distributorName}</span>
        </li>
      ))}
    </ul>
  )
}

/** 历史业绩比较基准 (catalogue §3 hisDatumTab): dates YYYY.MM.DD. */
export function BenchmarkHistory({ tab }: { tab: HisDatumTab }) {
  if (!tab.hisDatumList.length) return <p className={styles.emptyText}>{DETAIL_TEXT.noData}</p>
  const setUp = tab.setUpIncomeRate
  return (
    <div className={styles.benchmark}>
      {setUp && (
        <div className={styles.setUp}>
          <div className={styles.setUpHead}>
            <span>成立以来年化收益率</span>
            <strong className={tone(setUp.rate)}>{formatPercent(setUp.rate)}</strong>
          </div>
          <p className={styles.periodDates}>{benchmarkPeriod(setUp.startDate, setUp.endDate)}</p>
          {setUp.desc && <p className={styles.note}>{setUp.desc}</p>}
        </div>
      )}
      <ol className={styles.datumList}>
        {tab.hisDatumList.map((d, i) => (
          <li key={`${d.startDate}-${i}`} className={styles.datumItem}>
            <div className={styles.datumHead}>
              <span className={styles.datumValue}>{d.benchMark || EMPTY_TEXT}</span>
              <span className={styles.periodDates}>{benchmarkPeriod(d.startDate, d.endDate)}</span>
            </div>
            {d.benchMarkDesc && <p className={styles.note}>{d.benchMarkDesc}</p>}
          </li>
        ))}
      </ol>
      {tab.hisDatumBottomDesc && <p className={styles.bottomDesc}>{tab.hisDatumBottomDesc}</p>}
      <BenchmarkDisclosure />
    </div>
  )
}
