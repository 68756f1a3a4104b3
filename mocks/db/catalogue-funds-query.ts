import type {
  Fund,
  FundDetail,
  FundNetValue,
  FundPage,
  FundTrendPoint,
  ProdDescAttachment,
} from '@/api/catalogue/funds'
import { page } from '../lib'
import { addMonths, AS_OF_DAY, isoOf, yearStartOf, ymdOf } from './catalogue-dates'
import type { FundSeed } from './catalogue-funds'
import { idList, matchesKey, sortRecords, SUGGESTION_LIMIT } from './catalogue-query'
import { indexOnOrAfter, seriesOf, sliceSeries, yieldFraction, type SeriesPoint } from './catalogue-series'

/**
 * Fund list filters, period sort, search, detail with trend and net-value pages (catalogue §2.7, §7, §9.1).
 * Filters are option indexes ('' = 全部); several may be comma-joined.
 */

/** Term filter 1 随时申赎, 2 0-60天, 3 61-180天, 4 181天以上 (by the fund's holding days). */
const TERMS: Record<number, (days: number) => boolean> = {
  1: (d) => d === 0,
  2: (d) => d > 0 && d <= 60,
  3: (d) => d > 60 && d <= 180,
  4: (d) => d > 180,
}

/** Start-amount filter 1 一万元以下 … 5 50万元以上, lower bound inclusive. */
const START_AMOUNTS: Record<number, readonly [number, number]> = {
  1: [0, 10_000],
  2: [10_000, 50_000],
  3: [50_000, 100_000],
  4: [100_000, 500_000],
  5: [500_000, Number.POSITIVE_INFINITY],
}

/** productduetime 1..5 = 今年以来, 日涨幅, 近一月, 近三月, 近六月 (descending). */
const PERIODS: Record<number, (lastDay: number) => number> = {
  1: (d) => yearStartOf(d),
  2: (d) => d - 1,
  3: (d) => d - 30,
  4: (d) => d - 91,
  5: (d) => d - 182,
}

const fmt = (x: number | null, decimals = 4) => (x === null ? null : x.toFixed(decimals))

/** Change of cumulative nav since the first point on or after `fromDay` (daily change: since the previous point). */
export function periodReturn(series: readonly SeriesPoint[], period: number): number | null {
  if (series.length < 2 || series[0].sevenDays !== null) return null
  const last = series[series.length - 1]
  const i = period === 2 ? series.length - 2 : indexOnOrAfter(series, PERIODS[period](last.day))
  if (i >= series.length - 1 || PERIODS[period](last.day) < series[0].day - 7) return null
  return (last.totalNav / series[i].totalNav - 1) * 100
}

export function queryFunds(funds: readonly FundSeed[], query: URLSearchParams): FundPage {
  const terms = idList(query.get('interestdays'))
  const risks = idList(query.get('risklevel'))
  const amounts = idList(query.get('startAmount'))
  const typeParam = query.get('fundType') ?? ''
  const types = typeParam === '' ? [] : typeParam.split(',').map(Number)
  const filtered = funds.filter(({ fund }) => {
    if (terms.length && !terms.some((t) => TERMS[t]?.(fund.interestDays))) return false
    if (risks.length && !risks.includes(Number(fund.riskLevelStr.slice(2)))) return false
    if (
      amounts.length &&
      !amounts.some(
        (a) =>
          START_AMOUNTS[a] &&
          Number(fund.startAmount) >= START_AMOUNTS[a][0] &&
          Number(fund.startAmount) < START_AMOUNTS[a][1],
      )
    )
      return false
    if (types.length && !types.includes(fund.fundType)) return false
    return true
  })
  const period = Number(query.get('productduetime'))
  const ordered = PERIODS[period]
    ? sortRecords(
        filtered,
        (s) => (s.walk ? periodReturn(seriesOf(s.walk), period) : null),
        0,
        (s) => s.fund.fundCode,
      )
    : filtered
  const records = page(ordered, Number(query.get('page')) || 1, Number(query.get('pageSize')) || 20).map(
    (s) => s.fund,
  )
  return { records, totalElements: filtered.length }
}

export function searchFundSeeds(funds: readonly FundSeed[], key: string): Fund[] {
  return funds
    .filter(({ fund }) => matchesKey(key, fund.fundName, fund.shortName, fund.fundCode))
    .slice(0, SUGGESTION_LIMIT)
    .map((s) => s.fund)
}

function netValueOf(series: readonly SeriesPoint[], i: number): FundNetValue {
  const p = series[i]
  const prev = series[i - 1]
  return {
    issDate: ymdOf(p.day),
    incomeUnit: fmt(p.tenK),
    yieid:
      p.sevenDays !== null ? yieldFraction(p.sevenDays) : prev ? fmt((p.nav / prev.nav - 1) * 100, 2) : null,
    nav: fmt(p.nav),
    totNav: fmt(p.totalNav),
  }
}

/** Net values newest first, 1-based pages. */
export function fundNetValues(
  seed: FundSeed,
  pageNum: number,
  pageSize: number,
): { records: FundNetValue[]; totalElements: number } {
  const series = seed.walk ? seriesOf(seed.walk) : []
  const indexes = series.map((_, i) => series.length - 1 - i)
  return {
    records: page(indexes, pageNum, pageSize).map((i) => netValueOf(series, i)),
    totalElements: series.length,
  }
}

/**
 * Trend points of the last `months`, oldest first; yieid is the seven-day yield as a fraction (money) or
 * the change since the range start in percent.
 */
function trend(series: readonly SeriesPoint[], months: number): FundTrendPoint[] {
  if (!series.length) return []
  const lastDay = series[series.length - 1].day
  const points = sliceSeries(series, addMonths(lastDay, -months), lastDay)
  const base = points[0]
  return points.map((p) => ({
    issDate: ymdOf(p.day),
    yieid: p.sevenDays !== null ? yieldFraction(p.sevenDays) : fmt((p.totalNav / base.totalNav - 1) * 100, 2),
    incomeUnit: fmt(p.tenK),
    nav: fmt(p.nav),
    totnav: fmt(p.totalNav),
  }))
}

export const FUND_QUERY_UNITS: readonly number[] = [1, 3, 6, 12]

export function fundDetail(seed: FundSeed, queryUnit: number): FundDetail {
  const series = seed.walk ? seriesOf(seed.walk) : []
  const recent = Array.from({ length: Math.min(5, series.length) }, (_, k) =>
    netValueOf(series, series.length - 1 - k),
  )
  return {
    ...seed.fund,
    pdfAttachments: seed.pdfAttachments,
    productsNetValueDtos: recent,
    productTrendDtos: trend(series, FUND_QUERY_UNITS.includes(queryUnit) ? queryUnit : 1),
    fundArchivesInfo: seed.archives,
  }
}

/** The fund's documents as description attachments (getProdDesc answers fund codes too), newest last. */
export function fundDescAttachments(seed: FundSeed | undefined): ProdDescAttachment[] {
  if (!seed) return []
  const n = seed.pdfAttachments.length
  return seed.pdfAttachments.map((a, i) => ({
    title: a.title,
    url: a.url,
    createTime: `${isoOf(AS_OF_DAY - (n - i) * 45 - 3)} ${String(9 + i).padStart(2, '0')}:00:00`,
  }))
}
