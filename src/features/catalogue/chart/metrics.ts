import { percentOf, sumDecimals } from '@/shared/lib/exact'
import { EMPTY_TEXT, signOf } from '@/shared/lib/format'
import { valuedPoints, type ChartPoint, type ValuedPoint } from './points'

/**
 * Figures shown beside a net-value chart for the selected range (beyond catalogue §9.2): the range
 * return and the maximum drawdown. Pure and total: missing, non-finite and null values are skipped, and
 * nothing here throws. The functions take the points in the order given; NavChart sorts them by date
 * first (`chronological`) and feeds the cumulative net values (累计净值), which a dividend does not
 * lower, whichever line is shown.
 */

export { chronological, valuedPoints, type ChartPoint, type ValuedPoint } from './points'

export interface RangeSummary {
  first: ValuedPoint
  last: ValuedPoint
  high: ValuedPoint
  low: ValuedPoint
}

/** First, last, highest and lowest valued point (earliest wins ties); null when nothing has a value. */
export function rangeSummary(points: readonly ChartPoint[] | null | undefined): RangeSummary | null {
  const valued = valuedPoints(points)
  if (!valued.length) return null
  let high = valued[0]
  let low = valued[0]
  for (const p of valued) {
    if (p.value > high.value) high = p
    if (p.value < low.value) low = p
  }
  return { first: valued[0], last: valued[valued.length - 1], high, low }
}

/** 'up' when the range ended above where it started, 'down' below, 'flat' otherwise (line colour, §9.2). */
export function rangeTrend(points: readonly ChartPoint[] | null | undefined): 'up' | 'down' | 'flat' {
  const valued = valuedPoints(points)
  if (valued.length < 2) return 'flat'
  const diff = valued[valued.length - 1].value - valued[0].value
  return diff > 0 ? 'up' : diff < 0 ? 'down' : 'flat'
}

/**
 * The range return as shown, `+1.23%` / `-0.45%` / `0.00%` (`--` with fewer than two values or a first
 * value that is not positive): worked out
 * exactly on the values' decimal texts ((last − first) / first, half-up to 2 decimals), so
 * 1 → 1.00125 reads +0.13%, where float division would give 0.1249999… and +0.12%.
 */
export function rangeReturnText(points: readonly ChartPoint[] | null | undefined): string {
  const valued = valuedPoints(points)
  if (valued.length < 2) return EMPTY_TEXT
  const first = valued[0].value
  const last = valued[valued.length - 1].value
  if (!(first > 0)) return EMPTY_TEXT
  const percent = percentOf(sumDecimals([last, -first]), first)
  if (percent === null) return EMPTY_TEXT
  return `${signOf(percent) > 0 ? '+' : ''}${percent}%`
}

/**
 * The maximum drawdown as shown, `12.34%` (`--` without any value): the worst fall from a running peak
 * (only positive peaks count) worked out exactly on the two values' decimal texts, half-up to 2 decimals; a
 * fall to zero or below is 100.00%.
 */
export function maxDrawdownText(points: readonly ChartPoint[] | null | undefined): string {
  const valued = valuedPoints(points)
  if (!valued.length) return EMPTY_TEXT
  let peak = -Infinity
  let worst: { peak: number; trough: number; ratio: number } | null = null
  for (const { value } of valued) {
    if (value > peak) peak = value
    else if (peak > 0) {
      const ratio = (peak - value) / peak // only to pick the worst fall; the text is exact below
      if (!worst || ratio > worst.ratio) worst = { peak, trough: value, ratio }
    }
  }
  if (!worst || worst.ratio <= 0) return '0.00%'
  if (worst.trough <= 0) return '100.00%'
  return `${percentOf(sumDecimals([worst.peak, -worst.trough]), worst.peak) ?? '0.00'}%`
}
