/**
 * A net-value chart's points, in order (catalogue §6): apart from the figures beside the chart (metrics.ts),
 * so that the detail's first paint, which orders the history's rows, does not load their exact
 * arithmetic (docs/decisions/025).
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

/**
 * The points oldest first by their yyyymmdd date, whatever order the server answered in (a newest-first
 * answer would otherwise draw the line backwards and flip the sign of the range return). Stable: points
 * of the same date keep their order; points without a readable date go last.
 */
export function chronological<T extends ChartPoint>(points: readonly T[] | null | undefined): T[] {
  const key = (p: T) => (p && typeof p.date === 'string' && /^\d{8}$/.test(p.date) ? p.date : null)
  return (points ?? [])
    .map((p, i) => ({ p, i, k: key(p) }))
    .sort((a, b) => {
      if (a.k === null || b.k === null) return a.k === b.k ? a.i - b.i : a.k === null ? 1 : -1
      return a.k < b.k ? -1 : a.k > b.k ? 1 : a.i - b.i
    })
    .map((x) => x.p)
}

/** The points that carry a finite value, in the given order (oldest first). */
export function valuedPoints(points: readonly ChartPoint[] | null | undefined): ValuedPoint[] {
  const out: ValuedPoint[] = []
  for (const { date, value } of points ?? [])
    if (value !== null && Number.isFinite(value)) out.push({ date, value })
  return out
}
