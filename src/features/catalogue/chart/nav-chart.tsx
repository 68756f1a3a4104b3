import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { formatDate } from '@/shared/lib/dates'
import { rateColor } from '@/shared/lib/format'
import { buildNavChartOption, defaultValueFormatter } from './chart-option'
import { initChart } from './echarts-setup'
import {
  chronological,
  maxDrawdownText,
  rangeReturnText,
  rangeSummary,
  valuedPoints,
  type ChartPoint,
} from './metrics'
import { NavDataTable } from './nav-data-table'
import styles from './nav-chart.module.css'

export interface NavChartProps {
  /** `date` is yyyymmdd; drawn oldest first whatever order they come in. */
  points: readonly ChartPoint[]
  /** What the line shows, e.g. 单位净值; names the tooltip row, the summary and the table column. */
  seriesLabel: string
  /** Axis, tooltip and table text of a value; 4 decimals by default (catalogue §9.2). */
  valueFormatter?: (value: number) => string
  /** Chart height in px (default 200). */
  height?: number
  /**
   * Show the range return and maximum drawdown under the chart (default true). Yield series (seven-day
   * annualised) turn it off: a "return" of a yield means nothing, so they get high and low instead.
   */
  showMetrics?: boolean
  /**
   * The series the range return and maximum drawdown are worked out on, when it is not the line shown:
   * net-value charts pass the cumulative net values (累计净值), which a dividend does not lower, and the
   * figures then say so (区间涨跌幅、最大回撤按累计净值计算).
   */
  metricsOn?: { label: string; points: readonly ChartPoint[] }
  emptyText?: string
}

type ChartInstance = ReturnType<typeof initChart>

const FALLBACK_WIDTH = 343

/** A net-value line chart with its figures, a screen-reader summary and a 查看数据 table (catalogue §9.2). */
export function NavChart({
  points: given,
  seriesLabel,
  valueFormatter = defaultValueFormatter,
  height = 200,
  showMetrics = true,
  metricsOn,
  emptyText = '暂无数据',
}: NavChartProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const chartRef = useRef<ChartInstance | null>(null)
  const fontRef = useRef('')
  const [showTable, setShowTable] = useState(false)
  const tableId = useId()
  const points = useMemo(() => chronological(given), [given])
  const metricsSource = metricsOn?.points
  const metricPoints = useMemo(
    () => (metricsSource ? chronological(metricsSource) : points),
    [metricsSource, points],
  )
  const valued = useMemo(() => valuedPoints(points), [points])
  const summary = useMemo(() => rangeSummary(points), [points])
  const retText = useMemo(() => rangeReturnText(metricPoints), [metricPoints])
  const drawdownText = useMemo(() => maxDrawdownText(metricPoints), [metricPoints])
  const metricsNote = metricsOn ? `区间涨跌幅、最大回撤按${metricsOn.label}计算` : ''
  const hasData = valued.length > 0

  useEffect(() => {
    const host = hostRef.current
    if (!host || !hasData) return
    let chart: ChartInstance
    try {
      chart = initChart(host, undefined, {
        renderer: 'svg',
        width: host.clientWidth || FALLBACK_WIDTH,
        height,
      })
    } catch {
      return // a chart that cannot draw must not take the page down; the table still has the data
    }
    chartRef.current = chart
    let width = host.clientWidth || FALLBACK_WIDTH
    // Read with the width above, from the layout that read computes anyway (chart-option.ts, fontFamily).
    fontRef.current = getComputedStyle(host).fontFamily
    const resize = () => {
      // A ResizeObserver reports the size once as soon as it observes, in the frame that draws the chart: a
      // resize then would lay out and draw the whole chart a second time in that frame's task. Only a new
      // width is redrawn (the height is fixed).
      const next = host.clientWidth || FALLBACK_WIDTH
      if (next === width) return
      width = next
      try {
        chart.resize({ width, height })
      } catch {
        /* ignore */
      }
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize)
    observer?.observe(host)
    window.addEventListener('resize', resize)
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', resize)
      chartRef.current = null
      chart.dispose()
    }
  }, [hasData, height])

  useEffect(() => {
    if (!hasData) return
    try {
      // lazyUpdate: the option is read now and drawn in the next frame, two shorter tasks
      // instead of one long one right after the page's first paint.
      chartRef.current?.setOption(
        buildNavChartOption({
          points,
          seriesLabel,
          valueFormatter,
          fontFamily: fontRef.current,
        }),
        {
          notMerge: true,
          lazyUpdate: true,
        },
      )
    } catch {
      /* see above */
    }
  }, [points, seriesLabel, valueFormatter, hasData])

  if (!hasData || !summary) {
    return (
      <div className={styles.empty} style={{ height }} role="status">
        {emptyText}
      </div>
    )
  }

  const retColor = rateColor(retText)
  const f = valueFormatter
  const range = `${formatDate(summary.first.date)}至${formatDate(summary.last.date)}`
  const spoken = [
    `${seriesLabel}走势，${range}`,
    `期初${f(summary.first.value)}，期末${f(summary.last.value)}`,
    `最高${f(summary.high.value)}（${formatDate(summary.high.date)}），最低${f(summary.low.value)}（${formatDate(summary.low.date)}）`,
    showMetrics
      ? `区间涨跌幅${retText}，最大回撤${drawdownText}${metricsNote ? `（${metricsNote}）` : ''}`
      : '',
  ]
    .filter(Boolean)
    .join('；')

  return (
    <figure className={styles.figure}>
      <div ref={hostRef} className={styles.canvas} style={{ height }} aria-hidden="true" data-nav-chart="" />
      <figcaption className={styles.srOnly}>{spoken}</figcaption>
      <div className={styles.footer}>
        <dl className={styles.metrics}>
          {showMetrics ? (
            <>
              <div className={styles.metric}>
                <dt>区间涨跌幅</dt>
                <dd style={{ color: retColor }}>{retText}</dd>
              </div>
              <div className={styles.metric}>
                <dt>最大回撤</dt>
                <dd>{drawdownText}</dd>
              </div>
            </>
          ) : (
            <>
              <div className={styles.metric}>
                <dt>区间最高</dt>
                <dd>{f(summary.high.value)}</dd>
              </div>
              <div className={styles.metric}>
                <dt>区间最低</dt>
                <dd>{f(summary.low.value)}</dd>
              </div>
            </>
          )}
        </dl>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => {
            // Opening the data moves focus to it, so a screen reader announces the table.
            if (!showTable) requestAnimationFrame(() => document.getElementById(tableId)?.focus())
            setShowTable((v) => !v)
          }}
        >
          {showTable ? '收起数据' : '查看数据'}
        </button>
      </div>
      {showMetrics && metricsNote && <p className={styles.metricsNote}>{metricsNote}</p>}
      {showTable && (
        <NavDataTable
          id={tableId}
          points={points}
          seriesLabel={seriesLabel}
          valueFormatter={valueFormatter}
        />
      )}
    </figure>
  )
}
