/**
 * Figures shown beside a net-value chart for the selected range (beyond catalogue §9.2): the range
 * return and the maximum drawdown. Pure and total: missing, non-finite and null values are skipped, and
 * nothing here throws.
 */

export interface ChartPoint {
  /** yyyymmdd */
  date: string
  value: number | null
}

export interface ValuedPoint {
  date: string
  value: number
}

/** The points that carry a finite value, in the given order (oldest first). */
export function valuedPoints(points: readonly ChartPoint[] | null | undefined): ValuedPoint[] {
  if (!Array.isArray(points)) return []
  const out: ValuedPoint[] = []
  for (const p of points) {
    if (p && typeof p.value === 'number' && Number.isFinite(p.value))
      out.push({ date: String(p.date), value: p.value })
  }
  return out
}

/**
 * Return over the range as a fraction (0.0123 = +1.23 %): last / first − 1 over the valued points.
 * Null with fewer than two valued points or a first value that is not positive.
 */
export function rangeReturn(points: readonly ChartPoint[] | null | undefined): number | null {
  const valued = valuedPoints(points)
  if (valued.length < 2) return null
  const first = valued[0].value
  const last = valued[valued.length - 1].value
  if (!(first > 0)) return null
  const r = last / first - 1
  return Number.isFinite(r) ? r : null
}

/**
 * Largest fall from a running peak to a later trough, as a fraction of the peak, in [0, 1]. Only
 * positive peaks count (a fall below zero counts as a full loss). Null when no point has a value;
 * a series that never falls gives 0.
 */
export function maxDrawdown(points: readonly ChartPoint[] | null | undefined): number | null {
  const valued = valuedPoints(points)
  if (!valued.length) return null
  let peak = -Infinity
  let worst = 0
  for (const { value } of valued) {
    if (value > peak) peak = value
    else if (peak > 0) worst = Math.max(worst, (peak - value) / peak)
  }
  return Math.min(1, Math.max(0, worst))
}

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

/** A signed percent text for a fraction: +1.23%, -0.45%, 0.00%; `--` for null. */
export function formatFraction(value: number | null, decimals = 2): string {
  if (value === null || !Number.isFinite(value)) return '--'
  const text = (value * 100).toFixed(decimals)
  if (Number(text) === 0) return `${(0).toFixed(decimals)}%`
  return `${value > 0 ? '+' : ''}${text}%`
}
