import { escapeHtml } from '@/shared/lib/html'
import type { LineSeriesOption } from 'echarts/charts'
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components'
import type { ComposeOption } from 'echarts/core'
import { FALL_COLOR, RISE_COLOR, toFixedText } from '@/shared/lib/format'
import { formatDate } from '@/shared/lib/dates'
import { rangeTrend, valuedPoints, type ChartPoint } from './metrics'

/** The echarts option of a net-value chart, built as plain data so the anchors of catalogue §9.2 are testable. */

export type NavChartOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>

/** catalogue §9.2: the y-axis has 4 splits. */
export const Y_SPLITS = 4
export const FLAT_COLOR = '#8a94a6'

/** 4 decimals (catalogue §9.2), half-up on the value's decimal text (never `toFixed`); `--` when not finite. */
export const defaultValueFormatter = (value: number): string => toFixedText(value, 4)

/** The points the line draws: a single point is repeated so a line (not a dot) is drawn (§9.2). */
export function drawnPoints(points: readonly ChartPoint[]): ChartPoint[] {
  const clean = points.filter((p) => p && typeof p.date === 'string')
  return clean.length === 1 ? [clean[0], clean[0]] : clean
}

/** Indexes that carry an x label: first, middle and last only (§9.2); one label for a single repeated point. */
export function xLabelIndexes(count: number, single = false): number[] {
  if (count <= 0) return []
  if (single || count === 1) return [0]
  if (count === 2) return [0, 1]
  return [0, Math.floor((count - 1) / 2), count - 1]
}

/** y-axis bounds giving exactly four equal splits with a little room above and below the data. */
export function yAxisBounds(values: readonly number[]): { min: number; max: number; interval: number } {
  const finite = values.filter((v) => Number.isFinite(v))
  if (!finite.length) return { min: 0, max: 1, interval: 1 / Y_SPLITS }
  let lo = Math.min(...finite)
  let hi = Math.max(...finite)
  const pad = hi > lo ? (hi - lo) * 0.12 : Math.abs(hi) * 0.01 || 0.01
  lo -= pad
  hi += pad
  return { min: lo, max: hi, interval: (hi - lo) / Y_SPLITS }
}

export function trendColor(points: readonly ChartPoint[]): string {
  const trend = rangeTrend(points)
  return trend === 'up' ? RISE_COLOR : trend === 'down' ? FALL_COLOR : FLAT_COLOR
}

interface TooltipParam {
  dataIndex: number
  value: unknown
}

export interface ChartOptionInput {
  points: readonly ChartPoint[]
  seriesLabel: string
  valueFormatter?: (value: number) => string
  /**
   * The page's font (its computed font-family): the axis labels are drawn in the typeface of the text
   * around them, and echarts measures them with a font the browser has already resolved, instead of
   * looking its plain `sans-serif` up for CJK text in the chart's first frame. Its default when absent.
   */
  fontFamily?: string
}

export function buildNavChartOption({
  points,
  seriesLabel,
  valueFormatter = defaultValueFormatter,
  fontFamily,
}: ChartOptionInput): NavChartOption {
  const drawn = drawnPoints(points)
  const single = drawn.length === 2 && points.length === 1
  const dates = drawn.map((p) => formatDate(p.date))
  const labelAt = new Set(xLabelIndexes(drawn.length, single))
  const { min, max, interval } = yAxisBounds(valuedPoints(drawn).map((p) => p.value))
  const color = trendColor(points)
  const format = (v: unknown) => (typeof v === 'number' ? valueFormatter(v) : '--')
  return {
    animation: false,
    ...(fontFamily ? { textStyle: { fontFamily } } : {}),
    // echarts 6 keeps axis labels inside the container by default (grid.outerBounds), no containLabel needed.
    grid: { left: 44, right: 14, top: 12, bottom: 24 },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: {
        type: 'cross',
        lineStyle: { color: '#b5bac4', type: 'dashed' },
        crossStyle: { color: '#b5bac4', type: 'dashed' },
        label: { backgroundColor: '#5b6270', fontSize: 10, padding: [3, 5] },
      },
      backgroundColor: 'rgba(35, 39, 47, 0.88)',
      borderWidth: 0,
      padding: [6, 10],
      textStyle: { color: '#fff', fontSize: 12 },
      formatter: (params: unknown) => {
        const p = (Array.isArray(params) ? params[0] : params) as TooltipParam | undefined
        if (!p) return ''
        const date = escapeHtml(dates[p.dataIndex] ?? '--')
        return `${date}<br/>${escapeHtml(seriesLabel)}：${escapeHtml(format(p.value))}`
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: dates,
      axisLine: { lineStyle: { color: '#e5e7eb' } },
      axisTick: { show: false },
      axisLabel: {
        color: '#9aa0aa',
        fontSize: 10,
        interval: (index: number) => labelAt.has(index),
        showMinLabel: true,
        showMaxLabel: !single,
        alignMinLabel: 'left',
        alignMaxLabel: 'right',
      },
      axisPointer: { label: { formatter: (p: { value: unknown }) => String(p.value ?? '') } },
    },
    yAxis: {
      type: 'value',
      min,
      max,
      interval,
      splitNumber: Y_SPLITS,
      axisLine: { show: false },
      axisTick: { show: false },
      splitLine: { lineStyle: { color: '#f0f1f4', type: 'dashed' } },
      axisLabel: { color: '#9aa0aa', fontSize: 10, formatter: (v: number) => valueFormatter(v) },
      axisPointer: { label: { formatter: (p: { value: unknown }) => format(p.value) } },
    },
    series: [
      {
        type: 'line',
        name: seriesLabel,
        data: drawn.map((p) => (typeof p.value === 'number' && Number.isFinite(p.value) ? p.value : null)),
        connectNulls: true,
        showSymbol: false,
        symbol: 'circle',
        symbolSize: 6,
        smooth: false,
        lineStyle: { color, width: 1.5 },
        itemStyle: { color },
        areaStyle: {
          color: {
            type: 'linear',
            x: 0,
            y: 0,
            x2: 0,
            y2: 1,
            colorStops: [
              { offset: 0, color: `${color}33` },
              { offset: 1, color: `${color}00` },
            ],
          },
        },
      },
    ],
  }
}
