import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Fund } from '@/api/catalogue/funds'
import { parse } from '@/api/schema'
import { PATHS } from '@/shared/lib/paths'
import {
  detailFigures,
  filterParams,
  FUND_RANGES,
  fundHref,
  fundRouteFor,
  historyPathFor,
  listHeadline,
  NO_FILTERS,
  recommendedRouteFor,
  RISK_OPTIONS,
  riskText,
  saleStatusText,
  SORT_PERIODS,
  START_AMOUNT_OPTIONS,
  tagsOf,
  TERM_OPTIONS,
} from './rules'
import { SEARCH_HISTORY_LIMIT, withViewed, type HistoryEntry } from './search-history'

describe('fund click routing (catalogue §4.6)', () => {
  it.each([
    [9, 0, PATHS.fundDetail],
    [9, 4, PATHS.fundDetail],
    [1, 0, PATHS.fundDetailCurrency],
    [4, 0, PATHS.fundDetailCurrency],
    [1, 1, PATHS.fundDetailOpen],
    [7, 2, PATHS.fundDetailOpen],
    [1, 5, PATHS.fundDetailOpen],
  ] as const)('status %s, type %s → %s', (fundStatus, fundType, path) => {
    expect(fundRouteFor({ fundStatus, fundType })).toBe(path)
  })

  it.each([
    [9, 2, PATHS.fundDetail],
    [1, 2, PATHS.fundDetailCurrency],
    [1, 0, PATHS.fundDetailOpen],
    [1, 5, PATHS.fundDetailOpen],
  ] as const)('recommended: status %s, productType %s → %s', (fundStatus, productType, path) => {
    expect(recommendedRouteFor({ fundStatus, productType: productType as 1 })).toBe(path)
  })

  it.each([['0'], [' 0 '], [0]])(
    'fundType %j as the backend sends it routes to the currency detail',
    (fundType) => {
      const fund = parse(Fund, { fundCode: '001301', fundType, fundStatus: '1' })
      expect(fundRouteFor(fund)).toBe(PATHS.fundDetailCurrency)
      expect(fundHref(fund)).toBe('/fundDetailCurrency?fundCode=001301&fundType=0')
    },
  )

  it('carries fundCode and fundType', () => {
    expect(fundHref({ fundCode: '000001', fundType: 0, fundStatus: 1 })).toBe(
      '/fundDetailCurrency?fundCode=000001&fundType=0',
    )
  })
})

/** A fund as the server may send it, parsed as the pages receive it. */
const fund = (wire: Record<string, unknown>) => parse(Fund, wire)

describe('sale status (catalogue §9.1)', () => {
  it.each([
    [1, null],
    [7, null],
    [9, null],
    [4, '暂不销售'],
    [8, '暂不销售'],
    ['1', null],
    [undefined, '暂不销售'],
  ])('status %s → %s', (status, text) =>
    expect(saleStatusText(fund({ fundStatus: status }).fundStatus)).toBe(text),
  )
})

describe('filter options (catalogue §9.1)', () => {
  it('copies the spec lists', () => {
    expect(TERM_OPTIONS).toEqual(['全部', '随时申赎', '0-60天', '61-180天', '181天以上'])
    expect(START_AMOUNT_OPTIONS).toEqual([
      '全部',
      '一万元以下',
      '1万-5万元',
      '5万-10万元',
      '10万-50万元',
      '50万元以上',
    ])
    expect(RISK_OPTIONS).toEqual([
      '全部',
      'PR1低风险',
      'PR2中低风险',
      'PR3中风险',
      'PR4中高风险',
      'PR5高风险',
    ])
    expect(SORT_PERIODS).toEqual(['今年以来', '日涨幅', '近一月', '近三月', '近六月'])
    expect(FUND_RANGES.map((r) => [r.label, r.queryUnit])).toEqual([
      ['近1月', 1],
      ['近3月', 3],
      ['近6月', 6],
      ['近1年', 12],
    ])
  })

  it.each([
    [NO_FILTERS, { interestdays: '', startAmount: '', risklevel: '', productduetime: '' }],
    [
      { term: 1, startAmount: 5, risk: 3, period: 0 },
      { interestdays: 1, startAmount: 5, risklevel: 3, productduetime: 1 },
    ],
    [
      { term: 4, startAmount: 0, risk: 5, period: 4 },
      { interestdays: 4, startAmount: '', risklevel: 5, productduetime: 5 },
    ],
    [
      { term: 9, startAmount: -1, risk: 6, period: 5 },
      { interestdays: '', startAmount: '', risklevel: '', productduetime: '' },
    ],
  ])('%o → %o (1-based, 全部 = empty)', (filters, params) => {
    expect(filterParams(filters)).toEqual(params)
  })
})

describe('display rules', () => {
  it.each([
    ['PR1', 'PR1低风险'],
    ['pr3', 'PR3中风险'],
    ['', '--'],
    [null, '--'],
    ['R9', 'R9'],
  ])('risk %s → %s', (level, text) => expect(riskText(fund({ riskLevelStr: level }).riskLevelStr)).toBe(text))

  it('splits tags', () => {
    expect(tagsOf('低波动, 稳健收益,,')).toEqual(['低波动', '稳健收益'])
    expect(tagsOf(fund({ tags: null }).tags)).toEqual([])
  })

  it('money funds: seven-day yield and per-10,000 income; history /historySeven', () => {
    expect(
      detailFigures(fund({ fundType: '0', incomeRatio: 0.018, hfIncomeRatio: '0.5' })).map((f) => [
        f.label,
        f.value,
      ]),
    ).toEqual([
      ['七日年化', '1.8000%'],
      ['万份收益', '0.5000'],
    ])
    expect(historyPathFor({ fundType: 0 })).toBe(PATHS.historySeven)
  })

  it('open funds: net values and the daily change, red up / green down; -- when missing', () => {
    const figures = detailFigures(
      fund({ fundType: 4, perNetvalue: '1.2', totalNetvalue: 'null', hfIncomeRatio: '-0.5' }),
    )
    expect(figures.map((f) => [f.label, f.value, f.tone])).toEqual([
      ['单位净值', '1.2000', 'flat'],
      ['累计净值', '--', 'flat'],
      ['日涨幅', '-0.50%', 'down'],
    ])
    expect(historyPathFor({ fundType: 4 })).toBe(PATHS.historyNetWorth)
  })

  it('list headline by dispPointer', () => {
    expect(
      listHeadline(fund({ dispPointer: 1, incomeRatio: '0', benchMark: '七日年化收益率' })),
    ).toMatchObject({
      label: '七日年化收益率',
      value: '0.0000%',
    })
    expect(listHeadline(fund({ dispPointer: '2', incomeRatio: '12.3', benchMark: null }))).toMatchObject({
      label: '近一年涨跌幅',
      value: '+12.30%',
      tone: 'up',
    })
    expect(listHeadline(fund({}))).toMatchObject({ label: '近一年涨跌幅', value: '--' })
    expect(listHeadline(fund({ fundType: 0 }))).toMatchObject({ label: '七日年化收益率', value: '--' })
  })
})

describe('search history (catalogue §2.7)', () => {
  const entry = (code: string): HistoryEntry => ({
    fundCode: code,
    fundName: `基金${code}`,
    shortName: `F${code}`,
    fundType: 4,
    fundStatus: 1,
  })

  it('puts the latest first and removes its earlier copy', () => {
    const list = withViewed(withViewed(withViewed([], entry('a')), entry('b')), entry('a'))
    expect(list.map((e) => e.fundCode)).toEqual(['a', 'b'])
  })

  it('never holds duplicates nor more than the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12')),
        (codes) => {
          const list = codes.reduce<HistoryEntry[]>((acc, c) => withViewed(acc, entry(c)), [])
          expect(list.length).toBeLessThanOrEqual(SEARCH_HISTORY_LIMIT)
          expect(new Set(list.map((e) => e.fundCode)).size).toBe(list.length)
          if (codes.length) expect(list[0].fundCode).toBe(codes[codes.length - 1])
        },
      ),
    )
  })
})
