import { lazy, Suspense, useCallback, useMemo, useState, type CSSProperties } from 'react'
import { Skeleton } from 'antd-mobile'
import type { NavRecord } from '@/api/catalogue/shared'
import type { NavQuery, NavQueryUnit } from '@/api/catalogue/detail'
import { useMarketNav } from '@/api/catalogue/detail-queries'
import { formatDate, toYmd8 } from '@/shared/lib/dates'
import { formatFractionYield, formatNav, formatPerTenThousand } from '@/shared/lib/format'
import { useAfterPaint } from '@/shared/lib/after-paint'
import { WhenOpened } from '@/shared/lib/opened-once'
import { toast } from '@/shared/lib/toast'
import { validateDateRange } from '@/shared/lib/validate'
import { SeriesToggle } from '../../chart/series-toggle'
import { chartPoints, chartSeriesFor, chartValueText, type ChartSeries, type HeadlineKind } from '../rules'
import { DETAIL_TEXT, RANGE_CHIPS } from '../texts'
import { firstNavQuery } from '../params'
import styles from './detail.module.css'

type NavRange = { kind: 'unit'; unit: NavQueryUnit } | { kind: 'custom'; start: string; end: string }

export interface NavHistoryProps {
  prodCode: string
  kind: HeadlineKind
  places: number
}

// echarts (~170 KiB gzip) loads after the page's first paint (not on the way to the first
// visit's largest paint), only when a chart is shown.
const NavChart = lazy(() => import('../../chart/nav-chart').then((m) => ({ default: m.NavChart })))

const DatePicker = lazy(() => import('./date-picker').then((m) => ({ default: m.DatePicker })))

const MIN_DATE = new Date(1970, 0, 1)
/**
 * catalogue §5: the date picker shows 5 items of 42 px. antd-mobile's picker is a fixed 300 px (about
 * six 42 px rows under its header) and its wheel fills the body, so the body is sized to exactly five
 * rows (`.picker` in detail.module.css reads --picker-body-height).
 */
const PICKER_VISIBLE_ITEMS = 5
const PICKER_ITEM_HEIGHT = 42
const PICKER_STYLE = {
  '--item-height': `${PICKER_ITEM_HEIGHT}px`,
  '--picker-body-height': `${PICKER_VISIBLE_ITEMS * PICKER_ITEM_HEIGHT}px`,
} as CSSProperties
const TABLE_PAGE = 10
/** The custom range's two date pickers, each mounted on its first opening. */
const PICKER_ENDS = ['start', 'end'] as const

/** 历史净值 (catalogue §4.5, §5): range chips, custom dates, chart toggles, chart and the history table. */
export function NavHistory({ prodCode, kind, places }: NavHistoryProps) {
  const [range, setRange] = useState<NavRange>({ kind: 'unit', unit: 1 })
  const [start, setStart] = useState<Date | null>(null)
  const [end, setEnd] = useState<Date | null>(null)
  const [picking, setPicking] = useState<'start' | 'end' | null>(null)
  const seriesList = chartSeriesFor(kind)
  const [series, setSeries] = useState<ChartSeries>(seriesList[0].key)
  const [shown, setShown] = useState(TABLE_PAGE)

  const query: NavQuery =
    range.kind === 'unit'
      ? { ...firstNavQuery(prodCode), queryUnit: range.unit }
      : { prodCode, startDate: range.start, endDate: range.end }
  // The first range's answer was asked beside the detail (useMarketNavEarly): the cache holds it.
  const nav = useMarketNav(query, { call: { silent: true } })

  /** Shows a range; asking for the one on screen asks its values again. */
  const ask = (next: NavRange) => {
    setShown(TABLE_PAGE)
    if (JSON.stringify(next) === JSON.stringify(range)) void nav.refetch()
    else setRange(next)
  }

  const pickUnit = (unit: NavQueryUnit) => {
    setStart(null)
    setEnd(null)
    ask({ kind: 'unit', unit })
  }

  const runCustom = () => {
    const message = validateDateRange(start, end)
    if (message) return toast(message)
    ask({ kind: 'custom', start: toYmd8(start), end: toYmd8(end) })
  }

  const today = useMemo(() => new Date(), [])
  // The custom range's two ends: each picker keeps the range ordered (start ≤ end ≤ today).
  const pickers = {
    start: { title: '选择开始日期', min: MIN_DATE, max: end ?? today, value: start, onConfirm: setStart },
    end: { title: '选择结束日期', min: start ?? MIN_DATE, max: today, value: end, onConfirm: setEnd },
  }
  const label = seriesList.find((s) => s.key === series)?.label ?? seriesList[0].label
  const formatter = useCallback((v: number) => chartValueText(series, v), [series])
  const points = useMemo(() => chartPoints(nav.data?.productNavPic ?? [], series), [nav.data, series])
  // Range return and drawdown on 累计净值 whichever line is shown: 单位净值 drops at every dividend.
  const cumulative = useMemo(
    () =>
      kind === 'money'
        ? undefined
        : { label: DETAIL_TEXT.totalNav, points: chartPoints(nav.data?.productNavPic ?? [], 'totalNav') },
    [nav.data, kind],
  )
  const rows = nav.data?.productNavList ?? []
  const chartDue = useAfterPaint()

  return (
    <div className={styles.navHistory}>
      <div className={styles.chips} role="group" aria-label="时间区间">
        {RANGE_CHIPS.map((c) => (
          <button
            key={c.unit}
            type="button"
            className={styles.chip}
            aria-pressed={range.kind === 'unit' && range.unit === c.unit}
            onClick={() => pickUnit(c.unit)}
          >
            {c.label}
          </button>
        ))}
      </div>

      <div className={styles.dates}>
        <DateField label={DETAIL_TEXT.startDate} value={start} onOpen={() => setPicking('start')} />
        <span className={styles.dateDash} aria-hidden="true">
          至
        </span>
        <DateField label={DETAIL_TEXT.endDate} value={end} onOpen={() => setPicking('end')} />
        <button type="button" className={styles.queryButton} onClick={runCustom}>
          {DETAIL_TEXT.customQuery}
        </button>
      </div>
      {PICKER_ENDS.map((which) => (
        <WhenOpened key={which} open={picking === which}>
          <DatePicker
            {...pickers[which]}
            visible={picking === which}
            precision="day"
            className={styles.picker}
            style={PICKER_STYLE}
            onClose={() => setPicking(null)}
          />
        </WhenOpened>
      ))}

      <SeriesToggle
        options={seriesList}
        value={series}
        onChange={setSeries}
        className={styles.seriesToggle}
      />

      {nav.isPending ? (
        <ChartSkeleton />
      ) : nav.error ? (
        <div className={styles.chartError} role="alert">
          <span>净值加载失败</span>
          <button type="button" className={styles.linkButton} onClick={() => void nav.refetch()}>
            重新加载
          </button>
        </div>
      ) : (
        <>
          {chartDue ? (
            <Suspense fallback={<ChartSkeleton />}>
              <NavChart
                points={points}
                seriesLabel={label}
                valueFormatter={formatter}
                height={200}
                showMetrics={kind !== 'money'}
                metricsOn={cumulative}
              />
            </Suspense>
          ) : (
            <ChartSkeleton />
          )}
          <NavTable rows={rows.slice(0, shown)} kind={kind} places={places} />
          {rows.length > shown && (
            <button type="button" className={styles.moreButton} onClick={() => setShown((n) => n + 20)}>
              查看更多
            </button>
          )}
        </>
      )}
    </div>
  )
}

function ChartSkeleton() {
  return (
    <div className={styles.chartLoading} aria-label="加载中" role="status">
      <Skeleton animated className={styles.chartSkeleton} />
    </div>
  )
}

function DateField({ label, value, onOpen }: { label: string; value: Date | null; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={styles.dateField}
      aria-label={label}
      onClick={onOpen}
      data-empty={!value || undefined}
    >
      {value ? formatDate(value) : label}
    </button>
  )
}

/** The history table from productNavList, newest first (catalogue §3 Nav history record). */
function NavTable({ rows, kind, places }: { rows: NavRecord[]; kind: HeadlineKind; places: number }) {
  if (!rows.length) return null
  const money = kind === 'money'
  return (
    <table className={`${styles.table} ${styles.navTable}`} aria-label="历史净值">
      <thead>
        <tr>
          <th scope="col">日期</th>
          <th scope="col">{money ? DETAIL_TEXT.sevenDay : DETAIL_TEXT.unitNav}</th>
          <th scope="col">{money ? `${DETAIL_TEXT.perTenK}(元)` : DETAIL_TEXT.totalNav}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.navDate}-${i}`}>
            <td>{formatDate(r.navDate)}</td>
            <td>{money ? formatFractionYield(r.sevenDaysIncomeRate) : formatNav(r.nav, places)}</td>
            <td>{money ? formatPerTenThousand(r.outTenThousandIncomeAmt) : formatNav(r.totalNav, places)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
