import { hashString, rng } from '../lib'
import { isWeekday, weekdayOnOrAfter } from './catalogue-dates'

/**
 * Daily net values, generated lazily per product and memoised (never all products at once). A net-value
 * walk is a Brownian bridge on log(cumulative nav) through pinned values, so the figures a list record
 * shows (latest nav, annualised since inception, last month) are exactly the ones its history produces.
 * A money-market walk is a mean-reverting seven-day yield that ends on the list's value.
 */

export interface NavPin {
  day: number
  /** Cumulative nav on that day. */
  total: number
}

interface WalkBase {
  /** Seeds the walk's randomness (the product code). */
  key: string
  /** First and last nav day (weekdays). */
  firstDay: number
  lastDay: number
  decimals: number
}

export interface NavWalk extends WalkBase {
  kind: 'nav'
  dailyVol: number
  /** totalNav - nav: dividends paid before the series starts. */
  offset: number
  /** Cumulative values the walk passes through; the first on firstDay and the last on lastDay. */
  pins: NavPin[]
}

export interface MoneyWalk extends WalkBase {
  kind: 'money'
  /** Seven-day yields in percent. */
  rateBase: number
  rateEnd: number
}

export type Walk = NavWalk | MoneyWalk

export interface SeriesPoint {
  day: number
  nav: number
  totalNav: number
  /** Seven-day annualised, percent (money only). */
  sevenDays: number | null
  /** Income per 10,000 yuan (money only). */
  tenK: number | null
}

const round = (x: number, decimals: number) => Number(x.toFixed(decimals))

function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand())
}

export function tradingDays(firstDay: number, lastDay: number): number[] {
  const days: number[] = []
  for (let d = firstDay; d <= lastDay; d++) if (isWeekday(d)) days.push(d)
  return days
}

/** Index of the first element with day >= `day` (length when none). */
export function indexOnOrAfter<T extends { day: number } | number>(items: readonly T[], day: number): number {
  let lo = 0
  let hi = items.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    const item = items[mid]
    const d = typeof item === 'number' ? item : item.day
    if (d < day) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * A seven-day yield as the real backend sends it (catalogue §9.2 "yields are multiplied by 100 to a
 * percent"): the fraction, `2.1234` (percent) → `'0.021234'`. The walks work in percent.
 */
export function yieldFraction(percent: number): string {
  return (Math.round(percent * 10_000) / 1_000_000).toFixed(6)
}

/** Per-10,000 income of a day from the seven-day yield, with a little day-specific noise. */
export function tenThousandIncome(key: string, day: number, sevenDays: number): number {
  const noise = rng(hashString(`${key}:${day}`))() - 0.5
  return round(((sevenDays * 100) / 365) * (1 + 0.04 * noise), 4)
}

/** The pin days as the walk will see them (snapped to the next weekday). */
export const pinDay = (day: number): number => weekdayOnOrAfter(day)

function navSeries(walk: NavWalk): SeriesPoint[] {
  const days = tradingDays(walk.firstDay, walk.lastDay)
  const n = days.length
  if (!n) return []
  const rand = rng(hashString(walk.key))
  const w = new Float64Array(n)
  for (let i = 1; i < n; i++) w[i] = w[i - 1] + walk.dailyVol * gaussian(rand)
  // Pins to indexes; a later pin on the same index wins.
  const pins = new Map<number, number>()
  for (const p of walk.pins) pins.set(Math.min(indexOnOrAfter(days, p.day), n - 1), Math.log(p.total))
  const anchors = [...pins.entries()].sort((a, b) => a[0] - b[0])
  if (anchors[0][0] !== 0) anchors.unshift([0, anchors[0][1]])
  if (anchors[anchors.length - 1][0] !== n - 1) anchors.push([n - 1, anchors[anchors.length - 1][1]])
  const x = new Float64Array(n)
  x[0] = anchors[0][1]
  for (let k = 1; k < anchors.length; k++) {
    const [a, pa] = anchors[k - 1]
    const [b, pb] = anchors[k]
    const gap = w[b] - w[a] - (pb - pa)
    for (let i = a + 1; i <= b; i++) x[i] = pa + (w[i] - w[a]) - ((i - a) / (b - a)) * gap
  }
  return days.map((day, i) => {
    const total = Math.exp(x[i])
    return {
      day,
      nav: round(total - walk.offset, walk.decimals),
      totalNav: round(total, walk.decimals),
      sevenDays: null,
      tenK: null,
    }
  })
}

function moneySeries(walk: MoneyWalk): SeriesPoint[] {
  const days = tradingDays(walk.firstDay, walk.lastDay)
  const n = days.length
  const rand = rng(hashString(walk.key))
  const rates = new Float64Array(n)
  if (n) rates[n - 1] = walk.rateEnd
  for (let i = n - 1; i > 0; i--) {
    const next = rates[i] + 0.06 * (walk.rateBase - rates[i]) + 0.03 * gaussian(rand)
    rates[i - 1] = Math.min(3.5, Math.max(0.8, next))
  }
  return days.map((day, i) => {
    const sevenDays = round(rates[i], 4)
    return { day, nav: 1, totalNav: 1, sevenDays, tenK: tenThousandIncome(walk.key, day, sevenDays) }
  })
}

const memo = new WeakMap<Walk, SeriesPoint[]>()

/** The walk's daily points, oldest first (memoised per walk). */
export function seriesOf(walk: Walk): SeriesPoint[] {
  let series = memo.get(walk)
  if (!series) {
    series = walk.kind === 'nav' ? navSeries(walk) : moneySeries(walk)
    memo.set(walk, series)
  }
  return series
}

/** The points with firstDay <= day <= lastDay. */
export function sliceSeries(
  series: readonly SeriesPoint[],
  firstDay: number,
  lastDay: number,
): SeriesPoint[] {
  return series.slice(indexOnOrAfter(series, firstDay), indexOnOrAfter(series, lastDay + 1))
}
