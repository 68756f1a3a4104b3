import type { HisPerformance, MarketDetail, MarketNav } from '@/api/catalogue/detail'
import { addMonths, AS_OF_DAY, dayOf, isYmd, yearStartOf, ymdOf } from './catalogue-dates'
import { distributorName } from './catalogue-labels'
import type { MarketFacts, MarketRecord } from './catalogue-market'
import { navRecordOf } from './catalogue-query'
import { indexOnOrAfter, seriesOf, sliceSeries, type SeriesPoint } from './catalogue-series'

/** The market detail entity and its nav history, derived from a product's record and walk (catalogue §3, §4.5). */

const INTERVAL_YEAR_DESC = '区间年化收益率=（区间末累计净值-区间初累计净值）/区间初累计净值/区间天数×365×100%'
const INTERVAL_DESC = '区间收益率=（区间末累计净值-区间初累计净值）/区间初累计净值×100%'
const SETUP_DESC = '成立以来年化收益率=（最新累计净值-1）/成立以来天数×365×100%'
const DATUM_BOTTOM_DESC =
  '业绩比较基准不代表产品未来表现和实际收益，不构成对产品收益的承诺。过往业绩不代表其未来表现，理财非存款，产品有风险，投资须谨慎。'

/** Performance windows in calendar days; 近1月 matches the list's monIncomeRate window. */
const WINDOWS: readonly (readonly [string, number])[] = [
  ['近1月', 30],
  ['近3月', 91],
  ['近6月', 182],
  ['近1年', 365],
]

const pct = (x: number, decimals = 2) => x.toFixed(decimals)

/** Annualised and plain change between two points of cumulative nav, in percent. */
function change(from: SeriesPoint, to: SeriesPoint): { annual: number; plain: number } {
  const plain = (to.totalNav / from.totalNav - 1) * 100
  return { annual: (plain / Math.max(1, to.day - from.day)) * 365, plain }
}

function averageSevenDays(points: readonly SeriesPoint[]): number {
  return points.reduce((s, p) => s + (p.sevenDays ?? 0), 0) / Math.max(1, points.length)
}

function performanceRow(
  name: string,
  series: readonly SeriesPoint[],
  fromDay: number,
  money: boolean,
): HisPerformance | null {
  const i = indexOnOrAfter(series, fromDay)
  const last = series[series.length - 1]
  if (i >= series.length - 1 || fromDay < series[0].day) return null
  const from = series[i]
  if (money) {
    const avg = pct(averageSevenDays(series.slice(i)), 4)
    return {
      name,
      startDate: ymdOf(from.day),
      endDate: ymdOf(last.day),
      yield: avg,
      yieldStr: `${avg}%`,
      changeRange: null,
    }
  }
  const { annual, plain } = change(from, last)
  return {
    name,
    startDate: ymdOf(from.day),
    endDate: ymdOf(last.day),
    yield: pct(annual),
    yieldStr: `${pct(annual)}%`,
    changeRange: pct(plain),
  }
}

function sinceInception(
  series: readonly SeriesPoint[],
  establishDay: number,
  money: boolean,
): HisPerformance {
  const last = series[series.length - 1]
  const rate = money
    ? averageSevenDays(series)
    : ((last.totalNav - 1) / Math.max(1, last.day - establishDay)) * 365 * 100
  const text = pct(rate, money ? 4 : 2)
  return {
    name: '成立以来',
    startDate: ymdOf(establishDay),
    endDate: ymdOf(last.day),
    yield: text,
    yieldStr: `${text}%`,
    changeRange: money ? null : pct((last.totalNav - 1) * 100),
  }
}

function hisPerformance(
  series: readonly SeriesPoint[],
  establishDay: number,
  money: boolean,
): HisPerformance[] {
  if (series.length < 2) return []
  const lastDay = series[series.length - 1].day
  const rows = WINDOWS.map(([name, days]) => performanceRow(name, series, lastDay - days, money))
  rows.push(performanceRow('今年以来', series, yearStartOf(lastDay), money))
  rows.push(sinceInception(series, establishDay, money))
  return rows.filter((r): r is HisPerformance => r !== null)
}

/** The last completed open cycle of a periodic-open product (its open days are every `months` from inception). */
function lastOpenCycle(establishDay: number, months: number, lastDay: number): [number, number] | null {
  let k = 1
  while (addMonths(establishDay, (k + 1) * months) <= lastDay) k += 1
  const end = addMonths(establishDay, k * months)
  return end <= lastDay ? [addMonths(establishDay, (k - 1) * months), end] : null
}

export function marketDetail(product: MarketRecord, facts: MarketFacts): MarketDetail {
  const series = facts.walk ? seriesOf(facts.walk) : []
  const money = product.respProductType === 3
  const first = series[0]
  const last = series[series.length - 1]
  const est = facts.establishDay
  const detail: MarketDetail = {
    prodName: product.prodName,
    prodNameShort: product.prodNameShort,
    prodCode: product.prodCode,
    registCode: product.registerCode,
    raiseType: product.raiseType,
    raiseTypeStr: product.raiseTypeStr,
    respProductType: product.respProductType,
    respProductTypeStr: product.respProductTypeStr,
    riskLevel: product.riskLevel,
    riskLevelStr: product.riskLevelStr,
    productType: product.productType,
    prodSaleCustom: product.prodSaleCustom,
    nav: product.nav,
    totalNav: product.totalNav,
    navDate: product.navDate,
    navDecimalPlaces: product.navDecimalPlaces,
    sevenDaysIncomeRate: product.sevenDaysIncomeRate,
    outTenThousandIncomeAmt: product.outTenThousandIncomeAmt,
    benchmarks: product.benchmarks,
    benchmarksBasisCal: product.benchmarksBasisCal,
    minSubsP: product.minSubsP,
    establishDateStr: product.establishDateStr,
    subsEndDays: facts.subsEndDay === null ? null : facts.subsEndDay - AS_OF_DAY,
    subsEndDate: product.subsEndDate,
    distributorInfoList: product.distributorCodes.map((code) => ({
      distributorCode: code,
      distributorName: distributorName(code),
    })),
    hisPerformanceList: est === null ? [] : hisPerformance(series, est, money),
    hisDatumTab: facts.hisDatumList.length
      ? {
          setUpIncomeRate:
            est === null || !last || money
              ? null
              : {
                  rate: product.totalYearIncomeRate,
                  startDate: ymdOf(est),
                  endDate: ymdOf(last.day),
                  desc: SETUP_DESC,
                },
          hisDatumBottomDesc: DATUM_BOTTOM_DESC,
          hisDatumList: facts.hisDatumList,
        }
      : { setUpIncomeRate: null, hisDatumBottomDesc: '', hisDatumList: [] },
    intervalYearIncomeDesc: INTERVAL_YEAR_DESC,
    intervalIncomeDesc: INTERVAL_DESC,
    totalYearIncomeRate: product.totalYearIncomeRate,
    monIncomeRate: product.monIncomeRate,
    openYearIncomeRate: null,
    openIntervalDays: null,
    opencycleYearIncomeRate: null,
    opencycleBeginDate: '',
    opencycleEndDate: '',
    firstNavDate: first ? ymdOf(first.day) : '',
    lastNavDate: last ? ymdOf(last.day) : '',
    preOpenNavDate: '',
    rateNavDate: last ? ymdOf(last.day) : '',
  }
  if (last && !money && facts.openIntervalDays) {
    const from = series[indexOnOrAfter(series, last.day - facts.openIntervalDays)]
    if (from && from.day < last.day && last.day - facts.openIntervalDays >= first.day) {
      detail.openIntervalDays = facts.openIntervalDays
      detail.openYearIncomeRate = pct(change(from, last).annual)
    }
  }
  if (last && est !== null && facts.cycleMonths) {
    const cycle = lastOpenCycle(est, facts.cycleMonths, last.day)
    if (cycle && cycle[0] >= first.day) {
      const from = series[indexOnOrAfter(series, cycle[0])]
      const to = series[Math.max(0, indexOnOrAfter(series, cycle[1] + 1) - 1)]
      if (to.day > from.day) {
        detail.opencycleBeginDate = ymdOf(from.day)
        detail.opencycleEndDate = ymdOf(to.day)
        detail.preOpenNavDate = ymdOf(to.day)
        detail.opencycleYearIncomeRate = pct(change(from, to).annual)
      }
    }
  }
  return detail
}

/** queryUnit 1..5 = 近1月, 近3月, 近6月, 近1年, 近3年 (catalogue §4.5), counted back from the last nav. */
const UNIT_MONTHS: Record<string, number> = { '1': 1, '2': 3, '3': 6, '4': 12, '5': 36 }

/** Nav history for a range: table newest first, chart oldest first. Unknown or empty ranges give empty lists. */
export function marketNav(
  facts: MarketFacts | undefined,
  decimals: number,
  range: { queryUnit?: string; startDate?: string; endDate?: string },
): MarketNav {
  const series = facts?.walk ? seriesOf(facts.walk) : []
  if (!series.length) return { productNavList: [], productNavPic: [] }
  const lastDay = series[series.length - 1].day
  let from: number
  let to = lastDay
  if (range.startDate && isYmd(range.startDate)) {
    from = dayOf(range.startDate)
    if (range.endDate && isYmd(range.endDate)) to = dayOf(range.endDate)
  } else {
    from = addMonths(lastDay, -(UNIT_MONTHS[range.queryUnit ?? '1'] ?? 1))
  }
  const pic = sliceSeries(series, from, to).map((p) => navRecordOf(p, decimals))
  return { productNavList: [...pic].reverse(), productNavPic: pic }
}
