import type { NavRecord, RaiseType } from '@/api/catalogue/shared'
import type { DetailProductType, MarketDetail } from '@/api/catalogue/detail'
import { formatDate } from '@/shared/lib/dates'
import { EMPTY_TEXT, fractionYieldPercent, toFixedText } from '@/shared/lib/format'
import { chronological, type ChartPoint } from '../chart/points'
import { DETAIL_TEXT } from './texts'

/** The market detail's rules (catalogue §4.5, §9.1, §9.2) as pure functions. */

export { detailProductTypeOf, isNavHidden, NAV_HIDDEN_PROD_CODES } from './params'

export type DetailTab = 'nav' | 'performance' | 'channel' | 'benchmark'

export interface DetailTabs {
  tabs: DetailTab[]
  defaultTab: DetailTab
  /** False when only the channel list exists: no tab bar, just the list (§4.5). */
  showTabs: boolean
}

export const TAB_TITLES: Record<DetailTab, string> = {
  nav: DETAIL_TEXT.tabNav,
  performance: DETAIL_TEXT.tabPerformance,
  channel: DETAIL_TEXT.tabChannel,
  benchmark: DETAIL_TEXT.tabBenchmark,
}

type TabFacts = Pick<
  MarketDetail,
  'productType' | 'hisPerformanceList' | 'hisDatumTab' | 'lastNavDate' | 'navDate'
>

const hasBenchmarkHistory = (d: TabFacts) => d.hisDatumTab.hisDatumList.length > 0

/** Nav data exist when the product has a nav date (its history call then has rows). */
export const hasNavData = (d: Pick<TabFacts, 'lastNavDate' | 'navDate'>): boolean =>
  !!(d.lastNavDate || d.navDate)

/**
 * catalogue §4.5. Fundraising (type 1): only 销售机构 and, with benchmark history, 历史业绩比较基准, the
 * channel tab selected. Others: 历史净值 (nav data), 历史业绩 (a performance list), 销售机构, 历史业绩比较基准
 * (data). When nothing but the channel list exists, the tabs are hidden.
 */
export function detailTabsFor(d: TabFacts, navHidden = false): DetailTabs {
  const benchmark = hasBenchmarkHistory(d)
  const tabs: DetailTab[] = []
  if (d.productType === 1) {
    tabs.push('channel')
    if (benchmark) tabs.push('benchmark')
  } else {
    if (hasNavData(d) && !navHidden) tabs.push('nav')
    if (d.hisPerformanceList.length > 0) tabs.push('performance')
    tabs.push('channel')
    if (benchmark) tabs.push('benchmark')
  }
  return { tabs, defaultTab: tabs[0], showTabs: tabs.length > 1 }
}

/** catalogue §4.5: 0 → 今日募集结束, below 0 → 募集结束, otherwise the days left; null when unknown. */
export function subsEndText(days: number | null): { text: string; days: number | null } | null {
  if (days === null) return null
  if (days === 0) return { text: DETAIL_TEXT.raiseEndsToday, days: null }
  if (days < 0) return { text: DETAIL_TEXT.raiseEnded, days: null }
  return { text: `${Math.floor(days)}天`, days: Math.floor(days) }
}

/** catalogue §2.6: raiseType 0 = 公募, 1 = 私募. */
export function raiseTag(raiseType: RaiseType | null): string | null {
  return raiseType === '0' ? '公募' : raiseType === '1' ? '私募' : null
}

/** The headline kind by the detail's product type (catalogue §3): 1 fundraising, 4 money-market, else net value. */
export type HeadlineKind = 'fundraising' | 'money' | 'nav'
export function headlineKind(productType: DetailProductType): HeadlineKind {
  return productType === 1 ? 'fundraising' : productType === 4 ? 'money' : 'nav'
}

/**
 * catalogue §9.1 annualised-period titles, in the spec's words only: 7 days 近一周, 30 近一月, 365 近一年
 * (年化收益率), and 近三个月 for a quarter (89 to 92 days). Any other interval has no title in the spec,
 * and a made-up one (近14天…) would name a period the customer could take as a promise: null, and the
 * figure is not shown.
 */
export function annualisedTitle(n: number | null): string | null {
  if (n === 7) return '近一周年化收益率'
  if (n === 30) return '近一月年化收益率'
  if (n === 365) return '近一年年化收益率'
  if (n !== null && n >= 89 && n <= 92) return '近三个月年化收益率'
  return null
}

export interface AnnualisedFigure {
  key: 'interval' | 'inception' | 'cycle'
  title: string
  rate: string | null
  /** yyyymmdd pair when known. */
  startDate?: string
  endDate?: string
}

/**
 * The annualised figures a net-value product shows (catalogue §9.1): the rate over openIntervalDays when
 * the spec names that period, 自成立以来, and 上一个开放周期 only for respProductType 2 (periodic open).
 */
export function annualisedFigures(
  d: Pick<
    MarketDetail,
    | 'openIntervalDays'
    | 'openYearIncomeRate'
    | 'totalYearIncomeRate'
    | 'respProductType'
    | 'opencycleYearIncomeRate'
    | 'opencycleBeginDate'
    | 'opencycleEndDate'
  >,
): AnnualisedFigure[] {
  const out: AnnualisedFigure[] = []
  const intervalTitle = annualisedTitle(d.openIntervalDays)
  if (intervalTitle) out.push({ key: 'interval', title: intervalTitle, rate: d.openYearIncomeRate })
  out.push({ key: 'inception', title: '自成立以来年化收益率', rate: d.totalYearIncomeRate })
  if (d.respProductType === 2) {
    out.push({
      key: 'cycle',
      title: '上一个开放周期年化收益率',
      rate: d.opencycleYearIncomeRate,
      startDate: d.opencycleBeginDate,
      endDate: d.opencycleEndDate,
    })
  }
  return out
}

/** catalogue §9.1: 时间区间, 区间年化收益率, 区间收益率 — the last omitted for money-market (type 4). */
export function performanceColumns(productType: DetailProductType): string[] {
  const cols: string[] = [DETAIL_TEXT.colPeriod, DETAIL_TEXT.colAnnualised]
  if (productType !== 4) cols.push(DETAIL_TEXT.colChange)
  return cols
}

/** Benchmark history dates, YYYY.MM.DD (catalogue §9.2); an open end reads 至今. */
export function benchmarkPeriod(startDate: string, endDate: string): string {
  const start = formatDate(startDate, 'YYYY.MM.DD')
  const end = endDate ? formatDate(endDate, 'YYYY.MM.DD') : '至今'
  return `${start}-${end}`
}

export type ChartSeries = 'nav' | 'totalNav' | 'sevenDays' | 'tenK'

/** The chart toggles (catalogue §4.5): unit/cumulative net value, or seven-day yield/per-10k for money-market. */
export function chartSeriesFor(kind: HeadlineKind): { key: ChartSeries; label: string }[] {
  return kind === 'money'
    ? [
        { key: 'sevenDays', label: DETAIL_TEXT.sevenDay },
        { key: 'tenK', label: DETAIL_TEXT.perTenK },
      ]
    : [
        { key: 'nav', label: DETAIL_TEXT.unitNav },
        { key: 'totalNav', label: DETAIL_TEXT.totalNav },
      ]
}

/** A decimal string as the chart's number (geometry only; texts are formatted from the string). */
const chartValue = (v: string | null): number | null => {
  if (v === null) return null
  const n = Number(v.replace(/%$/, ''))
  return Number.isFinite(n) ? n : null
}

/** The seven-day yield is a fraction (catalogue §9.2): the chart draws and labels its percent. */
const percentValue = (v: string | null): number | null => chartValue(fractionYieldPercent(v))

const FIELD: Record<ChartSeries, 'nav' | 'totalNav' | 'sevenDaysIncomeRate' | 'outTenThousandIncomeAmt'> = {
  nav: 'nav',
  totalNav: 'totalNav',
  sevenDays: 'sevenDaysIncomeRate',
  tenK: 'outTenThousandIncomeAmt',
}

/**
 * Chart points of one series from productNavPic, oldest first by date whatever order they came in;
 * unreadable values become gaps. The seven-day yield is drawn as its percent (0.021234 → 2.1234).
 */
export function chartPoints(records: readonly NavRecord[], series: ChartSeries): ChartPoint[] {
  const read = series === 'sevenDays' ? percentValue : chartValue
  return chronological(
    records.filter((r) => r.navDate).map((r) => ({ date: r.navDate, value: read(r[FIELD[series]]) })),
  )
}

/** Chart values to 4 decimals (catalogue §9.2 "Chart values to 4 decimals"), whatever navDecimalPlaces says. */
export function chartValueText(series: ChartSeries, value: number): string {
  const text = toFixedText(value, 4)
  return series === 'sevenDays' && text !== EMPTY_TEXT ? `${text}%` : text
}

const isPlaces = (n: number) => Number.isInteger(n) && n >= 0 && n <= 8

/** The route's navDecimalPlaces, else the detail's own, else 4 (catalogue §2.1). */
export function navPlaces(query: string | null, detailPlaces: number): number {
  const q = query === null || query.trim() === '' ? NaN : Number(query)
  if (isPlaces(q)) return q
  return isPlaces(detailPlaces) ? detailPlaces : 4
}
