import { lazy, Suspense, useMemo, useState } from 'react'
import { Skeleton } from 'antd-mobile'
import type { FundQueryUnit, FundTrendPoint } from '@/api/catalogue/funds'
import { fractionYieldPercent, toFixedText } from '@/shared/lib/format'
import { SeriesToggle } from '../../chart/series-toggle'
import { FUND_RANGES } from '../rules'
import styles from './fund-chart-card.module.css'

interface Series {
  label: string
  pick: (p: FundTrendPoint) => string | null
  format: (v: number) => string
  metrics: boolean
}

// echarts (~170 KiB gzip) loads after the page's first paint, as on the market detail page.
const NavChart = lazy(() => import('../../chart/nav-chart').then((m) => ({ default: m.NavChart })))

/** A decimal string as the chart's number (geometry only; texts are formatted from decimals). */
const chartValue = (value: string | null): number | null => {
  if (value === null) return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

/** Chart values to 4 decimals (catalogue §9.2), half-up on the value's decimal text, never `toFixed`. */
const four = (v: number) => toFixedText(v, 4)

/** Open funds toggle unit / cumulative net value; money funds seven-day yield / per-10,000 income. */
const SERIES: Record<'nav' | 'money', readonly Series[]> = {
  nav: [
    { label: '单位净值', pick: (p) => p.nav, format: four, metrics: true },
    { label: '累计净值', pick: (p) => p.totnav, format: four, metrics: true },
  ],
  money: [
    // A fraction (catalogue §9.2): drawn and labelled as its percent, 0.021234 → 2.1234%.
    {
      label: '七日年化收益率',
      pick: (p) => fractionYieldPercent(p.yieid),
      format: (v) => `${four(v)}%`,
      metrics: false,
    },
    { label: '万份收益', pick: (p) => p.incomeUnit, format: four, metrics: false },
  ],
}

export interface FundChartCardProps {
  money: boolean
  points: readonly FundTrendPoint[]
  unit: FundQueryUnit
  onUnitChange: (unit: FundQueryUnit) => void
  /** A range change is loading. */
  busy?: boolean
}

/** The fund chart with its series toggle and the 近1月…近1年 ranges (catalogue §9.1, §9.2). */
export function FundChartCard({ money, points, unit, onUnitChange, busy }: FundChartCardProps) {
  const options = SERIES[money ? 'money' : 'nav']
  const [seriesIndex, setSeriesIndex] = useState(0)
  const series = options[seriesIndex] ?? options[0]
  const chartPoints = useMemo(
    () =>
      points.filter((p) => p.issDate).map((p) => ({ date: p.issDate, value: chartValue(series.pick(p)) })),
    [points, series],
  )
  // Range return and drawdown on 累计净值 whichever line is shown: 单位净值 drops at every dividend.
  const cumulative = useMemo(
    () =>
      money
        ? undefined
        : {
            label: '累计净值',
            points: points
              .filter((p) => p.issDate)
              .map((p) => ({ date: p.issDate, value: chartValue(p.totnav) })),
          },
    [points, money],
  )
  return (
    <section className={styles.card} aria-label="业绩走势" aria-busy={busy || undefined}>
      <div className={styles.head}>
        <h2 className={styles.title}>业绩走势</h2>
        <SeriesToggle
          options={options.map((o) => ({ key: o.label, label: o.label }))}
          value={series.label}
          onChange={(label) =>
            setSeriesIndex(
              Math.max(
                0,
                options.findIndex((o) => o.label === label),
              ),
            )
          }
        />
      </div>
      <Suspense fallback={<Skeleton animated style={{ '--height': '190px', '--border-radius': '8px' }} />}>
        <NavChart
          points={chartPoints}
          seriesLabel={series.label}
          valueFormatter={series.format}
          showMetrics={series.metrics}
          metricsOn={cumulative}
          height={190}
        />
      </Suspense>
      <div className={styles.ranges} role="radiogroup" aria-label="时间区间">
        {FUND_RANGES.map((r) => (
          <button
            key={r.queryUnit}
            type="button"
            role="radio"
            aria-checked={r.queryUnit === unit}
            className={r.queryUnit === unit ? `${styles.range} ${styles.on}` : styles.range}
            onClick={() => r.queryUnit !== unit && onUnitChange(r.queryUnit)}
          >
            {r.label}
          </button>
        ))}
      </div>
    </section>
  )
}
