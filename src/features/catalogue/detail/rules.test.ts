import { describe, expect, it } from 'vitest'
import { NavRecord } from '@/api/catalogue/shared'
import { MarketDetail, MarketNav, type HisDatumTab, type HisPerformance } from '@/api/catalogue/detail'
import { parse } from '@/api/schema'
import {
  annualisedFigures,
  annualisedTitle,
  benchmarkPeriod,
  chartPoints,
  chartSeriesFor,
  detailTabsFor,
  headlineKind,
  navPlaces,
  performanceColumns,
  raiseTag,
  subsEndText,
} from './rules'

const perf: HisPerformance[] = [
  {
    name: '近1月',
    startDate: '20261020',
    endDate: '20261120',
    yield: '2.1',
    yieldStr: '2.10%',
    changeRange: '0.2',
  },
]
const datum: HisDatumTab = {
  setUpIncomeRate: null,
  hisDatumBottomDesc: '',
  hisDatumList: [{ benchMark: '3.2%', benchMarkDesc: '', startDate: '20250101', endDate: '' }],
}
const noDatum: HisDatumTab = { ...datum, hisDatumList: [] }

describe('detailTabsFor (catalogue §4.5)', () => {
  it.each([
    [
      'fundraising with benchmark: channel + benchmark, channel first',
      { productType: 1, hisDatumTab: datum, lastNavDate: '20261120', hisPerformanceList: perf },
      ['channel', 'benchmark'],
      'channel',
      true,
    ],
    [
      'fundraising without benchmark: channel only, no tab bar',
      { productType: 1, hisDatumTab: noDatum },
      ['channel'],
      'channel',
      false,
    ],
    [
      'net value with everything',
      { productType: 2, lastNavDate: '20261120', hisPerformanceList: perf, hisDatumTab: datum },
      ['nav', 'performance', 'channel', 'benchmark'],
      'nav',
      true,
    ],
    [
      'net value without performance',
      { productType: 3, lastNavDate: '20261120', hisPerformanceList: [], hisDatumTab: null },
      ['nav', 'channel'],
      'nav',
      true,
    ],
    [
      'money-market with performance only',
      { productType: 4, hisPerformanceList: perf },
      ['performance', 'channel'],
      'performance',
      true,
    ],
    [
      'nothing exists: channel only, tabs hidden',
      { productType: 5, hisPerformanceList: [], hisDatumTab: null },
      ['channel'],
      'channel',
      false,
    ],
    ['malformed detail', null, ['channel'], 'channel', false],
  ] as const)('%s', (_n, detail, tabs, def, show) => {
    // The detail as the server may send it, parsed as the page receives it.
    const r = detailTabsFor(parse(MarketDetail, detail))
    expect(r.tabs).toEqual(tabs)
    expect(r.defaultTab).toBe(def)
    expect(r.showTabs).toBe(show)
  })
  it('the hard-coded product hides the nav tab', () => {
    const detail = parse(MarketDetail, { productType: 2, lastNavDate: '20261120' })
    expect(detailTabsFor(detail, true).tabs).toEqual(['channel'])
  })
})

describe('subsEndText (catalogue §4.5)', () => {
  it.each([
    [0, '今日募集结束'],
    [-1, '募集结束'],
    [-30, '募集结束'],
    [12, '12天'],
    ['3', '3天'],
  ] as const)('%s → %s', (days, text) =>
    expect(subsEndText(parse(MarketDetail, { subsEndDays: days }).subsEndDays)?.text).toBe(text),
  )
  it.each([null, undefined, '', 'x', 'null'])('%s → null', (days) =>
    expect(subsEndText(parse(MarketDetail, { subsEndDays: days }).subsEndDays)).toBeNull(),
  )
})

describe('annualisedTitle (catalogue §9.1)', () => {
  it.each([
    [7, '近一周年化收益率'],
    [30, '近一月年化收益率'],
    [365, '近一年年化收益率'],
    [90, '近三个月年化收益率'],
    [89, '近三个月年化收益率'],
    [92, '近三个月年化收益率'],
    // Periods the spec has no words for get no invented title.
    [14, null],
    [180, null],
    [0, null],
    [null, null],
  ] as const)('%s → %s', (days, title) => expect(annualisedTitle(days)).toBe(title))

  const base = {
    openIntervalDays: 30,
    openYearIncomeRate: '3.1',
    totalYearIncomeRate: '2.9',
    opencycleYearIncomeRate: '3.3',
    opencycleBeginDate: '20260801',
    opencycleEndDate: '20261101',
  }
  it('上一个开放周期 only for respProductType 2', () => {
    expect(annualisedFigures({ ...base, respProductType: 2 }).map((f) => f.title)).toEqual([
      '近一月年化收益率',
      '自成立以来年化收益率',
      '上一个开放周期年化收益率',
    ])
    expect(annualisedFigures({ ...base, respProductType: 1 }).map((f) => f.title)).toEqual([
      '近一月年化收益率',
      '自成立以来年化收益率',
    ])
    expect(
      annualisedFigures({ ...base, respProductType: 5, openIntervalDays: null }).map((f) => f.title),
    ).toEqual(['自成立以来年化收益率'])
    // An interval the spec does not name is left out rather than titled 近14天年化收益率.
    expect(
      annualisedFigures({ ...base, respProductType: 1, openIntervalDays: 14 }).map((f) => f.title),
    ).toEqual(['自成立以来年化收益率'])
  })
})

describe('columns, tags, dates, series', () => {
  it('区间收益率 is omitted for money-market (type 4)', () => {
    expect(performanceColumns(2)).toEqual(['时间区间', '区间年化收益率', '区间收益率'])
    expect(performanceColumns(4)).toEqual(['时间区间', '区间年化收益率'])
  })
  it('raise tag 0 公募 / 1 私募', () => {
    expect(raiseTag('0')).toBe('公募')
    expect(raiseTag('1')).toBe('私募')
    expect(raiseTag(null)).toBeNull()
    expect(raiseTag(parse(MarketDetail, { raiseType: 1 }).raiseType)).toBe('私募')
    expect(raiseTag(parse(MarketDetail, { raiseType: 'x' }).raiseType)).toBeNull()
  })
  it('headline kind by product type', () => {
    expect(([1, 4, 2, 3, 5, 0] as const).map((t) => headlineKind(t))).toEqual([
      'fundraising',
      'money',
      'nav',
      'nav',
      'nav',
      'nav',
    ])
  })
  it('benchmark periods as YYYY.MM.DD, an open end as 至今', () => {
    expect(benchmarkPeriod('20250101', '20251231')).toBe('2025.01.01-2025.12.31')
    expect(benchmarkPeriod('20250101', '')).toBe('2025.01.01-至今')
  })
  it('chart toggles per kind', () => {
    expect(chartSeriesFor('nav').map((s) => s.label)).toEqual(['单位净值', '累计净值'])
    expect(chartSeriesFor('money').map((s) => s.label)).toEqual(['七日年化收益率', '万份收益'])
  })
  it('chart points read the series and leave gaps', () => {
    const rec = parse(NavRecord, {
      navDate: 20261120,
      nav: 1.0123,
      totalNav: null,
      navDecimalPlaces: '4',
      sevenDaysIncomeRate: '1.8%',
      outTenThousandIncomeAmt: 'x',
    })
    expect(chartPoints([rec], 'nav')).toEqual([{ date: '20261120', value: 1.0123 }])
    expect(chartPoints([rec], 'totalNav')[0].value).toBeNull()
    expect(chartPoints([rec], 'sevenDays')[0].value).toBe(1.8)
    expect(chartPoints([rec], 'tenK')[0].value).toBeNull()
    expect(chartPoints(parse(MarketNav, { productNavPic: null }).productNavPic, 'nav')).toEqual([])
    expect(chartPoints([{ ...rec, navDate: '' }], 'nav')).toEqual([])
  })
  it('navDecimalPlaces from the route, default 4', () => {
    expect(navPlaces('3', 4)).toBe(3)
    expect(navPlaces(null, 4)).toBe(4)
    expect(navPlaces('abc', 6)).toBe(6)
    expect(navPlaces('', 12)).toBe(4)
  })
  it('without the route value, the places of the detail, even when sent as text', () => {
    expect(navPlaces(null, parse(MarketDetail, { navDecimalPlaces: '2' }).navDecimalPlaces)).toBe(2)
    expect(navPlaces(null, parse(MarketDetail, { navDecimalPlaces: null }).navDecimalPlaces)).toBe(4)
  })
})
